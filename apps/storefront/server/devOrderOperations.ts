import {
  AfterSalesError,
  cancelOrder,
  closeOrder,
  invoiceOrder,
  moveReturn,
  refundOrder,
  refundReturn,
  shipOrder,
} from '@truffe/commerce/afterSales';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express } from 'express';
import { z } from 'zod';

import { mountDevJsonRoute } from './devJsonRoute';

const lines = z
  .array(z.object({ orderLineId: z.number().int().positive(), qty: z.number().int().positive() }))
  .max(50)
  .optional();

/** What the staff's command takes, as JSON (`pnpm --filter @truffe/commerce order …`). */
const operation = z.discriminatedUnion('command', [
  z.object({ command: z.literal('invoice'), number: z.string().max(40), lines }),
  z.object({
    command: z.literal('ship'),
    number: z.string().max(40),
    carrier: z.string().max(40),
    tracking: z.string().max(60),
    lines,
  }),
  z.object({ command: z.literal('cancel'), number: z.string().max(40) }),
  z.object({ command: z.literal('close'), number: z.string().max(40) }),
  z.object({
    command: z.literal('refund'),
    number: z.string().max(40),
    lines,
    shipping: z.boolean().optional(),
    to: z.enum(['payment', 'store_credit']).default('payment'),
    key: z.string().min(1).max(128),
  }),
  z.object({
    command: z.enum(['return-authorise', 'return-receive', 'return-refuse']),
    number: z.string().max(40),
    comment: z.string().max(500).optional(),
  }),
  z.object({
    command: z.literal('return-refund'),
    number: z.string().max(40),
    to: z.enum(['payment', 'store_credit']).optional(),
    shipping: z.boolean().optional(),
  }),
]);

type Operation = z.infer<typeof operation>;

function run(store: OrderStore, op: Operation): Promise<unknown> {
  const source = { source: 'command' };
  switch (op.command) {
    case 'invoice':
      return invoiceOrder(store, op.number, { lines: op.lines });
    case 'ship':
      return shipOrder(store, op.number, {
        carrier: op.carrier,
        trackingNumber: op.tracking,
        lines: op.lines,
      });
    case 'cancel':
      return cancelOrder(store, op.number, source);
    case 'close':
      return closeOrder(store, op.number, source);
    case 'refund':
      return refundOrder(store, op.number, {
        lines: op.lines,
        shipping: op.shipping,
        to: op.to,
        idempotencyKey: op.key,
        ...source,
      });
    case 'return-refund':
      return refundReturn(store, op.number, { to: op.to, shipping: op.shipping, ...source });
    default: {
      const to = ({ 'return-authorise': 'authorised', 'return-receive': 'received' } as const)[
        op.command as 'return-authorise' | 'return-receive'
      ];
      return moveReturn(store, op.number, to ?? 'refused', { ...source, comment: op.comment });
    }
  }
}

/**
 * `POST {base}__dev/order` with `{ "command": "ship", "number": "TR-000001", … }`: the staff's order operations
 * (invoice, ship, cancel, close, refund, return-authorise|receive|refuse|refund) in this process, through the
 * same domain operations as `pnpm --filter @truffe/commerce order …` (issue 16 item 2). The command opens the
 * database itself, which an embedded PGlite held by a running server does not allow; developers and the
 * end-to-end tests run them here until the back office exists. Only where the test routes are on (development,
 * or `TRUFFE_TEST_ROUTES=1`); JSON only, so a cross-site form cannot post it. A refusal answers 422 with the
 * translated reason.
 */
export function mountDevOrderOperations(
  app: Express,
  baseUrl: string,
  store: OrderStore | undefined,
  enabled: boolean,
) {
  mountDevJsonRoute(app, `${baseUrl}__dev/order`, store, enabled, '4kb', async (own, body, res) => {
    const parsed = operation.safeParse(body);
    if (!parsed.success) {
      res.status(400).json({ error: 'Unknown command or bad arguments' });
      return;
    }
    try {
      res.json(await run(own, parsed.data));
    } catch (error) {
      if (!(error instanceof AfterSalesError)) throw error;
      res.status(422).json({ error: error.message });
    }
  });
}
