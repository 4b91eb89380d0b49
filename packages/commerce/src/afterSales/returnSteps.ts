/**
 * A return's life (issue 16 item 4) as a state machine, and the one way to move it: status, history event and
 * the customer's e-mail, in the caller's transaction with the return row locked.
 *
 *   requested  → authorised | refused
 *   authorised → received | refunded | credited | refused
 *   received   → refunded | credited | refused
 *
 * refunded, credited and refused are final. refunded and credited are reached only with the credit memo that
 * settles the return (refunds.ts), in the memo's transaction.
 */
import { sql } from 'drizzle-orm';

import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import type { OrderAddresses } from '../orders/schema';
import { returnEmail } from './afterSalesEmails';
import { AfterSalesError, returnStatusLabel } from './messages';
import type { ReturnStatus } from './schema';

export const returnTransitions: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['authorised', 'refused'],
  authorised: ['received', 'refunded', 'credited', 'refused'],
  received: ['refunded', 'credited', 'refused'],
  refunded: [],
  credited: [],
  refused: [],
};

export interface LockedReturn {
  id: number;
  number: string;
  status: ReturnStatus;
  resolution: string;
  orderId: number;
  orderNumber: string;
  locale: SiteLocale;
  email: string;
  addresses: OrderAddresses;
  lines: { orderLineId: number; sku: string; name: string; qty: number }[];
}

const returnNumberPattern = /^R-\d{1,12}$/;

/** The return `returnNumber`, locked until the transaction ends; the translated refusal when there is none. */
export async function lockReturn(db: Database, returnNumber: string): Promise<LockedReturn> {
  const number = returnNumber.trim();
  const [found] = returnNumberPattern.test(number)
    ? await selectRows<LockedReturn>(
        db,
        sql`SELECT r.id, r.number, r.status, r.resolution, r.order_id AS "orderId", o.number AS "orderNumber",
            o.locale, o.email, o.addresses,
            (SELECT coalesce(json_agg(json_build_object('orderLineId', rl.order_line_id, 'sku', l.sku,
                'name', l.name, 'qty', rl.qty) ORDER BY l.id), '[]'::json)
              FROM return_line rl JOIN sales_order_line l ON l.id = rl.order_line_id
              WHERE rl.return_id = r.id) AS lines
          FROM return_request r JOIN sales_order o ON o.id = r.order_id
          WHERE r.number = ${number} FOR UPDATE OF r`,
      )
    : [];
  if (!found) throw new AfterSalesError('returnNotFound', { returnNumber });
  return found;
}

/**
 * Moves a locked return to `to` (refused by the state machine otherwise): status, the refusal's reason, the
 * history event, the customer's e-mail (queued; delivered after the commit).
 */
export async function stepReturn(
  db: Database,
  ret: LockedReturn,
  to: ReturnStatus,
  comment: string | null = null,
): Promise<void> {
  if (!returnTransitions[ret.status].includes(to))
    throw new AfterSalesError('returnTransitionRefused', {
      returnNumber: ret.number,
      returnFrom: ret.status,
      returnTo: to,
    });
  await db.execute(
    sql`UPDATE return_request SET status = ${to}, updated_at = now(),
        refusal_reason = ${to === 'refused' ? comment : null}
      WHERE id = ${ret.id}`,
  );
  await db.execute(
    sql`INSERT INTO return_event (return_id, status, comment) VALUES (${ret.id}, ${to}, ${comment})`,
  );
  await queueReturnEmail(db, { ...ret, status: to }, to === 'refused' ? comment : null);
  ret.status = to;
}

/** Queues the customer's e-mail of the return's current status. */
export async function queueReturnEmail(
  db: Database,
  ret: LockedReturn,
  refusalReason: string | null = null,
): Promise<void> {
  const billing = ret.addresses.billing;
  await queueEmail(
    db,
    returnEmail({
      returnId: ret.id,
      returnNumber: ret.number,
      orderNumber: ret.orderNumber,
      status: ret.status,
      statusLabel: returnStatusLabel(ret.locale, ret.status),
      locale: ret.locale,
      to: ret.email,
      name: `${billing.firstname} ${billing.lastname}`,
      refusalReason,
      lines: ret.lines,
    }),
  );
}
