/**
 * Shipping an order (issue 16 item 2): a parcel with a carrier of the shop (carriers.ts) and its tracking
 * number carries chosen lines and quantities, or everything not yet shipped; never more of a line than ordered
 * minus shipped. The customer's e-mail with the tracking link is queued in the same transaction (the outbox) and
 * delivered after the commit; the order becomes COMPLETE when it is then invoiced and shipped in full.
 */
import { sql } from 'drizzle-orm';

import { selectRows } from '../db/database';
import { queueEmail } from '../email/mailer';
import { inTransaction } from '../orders/transaction';
import { carrierCodes, carrierName, isCarrierCode, trackingUrlOf } from './carriers';
import { AfterSalesError } from './messages';
import {
  type AfterSalesDeps,
  completeWhenDone,
  lineProgress,
  type LineQuantity,
  lockOrder,
  pickLines,
} from './orderRecord';
import { shipmentEmail } from './shipmentEmail';
import { fulfillableStatuses } from './stateMachine';

export interface ShipOptions {
  /** A code of carriers.ts: `colissimo`, `chronopost`, `mondial_relay`, `dpd`, `ups`. */
  carrier: string;
  trackingNumber: string;
  /** Lines and quantities in the parcel; everything not yet shipped when absent or empty. */
  lines?: LineQuantity[];
}

export interface RecordedShipment {
  id: number;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The order's status after the shipment (COMPLETE when this shipment finished it). */
  orderStatus: string;
}

/** Carriers' numbers are letters, digits and sometimes dashes; spaces people copy between groups are dropped. */
const trackingNumberPattern = /^[A-Za-z0-9-]{6,40}$/;

/** Records a shipment of a paid order and queues the customer's e-mail; a refusal writes nothing. */
export async function shipOrder(
  deps: Pick<AfterSalesDeps, 'db' | 'mailer'>,
  orderNumber: string,
  options: ShipOptions,
): Promise<RecordedShipment> {
  const carrier = options.carrier.trim().toLowerCase();
  if (!isCarrierCode(carrier))
    throw new AfterSalesError('unknownCarrier', {
      carrier: options.carrier,
      carriers: carrierCodes.join(', '),
    });
  const trackingNumber = options.trackingNumber.replace(/\s+/g, '');
  if (!trackingNumberPattern.test(trackingNumber))
    throw new AfterSalesError('invalidTrackingNumber');
  const trackingUrl = trackingUrlOf(carrier, trackingNumber);

  const shipment = await inTransaction(deps.db, async (db) => {
    const order = await lockOrder(db, orderNumber);
    if (!fulfillableStatuses.includes(order.status))
      throw new AfterSalesError('notShippable', {
        orderNumber: order.number,
        status: order.status,
      });
    const lines = await lineProgress(db, order.id);
    const picked = pickLines(order, lines, options.lines, (line) => line.qty - line.shipped, {
      tooMany: 'tooManyToShip',
      nothingLeft: 'nothingToShip',
    });
    const [created] = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO shipment (order_id, carrier, tracking_number)
        VALUES (${order.id}, ${carrier}, ${trackingNumber}) RETURNING id`,
    );
    const shipmentId = created!.id;
    for (const { line, qty } of picked)
      await db.execute(
        sql`INSERT INTO shipment_line (shipment_id, order_line_id, qty)
          VALUES (${shipmentId}, ${line.id}, ${qty})`,
      );
    const partial = lines.some(
      (line) =>
        line.shipped + (picked.find((pick) => pick.line.id === line.id)?.qty ?? 0) < line.qty,
    );
    const shipping = order.addresses.shipping;
    await queueEmail(
      db,
      shipmentEmail({
        shipmentId,
        orderNumber: order.number,
        locale: order.locale,
        to: order.email,
        name: `${shipping.firstname} ${shipping.lastname}`,
        carrierName: carrierName(carrier),
        trackingNumber,
        trackingUrl,
        lines: picked.map(({ line, qty }) => ({ sku: line.sku, name: line.name, qty })),
        partial,
      }),
    );
    await completeWhenDone(db, order, 'shipment');
    return {
      id: shipmentId,
      orderNumber: order.number,
      carrier,
      trackingNumber,
      trackingUrl,
      orderStatus: order.status,
    };
  });
  await deps.mailer
    .deliverQueued()
    .catch((error: unknown) => console.warn('[email] delivery failed', error));
  return shipment;
}
