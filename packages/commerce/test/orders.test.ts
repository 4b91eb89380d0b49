/**
 * Order placement and payment on the real engine (PGlite, or the PostgreSQL server of DATABASE_URL) with the
 * in-process test gateway and real HTTP webhooks: placement (totals from the catalogue, stock, payment record,
 * hosted page), the paid and declined paths, the return from the payment page, the session's own orders only,
 * the confirmation e-mail in the order's language, and bad input changing nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readCart } from '../src/cart/cartService';
import { lowStockThreshold } from '../src/catalog/stockRule';
import { readCheckout } from '../src/checkout/checkoutService';
import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import { confirmPaymentReturn, readPlacedOrder } from '../src/orders/paymentReturn';
import { placeOrder } from '../src/orders/placeOrder';
import {
  newSession,
  openOrdersRig,
  orderRowCounts,
  type OrdersRig,
  readyToPlace,
  stockOf,
} from './ordersFixtures';

let rig: OrdersRig;
interface SimpleRow {
  id: number;
  sku: string;
  price: number;
  name: string;
}
let simples: SimpleRow[];

beforeAll(async () => {
  rig = await openOrdersRig();
  simples = await selectRows<SimpleRow>(
    rig.store.db,
    sql`SELECT p.id, p.sku, p.price, l.name FROM product p JOIN stock_item s ON s.product_id = p.id
      JOIN product_locale l ON l.product_id = p.id AND l.locale = 'fr-FR'
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 30
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 20`,
  );
});
afterAll(() => rig?.close());

let keys = 0;
const newKey = () => `key-${Date.now()}-${(keys += 1)}`;

async function paymentOf(orderNumber: string) {
  const [row] = await selectRows<{ id: string; providerPaymentId: string; status: string }>(
    rig.store.db,
    sql`SELECT p.id, p.provider_payment_id AS "providerPaymentId", p.status FROM payment p
      JOIN sales_order o ON o.id = p.order_id WHERE o.number = ${orderNumber}`,
  );
  return row!;
}

describe('placeOrder', () => {
  it('places the cart as a pending order priced from the catalogue, takes stock and answers the hosted page', async () => {
    const services = rig.cartServices();
    const session = newSession();
    const [a, b] = simples;
    await readyToPlace(services, session, [
      { sku: a!.sku, quantity: 2 },
      { sku: b!.sku, quantity: 1 },
    ]);
    const checkout = await readCheckout(services, session.token);
    const stockBefore = [await stockOf(rig.store, a!.id), await stockOf(rig.store, b!.id)];

    const result = await placeOrder(rig.orderServices(), session, {
      idempotencyKey: newKey(),
      expectedGrandTotal: checkout.totals.grandTotal,
    });
    expect(result.errorMessage).toBeNull();
    expect(result.success).toBe(true);
    const order = result.order!;
    expect(order.number).toMatch(/^TR-\d{6}$/);
    expect(order.status).toBe('PENDING_PAYMENT');
    expect(order.totals.grandTotal).toBe(checkout.totals.grandTotal);
    expect(order.totals.shippingInclTax).toBe(checkout.totals.shippingInclTax);
    expect(order.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [a!.sku, 2],
      [b!.sku, 1],
    ]);
    expect(order.lines.reduce((sum, line) => sum + line.rowTotalInclTax, 0)).toBe(
      order.totals.subtotalInclTax,
    );
    expect(order.totals.subtotalInclTax + order.totals.shippingInclTax).toBe(
      order.totals.grandTotal,
    );
    expect(result.redirectUrl).toMatch(/\/__gateway\/pay\/tg_\w+/);
    expect([await stockOf(rig.store, a!.id), await stockOf(rig.store, b!.id)]).toEqual([
      stockBefore[0]! - 2,
      stockBefore[1]! - 1,
    ]);
    const payment = await paymentOf(order.number);
    expect(payment.status).toBe('pending');
    expect(rig.gateway.retrieve('truffe_card', payment.id)?.amountCents).toBe(
      order.totals.grandTotal,
    );
    // The cart stays until the payment succeeds.
    expect((await readCart(services, session.token)).totalQuantity).toBe(3);

    expect((await readPlacedOrder(rig.orderServices(), session, order.number))?.number).toBe(
      order.number,
    );
    expect(
      await readPlacedOrder(rig.orderServices(), newSession(), order.number),
      'another session does not see it',
    ).toBeNull();
    const stranger = { token: 'x'.repeat(43) };
    expect(
      (await confirmPaymentReturn(rig.orderServices(), stranger, payment.id)).order,
    ).toBeNull();
  });

  it('a paid payment (webhook over HTTP) makes the order PROCESSING, empties the cart and sends one e-mail', async () => {
    const services = rig.cartServices('en-GB');
    const session = newSession();
    await readyToPlace(services, session, [{ sku: simples[2]!.sku, quantity: 1 }], {
      email: 'paid@example.com',
    });
    const placed = await placeOrder(rig.orderServices('en-GB'), session, {
      idempotencyKey: newKey(),
    });
    const number = placed.order!.number;
    const payment = await paymentOf(number);
    await rig.gateway.transition(payment.providerPaymentId, ['pending'], ['captured']);
    await rig.gateway.whenDelivered();

    const order = await readPlacedOrder(rig.orderServices(), session, number);
    expect(order?.status).toBe('PROCESSING');
    expect((await readCart(services, session.token)).items).toEqual([]);
    const emails = (await listOutbox(rig.store.db)).filter((mail) => mail.subject.includes(number));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe('paid@example.com');
    expect(emails[0]!.subject).toBe(`Truffe — your order ${number} is confirmed`);
    expect(emails[0]!.text).toContain(simples[2]!.sku);
    expect(emails[0]!.html).toContain('<html lang="en">');

    const back = await confirmPaymentReturn(rig.orderServices('en-GB'), session, payment.id);
    expect(back.success).toBe(true);
    expect(back.order?.status).toBe('PROCESSING');
    expect(
      (await listOutbox(rig.store.db)).filter((mail) => mail.subject.includes(number)),
      'the return page sends no second e-mail',
    ).toHaveLength(1);
  });

  it('an order keeps its lines’ names in the language it was placed in, whoever reads it (brief 17 item 6)', async () => {
    // A product whose French and English names differ, so that the language of the snapshot shows.
    const [product] = await selectRows<{ sku: string; fr: string; en: string }>(
      rig.store.db,
      sql`SELECT p.sku, f.name AS fr, e.name AS en FROM product p JOIN stock_item s ON s.product_id = p.id
        JOIN product_locale f ON f.product_id = p.id AND f.locale = 'fr-FR'
        JOIN product_locale e ON e.product_id = p.id AND e.locale = 'en-GB'
        WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 30
          AND strpos(f.name, e.name) = 0 AND strpos(e.name, f.name) = 0
          AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
        ORDER BY p.id LIMIT 1`,
    );
    expect(product, 'the seed has a product named differently in each language').toBeDefined();
    for (const [locale, name, other] of [
      ['en-GB', product!.en, product!.fr],
      ['fr-FR', product!.fr, product!.en],
    ] as const) {
      const session = newSession();
      // The cart was filled on the other site: the order's language is the one it is placed in.
      const otherLocale = locale === 'en-GB' ? 'fr-FR' : 'en-GB';
      await readyToPlace(
        rig.cartServices(otherLocale),
        session,
        [{ sku: product!.sku, quantity: 1 }],
        {
          email: `names-${locale}@example.com`,
        },
      );
      const placed = await placeOrder(rig.orderServices(locale), session, {
        idempotencyKey: newKey(),
      });
      const number = placed.order!.number;
      for (const reader of ['fr-FR', 'en-GB'] as const) {
        const order = await readPlacedOrder(rig.orderServices(reader), session, number);
        expect(
          order?.lines.map((line) => line.name),
          `${locale} order read on ${reader}`,
        ).toEqual([name]);
      }
      const payment = await paymentOf(number);
      await rig.gateway.transition(payment.providerPaymentId, ['pending'], ['captured']);
      await rig.gateway.whenDelivered();
      const [email] = (await listOutbox(rig.store.db)).filter((mail) =>
        mail.subject.includes(number),
      );
      expect(email?.text).toContain(name);
      expect(email?.text).not.toContain(other);
    }
  });

  it('a declined payment cancels the order, gives the stock back and keeps the cart', async () => {
    const services = rig.cartServices();
    const session = newSession();
    const product = simples[3]!;
    const before = await stockOf(rig.store, product.id);
    await readyToPlace(services, session, [{ sku: product.sku, quantity: 3 }]);
    rig.deliverWebhooks = false;
    try {
      const placed = await placeOrder(rig.orderServices(), session, { idempotencyKey: newKey() });
      expect(await stockOf(rig.store, product.id)).toBe(before - 3);
      const payment = await paymentOf(placed.order!.number);
      await rig.gateway.transition(payment.providerPaymentId, ['pending'], ['declined'], {
        declineReason: 'card_declined',
      });
      await rig.gateway.whenDelivered();
      // The webhook was lost: the shopper's return asks the provider.
      const back = await confirmPaymentReturn(rig.orderServices(), session, payment.id);
      expect(back.success).toBe(false);
      expect(back.errorMessage).toBe(
        'Votre paiement a été refusé ou annulé. Votre panier est conservé : vous pouvez réessayer.',
      );
      expect(back.order?.status).toBe('CANCELED');
      expect(await stockOf(rig.store, product.id)).toBe(before);
      expect((await readCart(services, session.token)).totalQuantity).toBe(3);
      const again = await confirmPaymentReturn(rig.orderServices(), session, payment.id);
      expect(again.order?.status).toBe('CANCELED');
      expect(await stockOf(rig.store, product.id), 'stock is given back once').toBe(before);
    } finally {
      rig.deliverWebhooks = true;
    }
  });

  it('labels the stock an order leaves under the low-stock threshold, and gives the label back with the units', async () => {
    const services = rig.cartServices();
    const session = newSession();
    const product = simples[8]!;
    const labelOf = async () =>
      (
        await selectRows<{ qty: number; label: string }>(
          rig.store.db,
          sql`SELECT qty, label FROM stock_item WHERE product_id = ${product.id}`,
        )
      )[0];
    await rig.store.db.execute(
      sql`UPDATE stock_item SET qty = ${lowStockThreshold + 1}, label = 'in_stock'
        WHERE product_id = ${product.id}`,
    );
    await readyToPlace(services, session, [{ sku: product.sku, quantity: 2 }]);
    rig.deliverWebhooks = false;
    try {
      const placed = await placeOrder(rig.orderServices(), session, { idempotencyKey: newKey() });
      expect(await labelOf()).toEqual({ qty: lowStockThreshold - 1, label: 'low_stock' });
      const payment = await paymentOf(placed.order!.number);
      await rig.gateway.transition(payment.providerPaymentId, ['pending'], ['declined'], {
        declineReason: 'card_declined',
      });
      await rig.gateway.whenDelivered();
      await confirmPaymentReturn(rig.orderServices(), session, payment.id);
      expect(await labelOf()).toEqual({ qty: lowStockThreshold + 1, label: 'in_stock' });
    } finally {
      rig.deliverWebhooks = true;
    }
  });

  it('answers the same order to a retry with the same key, and refuses the key for another cart content', async () => {
    const services = rig.cartServices();
    const session = newSession();
    await readyToPlace(services, session, [{ sku: simples[4]!.sku, quantity: 1 }]);
    const key = newKey();
    const first = await placeOrder(rig.orderServices(), session, { idempotencyKey: key });
    const second = await placeOrder(rig.orderServices(), session, { idempotencyKey: key });
    expect(second.order?.number).toBe(first.order?.number);
    expect(second.redirectUrl).toBe(first.redirectUrl);

    await readyToPlace(services, session, [{ sku: simples[5]!.sku, quantity: 1 }]);
    const counts = await orderRowCounts(rig.store);
    const reused = await placeOrder(rig.orderServices('en-GB'), session, { idempotencyKey: key });
    expect(reused.success).toBe(false);
    expect(reused.errorMessage).toBe(
      'Your cart has changed since this order attempt: please review your order.',
    );
    expect(await orderRowCounts(rig.store)).toEqual(counts);
  });
});

describe('bad input changes nothing', () => {
  it('refuses wrong types, an empty cart, an incomplete checkout and a tampered total with clear messages', async () => {
    const services = rig.cartServices();
    const orders = rig.orderServices('en-GB');
    const product = simples[6]!;
    const before = await orderRowCounts(rig.store);
    const stock = await stockOf(rig.store, product.id);

    const noSession = await placeOrder(orders, newSession(), { idempotencyKey: newKey() });
    expect(noSession.errorMessage).toBe('Your cart is empty.');
    for (const input of [
      { idempotencyKey: 42 },
      { idempotencyKey: 'short' },
      { idempotencyKey: 'x'.repeat(500) },
      { idempotencyKey: "'; DROP TABLE sales_order; --" },
      null,
      'text',
    ])
      expect((await placeOrder(orders, newSession(), input)).errorMessage).toBe(
        'Invalid order attempt identifier: reload the page and try again.',
      );
    for (const expectedGrandTotal of [-1, 1.5, '100', 10 ** 12])
      expect(
        (await placeOrder(orders, newSession(), { idempotencyKey: newKey(), expectedGrandTotal }))
          .errorMessage,
      ).toBe('The expected total must be a positive whole amount in cents.');

    const { addToCart } = await import('../src/cart/cartService');
    const hoarder = newSession();
    for (const quantity of [-1, 0, 10 ** 9, 2.5, '3'])
      expect((await addToCart(services, hoarder, { sku: product.sku, quantity })).success).toBe(
        false,
      );
    expect((await placeOrder(orders, hoarder, { idempotencyKey: newKey() })).errorMessage).toBe(
      'Your cart is empty.',
    );

    const incomplete = newSession();
    await addToCart(services, incomplete, { sku: product.sku, quantity: 1 });
    const refused = await placeOrder(orders, incomplete, { idempotencyKey: newKey() });
    expect(refused.success).toBe(false);
    expect(refused.errorMessage).toMatch(/e-mail/i);
    expect(refused.fieldErrors).toEqual([{ field: 'email', message: refused.errorMessage }]);

    const tampered = newSession();
    await readyToPlace(services, tampered, [{ sku: product.sku, quantity: 1 }]);
    const checkout = await readCheckout(services, tampered.token);
    const cheaper = await placeOrder(orders, tampered, {
      idempotencyKey: newKey(),
      expectedGrandTotal: checkout.totals.grandTotal - 1,
      // Extra fields are not read: prices never come from the client.
      grandTotal: 1,
      price: 1,
    });
    expect(cheaper.errorMessage).toBe('Prices have changed, please review your order.');

    expect(await orderRowCounts(rig.store)).toEqual(before);
    expect(await stockOf(rig.store, product.id)).toBe(stock);

    const placed = await placeOrder(orders, tampered, {
      idempotencyKey: newKey(),
      expectedGrandTotal: checkout.totals.grandTotal,
      grandTotal: 1,
    });
    expect(placed.order?.totals.grandTotal).toBe(checkout.totals.grandTotal);
  });

  it('refuses an order when a product has not enough stock, naming what is left, and writes nothing', async () => {
    const services = rig.cartServices();
    const product = simples[7]!;
    const session = newSession();
    await readyToPlace(services, session, [{ sku: product.sku, quantity: 2 }]);
    await rig.store.db.execute(sql`UPDATE stock_item SET qty = 1 WHERE product_id = ${product.id}`);
    const before = await orderRowCounts(rig.store);
    const result = await placeOrder(rig.orderServices(), session, { idempotencyKey: newKey() });
    expect(result.success).toBe(false);
    expect(result.errorMessage).toBe(`Il ne reste que 1 « ${product.name} » en stock.`);
    expect(await orderRowCounts(rig.store)).toEqual(before);
    expect(await stockOf(rig.store, product.id)).toBe(1);
  });

  it('refuses a payment id of another session or of no payment', async () => {
    const session = newSession();
    for (const paymentId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', 12])
      expect(
        (await confirmPaymentReturn(rig.orderServices('en-GB'), session, paymentId)).errorMessage,
      ).toBe('This order could not be found.');
  });
});
