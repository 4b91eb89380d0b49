import { closeTicket, HelpdeskError, listTickets, replyAsStaff } from '@truffe/commerce/helpdesk';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express } from 'express';
import { z } from 'zod';

import { mountDevJsonRoute } from './devJsonRoute';

const operation = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('list'),
    status: z.enum(['open', 'answered', 'closed']).optional(),
  }),
  z.object({
    command: z.literal('reply'),
    ticketId: z.number().int().positive(),
    staffName: z.string().max(100).default('Service client'),
    message: z.string().max(10_000),
  }),
  z.object({ command: z.literal('close'), ticketId: z.number().int().positive() }),
]);

/**
 * `POST {base}__dev/helpdesk` with `{ "command": "reply", "ticketId": 12, "message": "…" }`: the staff's helpdesk
 * operations (list, reply — which e-mails the customer —, close) in this process, through the same domain
 * operations the back office calls (issue 17 item 5), for developers and the end-to-end tests until the back
 * office has them. Only where the test routes are on; JSON only. A refusal answers 422 with its reason.
 */
export function mountDevHelpdesk(
  app: Express,
  baseUrl: string,
  store: OrderStore | undefined,
  attachmentsDir: string,
  enabled: boolean,
) {
  mountDevJsonRoute(
    app,
    `${baseUrl}__dev/helpdesk`,
    store,
    enabled,
    '32kb',
    async (own, body, res) => {
      const parsed = operation.safeParse(body);
      if (!parsed.success) {
        res.status(400).json({ error: 'Unknown command or bad arguments' });
        return;
      }
      const deps = { db: own.db, shopUrl: own.config.url, attachmentsDir };
      const op = parsed.data;
      try {
        if (op.command === 'list') res.json(await listTickets(own.db, { status: op.status }));
        else if (op.command === 'close') res.json({ closed: await closeTicket(deps, op) });
        else {
          const result = await replyAsStaff(deps, op);
          void own.mailer.deliverQueued().catch(() => undefined);
          res.json(result);
        }
      } catch (error) {
        if (!(error instanceof HelpdeskError)) throw error;
        res.status(422).json({ error: error.message });
      }
    },
  );
}
