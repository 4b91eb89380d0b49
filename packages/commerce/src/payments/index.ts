export type {
  CreatePaymentInput,
  PaymentBackend,
  PaymentConfig,
  PaymentEvent,
  PaymentMethodKind,
  PaymentProvider,
  PaymentProviderRegistry,
  PaymentStatus,
  ProviderPayment,
  StripeConfig,
  TestGatewayConfig,
} from './types';
export { WebhookSignatureError } from './webhookSignatureError';
export { PaymentConfigError, paymentConfigFromEnv } from './paymentConfig';
export { createPaymentProviders } from './createPaymentProviders';
export { TestGateway, type SignedWebhook } from './testGateway/testGateway';
export { createTestGatewayHandler, type TestGatewayHandler } from './testGateway/handler';
export { stripeEventTypes, WebhookIgnoredError } from './stripe/stripeEvents';
