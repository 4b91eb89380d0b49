/**
 * Reconciliation (decision 0731): what a crash or a lost webhook left unsettled is asked to the provider.
 * - A payment still pending here after `minAgeMinutes`: paid at the provider → PROCESSING (+ e-mail);
 *   declined, canceled or unknown to the provider → CANCELED (stock given back); still waiting after
 *   `expireAfterMinutes` → the provider payment is canceled, then the order (stock given back).
 * - A canceled order whose charge went through anyway (a capture after a decline, a lost webhook) → refunded.
 * - A credit memo whose refund the provider could not take (unreachable) or has not confirmed → asked again
 *   with the same key (afterSales/refunds.ts), so it is refunded once.
 * Runs at store start and on demand; safe to run in several processes at once (the state machine locks rows).
 */
import { sql } from 'drizzle-orm';

import { settlePendingRefunds } from '../afterSales/refunds';
import { unpaidHoldPolicyFromEnv } from '../catalog/unpaidHold';
import { selectRows } from '../db/database';
import { applyPaymentUpdate, isPaid, refundOrphanCharge } from './paymentState';
import type { OrderStore } from './services';

export interface ReconcileOptions {
  /** Pending payments younger than this are left to the shopper and the webhooks. @defaultValue 10 */
  minAgeMinutes?: number;
  /**
   * A payment still waiting at the provider after this is abandoned and its order gives its stock back.
   * @defaultValue UNPAID_HOLD_MINUTES (catalog/unpaidHold.ts, 30)
   */
  expireAfterMinutes?: number;
  /** Canceled orders younger than this have their charge checked. @defaultValue 7 days */
  refundWindowMinutes?: number;
  /** Rows looked at per run. @defaultValue 500 */
  limit?: number;
  /** @defaultValue console.warn */
  log?: (message: string) => void;
}

export interface ReconcileReport {
  checked: number;
  processing: number;
  canceled: number;
  refunded: number;
  /** Payments the provider could not be asked about (left for the next run). */
  errors: number;
  /** Pending credit memos the provider settled (refunded or failed) on this run. */
  creditMemosSettled: number;
}

/** Settles what the provider knows and we do not; see the module comment. */
export async function reconcilePayments(
  store: OrderStore,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const log = options.log ?? ((message: string) => console.warn(`[orders] ${message}`));
  const limit = options.limit ?? 500;
  const report: ReconcileReport = {
    checked: 0,
    processing: 0,
    canceled: 0,
    refunded: 0,
    errors: 0,
    creditMemosSettled: 0,
  };
  const pending = await selectRows<{ id: string; providerCode: string; ageMinutes: number }>(
    store.db,
    sql`SELECT p.id, p.provider_code AS "providerCode",
        extract(epoch FROM now() - p.created_at)::float8 / 60 AS "ageMinutes"
      FROM payment p JOIN sales_order o ON o.id = p.order_id
      WHERE o.status = 'PENDING_PAYMENT'
        AND p.created_at <= now() - make_interval(secs => ${(options.minAgeMinutes ?? 10) * 60})
      ORDER BY p.created_at LIMIT ${limit}`,
  );
  for (const payment of pending) {
    report.checked += 1;
    try {
      const provider = store.payments.get(payment.providerCode);
      if (!provider) throw new Error(`no provider "${payment.providerCode}"`);
      let remote = await provider.retrievePayment(payment.id);
      const waiting = !remote || remote.status === 'pending' || remote.status === 'requires_action';
      if (remote && waiting) {
        if (
          payment.ageMinutes <
          (options.expireAfterMinutes ?? unpaidHoldPolicyFromEnv(process.env).holdMinutes)
        )
          continue;
        // Abandoned: cancel at the provider first so that it can no longer be paid (a paid one is refunded).
        remote = await provider.refundPayment(payment.id);
      }
      const outcome = await applyPaymentUpdate(store, payment.id, {
        status: remote ? remote.status : 'canceled',
      });
      if (outcome === 'processing') report.processing += 1;
      if (outcome === 'canceled') report.canceled += 1;
      if (outcome === 'refunded') report.refunded += 1;
    } catch (error) {
      report.errors += 1;
      log(
        `payment ${payment.id} not reconciled: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const canceled = await selectRows<{ id: string; providerCode: string }>(
    store.db,
    sql`SELECT p.id, p.provider_code AS "providerCode"
      FROM payment p JOIN sales_order o ON o.id = p.order_id
      WHERE o.status = 'CANCELED' AND p.status <> 'refunded'
        AND o.updated_at > now() - make_interval(secs => ${(options.refundWindowMinutes ?? 7 * 24 * 60) * 60})
      ORDER BY o.updated_at LIMIT ${limit}`,
  );
  for (const payment of canceled) {
    report.checked += 1;
    try {
      const provider = store.payments.get(payment.providerCode);
      if (!provider) throw new Error(`no provider "${payment.providerCode}"`);
      const remote = await provider.retrievePayment(payment.id);
      if (!remote) continue;
      if (isPaid(remote.status)) {
        await refundOrphanCharge(store, payment.id, payment.providerCode);
        report.refunded += 1;
      } else {
        await store.db.execute(
          sql`UPDATE payment SET status = ${remote.status}, updated_at = now() WHERE id = ${payment.id}`,
        );
      }
    } catch (error) {
      report.errors += 1;
      log(
        `payment ${payment.id} not checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  try {
    report.creditMemosSettled = await settlePendingRefunds(store);
  } catch (error) {
    report.errors += 1;
    log(`credit memos not settled: ${error instanceof Error ? error.message : String(error)}`);
  }
  return report;
}
