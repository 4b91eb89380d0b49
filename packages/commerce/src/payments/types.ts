/** The payment-provider contract (CONTRACTS-3.md "Payment providers"; decision 0705). */

import type { SiteLocale } from '@truffe/graphql/locales';

import type { TestGateway } from './testGateway/testGateway';

export type PaymentStatus =
  'pending' | 'requires_action' | 'authorized' | 'captured' | 'declined' | 'canceled' | 'refunded';

export interface CreatePaymentInput {
  /** OUR payment record id (uuid); also the provider idempotency key. */
  paymentId: string;
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  email: string;
  locale: SiteLocale;
  /** Absolute URL the shopper comes back to (we append nothing; it carries paymentId). */
  returnUrl: string;
  cancelUrl: string;
}

export interface ProviderPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  amountCents: number;
  /** Hosted page (card form, 3-D Secure, PayPal approval) the shopper must visit. */
  redirectUrl?: string;
  declineReason?: string;
  paymentId: string;
}

export interface PaymentEvent {
  eventId: string;
  providerPaymentId: string;
  paymentId: string;
  status: PaymentStatus;
  amountCents: number;
  /** ISO date-time. */
  occurredAt: string;
  /** Monotonically increasing per payment: a lower sequence than the last applied one is stale. */
  sequence: number;
}

export interface RefundRequest {
  amountCents: number;
  /** Our credit memo number: the same memo refunded twice is refunded once. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  refundId: string;
  /** `pending`: the provider accepted it and confirms later (reconciliation asks again with the same key). */
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
}

export type PaymentMethodKind = 'BASE' | 'EMBEDDED';

export interface PaymentProvider {
  /** 'truffe_card' | 'paypal' */
  readonly code: string;
  readonly kind: PaymentMethodKind;
  /** Idempotent by `paymentId`: a second call answers the same payment, never a second charge. */
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** By OUR id (reconciliation); null when the provider has no such payment. */
  retrievePayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Refunds a charge in full (orphan charges of canceled orders). */
  refundPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Refunds part (or all) of a paid charge: a credit memo's amount. Idempotent by `idempotencyKey`: the same
   * key answers the same refund, never a second one. Throws when the charge is not paid or the amount exceeds
   * what is left of it.
   */
  refundAmount(paymentId: string, request: RefundRequest): Promise<ProviderRefund>;
  /** Verifies the signature over the raw body; throws {@link WebhookSignatureError}. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): PaymentEvent;
}

/** The providers the shop offers, in display order. */
export interface PaymentProviderRegistry {
  /** Which implementation backs the providers. */
  readonly backend: PaymentBackend;
  get(code: string): PaymentProvider | undefined;
  list(): readonly PaymentProvider[];
  /** The in-process test gateway when `backend` is 'test' (its hosted pages are mounted at `/__gateway`). */
  readonly testGateway?: TestGateway;
  /** Stops background work (webhook retries); safe to call twice. */
  close(): Promise<void>;
}

export type PaymentBackend = 'test' | 'stripe';

export interface TestGatewayConfig {
  /** HMAC secret of the webhooks. @defaultValue env PAYMENT_TEST_GATEWAY_SECRET, else random per data dir */
  secret?: string;
  /** Waits between webhook delivery attempts. @defaultValue [1000, 5000, 30000] */
  retryDelaysMs?: readonly number[];
  /** Webhook delivery failures. @defaultValue console.warn */
  log?: (message: string) => void;
}

export interface StripeConfig {
  /** Server-only `sk_…` key. */
  secretKey: string;
  /** Server-only `whsec_…` endpoint secret. */
  webhookSecret: string;
  /** API host override (tests point it at a local stand-in). @defaultValue Stripe's */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export interface PaymentConfig {
  backend: PaymentBackend;
  /** Where the test gateway keeps its charges and generated secret; in memory without it. */
  dataDir?: string;
  /** Public origin of the shop (hosted pages and webhooks are addressed from it), no trailing slash. */
  publicUrl: string;
  /** Where webhooks are delivered. @defaultValue `${publicUrl}/payments/webhook/${code}` */
  webhookUrl?: (code: string) => string;
  testGateway?: TestGatewayConfig;
  /** Required when `backend` is 'stripe'. */
  stripe?: StripeConfig;
}
