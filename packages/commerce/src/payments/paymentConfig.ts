import type { PaymentBackend, PaymentConfig } from './types';

/** A payment configuration the shop must not start with (e.g. the test gateway in production by default). */
export class PaymentConfigError extends Error {
  override readonly name = 'PaymentConfigError';
}

const backends: readonly PaymentBackend[] = ['test', 'stripe'];

/**
 * Reads the payment configuration (decision 0705): `PAYMENT_PROVIDER` = `test` (the in-process test gateway,
 * the default outside production) or `stripe` (`STRIPE_SECRET_KEY` + `STRIPE_WEBHOOK_SECRET`). In production
 * the test gateway takes no real money, so it runs only when `PAYMENT_PROVIDER=test` is set explicitly.
 */
export function paymentConfigFromEnv(
  env: NodeJS.ProcessEnv,
  options: { dataDir?: string; publicUrl: string },
): PaymentConfig {
  const requested = env.PAYMENT_PROVIDER?.trim().toLowerCase() || undefined;
  const production = env.NODE_ENV === 'production';
  if (requested !== undefined && !(backends as readonly string[]).includes(requested)) {
    throw new PaymentConfigError(
      `PAYMENT_PROVIDER must be one of ${backends.join(', ')} (got "${requested}").`,
    );
  }
  if (requested === undefined && production) {
    throw new PaymentConfigError(
      'PAYMENT_PROVIDER is not set: in production the test gateway (no real money) runs only with PAYMENT_PROVIDER=test; set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments.',
    );
  }
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const backend = (requested ?? 'test') as PaymentBackend;
  if (backend === 'stripe') {
    const secretKey = env.STRIPE_SECRET_KEY?.trim();
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
    if (!secretKey || !webhookSecret) {
      throw new PaymentConfigError(
        'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
      );
    }
    return { backend, publicUrl, dataDir: options.dataDir, stripe: { secretKey, webhookSecret } };
  }
  const secret = env.PAYMENT_TEST_GATEWAY_SECRET?.trim() || undefined;
  return { backend, publicUrl, dataDir: options.dataDir, testGateway: { secret } };
}

/** Where a provider's webhooks are delivered (CONTRACTS-3.md). */
export function webhookUrlFor(config: PaymentConfig, code: string): string {
  return config.webhookUrl?.(code) ?? `${config.publicUrl}/payments/webhook/${code}`;
}
