import { createTestGatewayHandler, type PaymentProviderRegistry } from '@truffe/commerce/payments';
import type { Express } from 'express';

/**
 * Serves the test gateway's hosted pages (card form, 3-D-Secure-like challenge, PayPal-like approval) at
 * `/__gateway` when the shop's payments run through it (decision 0705); with Stripe nothing is mounted.
 * Mounted at the origin's root, like an external gateway, whatever the shop's base URL.
 */
export function mountTestGateway(
  app: Express,
  payments: PaymentProviderRegistry | undefined,
): void {
  const gateway = payments?.testGateway;
  if (!gateway) return;
  // The handler matches its own base path and passes other URLs on (Express keeps req.url whole here).
  app.use(createTestGatewayHandler(gateway));
}
