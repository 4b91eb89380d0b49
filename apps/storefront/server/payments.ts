import type { OrderStore } from '@truffe/commerce/orders';
import { handlePaymentWebhook } from '@truffe/commerce/orders';
import express, { type Express } from 'express';

import { noStore } from '../src/data/cachePolicy';

/** Largest webhook body read (providers send a few kilobytes). */
const maxWebhookBody = '256kb';

/**
 * `POST {base}payments/webhook/:code` (decision 0731): the provider's webhook, read as the raw text its
 * signature covers, verified by the provider (400 on a bad signature), then applied to the order; duplicates
 * and stale events answer 200 and change nothing. Any other failure answers 500 so that the provider retries.
 */
export function mountPaymentRoutes(app: Express, baseUrl: string, store: OrderStore | undefined) {
  if (!store) return;
  app.post(
    `${baseUrl}payments/webhook/:code`,
    express.text({ type: () => true, limit: maxWebhookBody }),
    async (req, res) => {
      res.setHeader('Cache-Control', noStore);
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers))
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      try {
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const answer = await handlePaymentWebhook(store, String(req.params.code), rawBody, headers);
        res.status(answer.status).json(answer.body);
      } catch (error) {
        console.error('[payments] webhook failed', error);
        res.status(500).json({ received: false });
      }
    },
  );
}
