import { createStripeProviders } from './stripe/stripeProviders';
import { TestGateway } from './testGateway/testGateway';
import { webhookUrlFor } from './paymentConfig';
import type { PaymentConfig, PaymentProvider, PaymentProviderRegistry } from './types';

/** The providers of a configuration (decision 0705): the test gateway's or Stripe's `truffe_card` and `paypal`. */
export function createPaymentProviders(config: PaymentConfig): PaymentProviderRegistry {
  if (config.backend === 'stripe') {
    if (!config.stripe) throw new Error('The stripe backend needs its keys (config.stripe).');
    return registryOf('stripe', createStripeProviders(config.stripe), () => Promise.resolve());
  }
  const gateway = new TestGateway({
    dataDir: config.dataDir,
    secret: config.testGateway?.secret,
    retryDelaysMs: config.testGateway?.retryDelaysMs,
    log: config.testGateway?.log,
    publicUrl: config.publicUrl,
    webhookUrl: (code) => webhookUrlFor(config, code),
  });
  return registryOf('test', gateway.providers(), () => gateway.close(), gateway);
}

function registryOf(
  backend: PaymentProviderRegistry['backend'],
  providers: readonly PaymentProvider[],
  close: () => Promise<void>,
  testGateway?: TestGateway,
): PaymentProviderRegistry {
  const byCode = new Map(providers.map((provider) => [provider.code, provider]));
  let closing: Promise<void> | undefined;
  return {
    backend,
    get: (code) => byCode.get(code),
    list: () => providers,
    testGateway,
    close: () => (closing ??= close()),
  };
}
