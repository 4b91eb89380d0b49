/** A placed order as its shopper (and its confirmation e-mail) sees it: read from the order's own rows. */
import { sql } from 'drizzle-orm';

import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { type PriceBasis, priceBasisOf } from '../money/totals';
import type { OrderAddresses, OrderPickupPoint, OrderStatus } from './schema';

export interface OrderLineView {
  sku: string;
  name: string;
  quantity: number;
  unitPriceInclTax: number;
  rowTotalInclTax: number;
  unitPriceExclTax: number;
  rowTotalExclTax: number;
  options: { label: string; value: string }[];
}

export interface OrderView {
  id: number;
  number: string;
  status: OrderStatus;
  locale: SiteLocale;
  email: string;
  /** The figure its customer read first when it was placed: excl. tax for a professional (group 2). */
  priceBasis: PriceBasis;
  lines: OrderLineView[];
  totals: {
    subtotalInclTax: number;
    subtotalExclTax: number;
    shippingInclTax: number;
    tax: number;
    grandTotalExclTax: number;
    grandTotal: number;
    /** Paid with the customer's store credit (the provider was charged the rest). */
    storeCreditUsed: number;
  };
  shippingMethodTitle: string;
  pickupPoint: OrderPickupPoint | null;
  addresses: OrderAddresses;
  paymentMethodTitle: string;
  /** Where its payment stands (`pending`, `captured`, `declined`, `canceled`…; null without a payment). */
  paymentStatus: string | null;
}

interface OrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  locale: SiteLocale;
  email: string;
  addresses: OrderAddresses;
  shippingMethodTitle: string;
  pickupPoint: OrderPickupPoint | null;
  paymentMethodTitle: string;
  paymentStatus: string | null;
  customerGroupId: number;
  subtotalInclTax: number;
  subtotalExclTax: number;
  shippingInclTax: number;
  grandTotalExclTax: number;
  grandTotal: number;
  storeCreditUsed: number;
}

/** The order of `id`, or null. */
export async function readOrderView(db: Database, id: number): Promise<OrderView | null> {
  const [order] = await selectRows<OrderRow>(
    db,
    sql`SELECT id, number, status, locale, email, addresses, shipping_method_title AS "shippingMethodTitle",
        pickup_point AS "pickupPoint", payment_method_title AS "paymentMethodTitle",
        customer_group_id AS "customerGroupId", subtotal_incl_tax AS "subtotalInclTax",
        subtotal_excl_tax AS "subtotalExclTax", shipping_incl_tax AS "shippingInclTax",
        grand_total_excl_tax AS "grandTotalExclTax", grand_total AS "grandTotal",
        store_credit_used AS "storeCreditUsed",
        (SELECT p.status FROM payment p WHERE p.order_id = sales_order.id) AS "paymentStatus"
      FROM sales_order WHERE id = ${id}`,
  );
  if (!order) return null;
  const lines = await selectRows<OrderLineView>(
    db,
    sql`SELECT sku, name, qty AS quantity, unit_price_incl_tax AS "unitPriceInclTax",
        row_total_incl_tax AS "rowTotalInclTax", unit_price_excl_tax AS "unitPriceExclTax",
        row_total_excl_tax AS "rowTotalExclTax", options
      FROM sales_order_line WHERE order_id = ${id} ORDER BY id`,
  );
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    locale: order.locale,
    email: order.email,
    priceBasis: priceBasisOf(order.customerGroupId),
    lines,
    totals: {
      subtotalInclTax: order.subtotalInclTax,
      subtotalExclTax: order.subtotalExclTax,
      shippingInclTax: order.shippingInclTax,
      tax: order.grandTotal - order.grandTotalExclTax,
      grandTotalExclTax: order.grandTotalExclTax,
      grandTotal: order.grandTotal,
      storeCreditUsed: order.storeCreditUsed,
    },
    shippingMethodTitle: order.shippingMethodTitle,
    pickupPoint: order.pickupPoint,
    addresses: order.addresses,
    paymentMethodTitle: order.paymentMethodTitle,
    paymentStatus: order.paymentStatus,
  };
}
