/**
 * Reorder (issue 16 item 1, decision 0761): what is still orderable of one of the customer's orders goes to
 * the session's cart through the cart's own add path (`addProductsToCart`: active products, stock counted with
 * what the cart holds, quantities, one transaction), and the answer says, translated, what could not be added.
 * A line bought with options cannot be rebuilt from the order (it keeps the options' words, not their ids):
 * it is reported, to be chosen again on its product page, rather than added without its options.
 */
import { sql } from 'drizzle-orm';

import { addProductsToCart } from '../cart/addProductsBySku';
import type { CartServices, CartSession } from '../cart/cartService';
import { selectRows } from '../db/database';
import { createTranslator } from '../i18n/translate';
import { joinVerifiedGuestOrders, orderNumberPattern } from './customerOrders';

const reorderMessages = {
  orderNotFound: {
    'fr-FR': 'Cette commande est introuvable.',
    'en-GB': 'This order could not be found.',
  },
  nothingAdded: {
    'fr-FR': 'Aucun article de cette commande ne peut être commandé à nouveau.',
    'en-GB': 'None of the items of this order can be ordered again.',
  },
  chooseOptions: {
    'fr-FR': 'Choisissez à nouveau les options de « {name} » sur sa fiche produit.',
    'en-GB': 'Choose the options of “{name}” again on its product page.',
  },
};

export const reorderMessage = createTranslator(reorderMessages);

export interface ReorderReport {
  sku: string;
  name: string;
  message: string;
}

export interface ReorderResult {
  success: boolean;
  errorMessage: string | null;
  addedCount: number;
  notAdded: ReorderReport[];
}

interface OrderedLine {
  sku: string;
  name: string;
  qty: number;
  hasOptions: boolean;
}

/**
 * Adds the lines of the customer's order `orderNumber` to the session's cart. Another customer's order, or
 * none, is "not found" and changes nothing. `success` is whether at least one line was added.
 */
export async function reorder(
  services: CartServices & { customerId: number },
  session: CartSession,
  orderNumber: string,
): Promise<ReorderResult> {
  const { locale } = services;
  const refused = (errorMessage: string, notAdded: ReorderReport[] = []): ReorderResult => ({
    success: false,
    errorMessage,
    addedCount: 0,
    notAdded,
  });
  if (typeof orderNumber !== 'string' || !orderNumberPattern.test(orderNumber))
    return refused(reorderMessage(locale, 'orderNotFound'));
  await joinVerifiedGuestOrders(services.db, services.customerId);
  const [order] = await selectRows<{ lines: OrderedLine[] }>(
    services.db,
    sql`SELECT (SELECT coalesce(json_agg(json_build_object('sku', l.sku, 'name', l.name, 'qty', l.qty,
          'hasOptions', jsonb_array_length(l.options) > 0) ORDER BY l.id), '[]'::json)
        FROM sales_order_line l WHERE l.order_id = o.id) AS lines
      FROM sales_order o WHERE o.customer_id = ${services.customerId} AND o.number = ${orderNumber}`,
  );
  if (!order) return refused(reorderMessage(locale, 'orderNotFound'));

  const withOptions = order.lines.filter((line) => line.hasOptions);
  const notAdded: ReorderReport[] = withOptions.map((line) => ({
    sku: line.sku,
    name: line.name,
    message: reorderMessage(locale, 'chooseOptions', { name: line.name }),
  }));
  // The same product on several plain lines is one quantity (the cart merges plain lines anyway).
  const wanted = new Map<string, OrderedLine>();
  for (const line of order.lines.filter((each) => !each.hasOptions)) {
    const seen = wanted.get(line.sku);
    wanted.set(line.sku, seen ? { ...seen, qty: seen.qty + line.qty } : { ...line });
  }
  if (wanted.size === 0) return refused(reorderMessage(locale, 'nothingAdded'), notAdded);

  const result = await addProductsToCart(
    services,
    session,
    [...wanted.values()].map((line) => ({ sku: line.sku, quantity: line.qty })),
  );
  if (result.errorMessage && result.lines.length === 0)
    return refused(result.errorMessage, notAdded);
  for (const report of result.lines)
    if (report.status !== 'ADDED')
      notAdded.push({
        sku: report.sku,
        name: report.name ?? wanted.get(report.sku)?.name ?? report.sku,
        message: report.message,
      });
  const addedCount = result.lines.filter((report) => report.status === 'ADDED').length;
  return {
    success: addedCount > 0,
    errorMessage: addedCount > 0 ? null : reorderMessage(locale, 'nothingAdded'),
    addedCount,
    notAdded,
  };
}
