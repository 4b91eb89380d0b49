import { approvePro, customerDepsOf, CustomerError } from '@truffe/commerce/customers';
import type { OrderStore } from '@truffe/commerce/orders';
import express, { type Express } from 'express';

import { noStore } from '../src/data/cachePolicy';

/**
 * `POST {base}__dev/approve-pro` with `{ "email": "…" }`: approves a pending professional account in this
 * process, through the same `approvePro` as `pnpm --filter @truffe/commerce approve-pro <email>` (issue 15
 * item 3). The command opens the database itself, which an embedded PGlite held by a running server does not
 * allow; developers and the end-to-end tests approve here instead. Only where the test routes are on
 * (development, or `TRUFFE_TEST_ROUTES=1`); JSON only, so a cross-site form cannot post it.
 */
export function mountDevProApproval(
  app: Express,
  baseUrl: string,
  store: OrderStore | undefined,
  enabled: boolean,
) {
  app.post(
    `${baseUrl}__dev/approve-pro`,
    express.json({ limit: '1kb', strict: true }),
    async (req, res, next) => {
      res.setHeader('Cache-Control', noStore);
      res.setHeader('X-Robots-Tag', 'noindex');
      if (!store || !enabled) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (!req.is('application/json')) {
        res.status(415).json({ error: 'JSON body expected' });
        return;
      }
      const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
      try {
        const customer = await approvePro(customerDepsOf(store), String(email ?? ''));
        await store.mailer.deliverQueued();
        res.json({
          approved: customer.email,
          group: customer.group,
          proStatus: customer.proStatus,
        });
      } catch (error) {
        if (error instanceof CustomerError) res.status(404).json({ error: error.message });
        else next(error);
      }
    },
  );
}
