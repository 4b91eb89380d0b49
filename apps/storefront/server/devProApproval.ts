import { approvePro, customerDepsOf, CustomerError } from '@truffe/commerce/customers';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express } from 'express';

import { mountDevJsonRoute } from './devJsonRoute';

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
  mountDevJsonRoute(
    app,
    `${baseUrl}__dev/approve-pro`,
    store,
    enabled,
    '1kb',
    async (own, body, res) => {
      const email: unknown = (body as { email?: unknown } | undefined)?.email;
      try {
        const customer = await approvePro(customerDepsOf(own), String(email ?? ''));
        await own.mailer.deliverQueued();
        res.json({
          approved: customer.email,
          group: customer.group,
          proStatus: customer.proStatus,
        });
      } catch (error) {
        if (!(error instanceof CustomerError)) throw error;
        res.status(404).json({ error: error.message });
      }
    },
  );
}
