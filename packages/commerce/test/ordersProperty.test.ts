/**
 * Property (issue 7 "Must show"): for many random carts — simple products with tier prices, special prices and
 * custom options (fixed and percentage costs, required ones filled), random quantities — the placed order's
 * totals equal an independent recomputation from the catalogue rows (the oracle below reads the tables itself
 * and shares no code with the cart or checkout pricing), and what the client adds (extra fields, a wrong
 * expected total) never changes a price: a wrong expected total is refused and writes nothing.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addToCart, emptyCart, hashSessionToken } from '../src/cart/cartService';
import { selectRows } from '../src/db/database';
import { cartLine } from '../src/db/schema';
import { placeOrder } from '../src/orders/placeOrder';
import {
  newSession,
  openOrdersRig,
  orderRowCounts,
  type OrdersRig,
  readyToPlace,
} from './ordersFixtures';

/**
 * Placements checked, each a real cart, checkout and order in the database: thousands on the PostgreSQL server
 * (the integration run), fewer on embedded PGlite (one connection, slower); ORDERS_PROPERTY_RUNS overrides.
 */
const runs = Number(process.env.ORDERS_PROPERTY_RUNS ?? (process.env.DATABASE_URL ? 2000 : 300));

interface CatalogueProduct {
  id: number;
  sku: string;
  price: number;
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
}
interface CatalogueTier {
  productId: number;
  customerGroupId: number | null;
  qty: number;
  price: number;
}
interface CatalogueOption {
  id: number;
  productId: number;
  type: string;
  isRequired: boolean;
  maxCharacters: number | null;
  price: number | null;
  priceType: string | null;
  values: { id: number; price: number | null; priceType: string | null }[];
}

let rig: OrdersRig;
let pool: CatalogueProduct[];
let tiers: CatalogueTier[];
let options: CatalogueOption[];
let today: string;

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  const db = rig.store.db;
  // A mix: with tier prices, with special prices (current or not), with custom options, plain.
  pool = await selectRows<CatalogueProduct>(
    db,
    sql`(SELECT p.id, p.sku, p.price, p.special_price AS "specialPrice", p.special_from::text AS "specialFrom",
          p.special_to::text AS "specialTo" FROM product p
        WHERE p.type = 'simple' AND p.is_active
          AND EXISTS (SELECT 1 FROM product_tier_price t WHERE t.product_id = p.id AND t.qty > 1)
        ORDER BY p.id LIMIT 8)
      UNION (SELECT p.id, p.sku, p.price, p.special_price, p.special_from::text, p.special_to::text FROM product p
        WHERE p.type = 'simple' AND p.is_active AND p.special_price IS NOT NULL ORDER BY p.id LIMIT 8)
      UNION (SELECT p.id, p.sku, p.price, p.special_price, p.special_from::text, p.special_to::text FROM product p
        WHERE p.type = 'simple' AND p.is_active
          AND EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.price_type = 'percent')
        ORDER BY p.id LIMIT 8)
      UNION (SELECT p.id, p.sku, p.price, p.special_price, p.special_from::text, p.special_to::text FROM product p
        WHERE p.type = 'simple' AND p.is_active
          AND EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
        ORDER BY p.id LIMIT 6)
      UNION (SELECT p.id, p.sku, p.price, p.special_price, p.special_from::text, p.special_to::text FROM product p
        WHERE p.type = 'simple' AND p.is_active ORDER BY p.id DESC LIMIT 6)`,
  );
  const ids = pool.map((product) => product.id);
  tiers = await selectRows<CatalogueTier>(
    db,
    sql`SELECT product_id AS "productId", customer_group_id AS "customerGroupId", qty, price
      FROM product_tier_price WHERE product_id = ANY(${sql.param(ids)}::int[])`,
  );
  options = await selectRows<CatalogueOption>(
    db,
    sql`SELECT o.id, o.product_id AS "productId", o.type, o.is_required AS "isRequired",
        o.max_characters AS "maxCharacters", o.price, o.price_type AS "priceType",
        coalesce((SELECT json_agg(json_build_object('id', v.id, 'price', v.price, 'priceType', v.price_type)
          ORDER BY v.id) FROM custom_option_value v WHERE v.option_id = o.id), '[]'::json) AS values
      FROM custom_option o WHERE o.product_id = ANY(${sql.param(ids)}::int[]) ORDER BY o.id`,
  );
  [{ today }] = (await selectRows<{ today: string }>(
    db,
    sql`SELECT current_date::text AS today`,
  )) as [{ today: string }];
  // Stock is not what is tested here: enough for every run.
  await db.execute(
    sql`UPDATE stock_item SET qty = 1000000, is_in_stock = true WHERE product_id = ANY(${sql.param(ids)}::int[])`,
  );
}, 120_000);
afterAll(() => rig?.close());

// ---- The oracle: catalogue rows in, cents out (no import from src/cart or src/checkout). ----

interface Choice {
  optionId: number;
  valueIds: number[];
  text: string | null;
}
interface GeneratedLine {
  product: CatalogueProduct;
  qty: number;
  choices: Choice[];
}

/** The unit price a shopper pays (decision 0740): each price converted once, percentages of the unit incl. tax. */
function oracleUnitInclTax(line: GeneratedLine): number {
  const { product, qty } = line;
  const special =
    product.specialPrice !== null &&
    (product.specialFrom === null || product.specialFrom <= today) &&
    (product.specialTo === null || product.specialTo >= today)
      ? [product.specialPrice]
      : [];
  const own = tiers.filter((tier) => tier.productId === product.id);
  const visitorGroup = own.filter((tier) => tier.qty <= 1 && tier.customerGroupId === 0);
  const reachedTiers = own.filter(
    (tier) =>
      tier.qty > 1 &&
      tier.qty <= qty &&
      (tier.customerGroupId === null || tier.customerGroupId === 0),
  );
  const base = Math.min(
    product.price,
    ...special,
    ...visitorGroup.map((tier) => tier.price),
    ...reachedTiers.map((tier) => tier.price),
  );
  const baseIncl = Math.round(base * 1.2);
  const cost = (price: number | null, type: string | null) =>
    price === null || type === null
      ? 0
      : type === 'percent'
        ? Math.round((baseIncl * price) / 10000)
        : Math.round(price * 1.2);
  let extra = 0;
  for (const choice of line.choices) {
    const option = options.find((candidate) => candidate.id === choice.optionId)!;
    if (option.values.length === 0) extra += cost(option.price, option.priceType);
    for (const valueId of choice.valueIds) {
      const value = option.values.find((candidate) => candidate.id === valueId)!;
      extra += cost(value.price, value.priceType);
    }
  }
  return baseIncl + extra;
}

function oracleTotals(lines: GeneratedLine[]) {
  // A shopper's lines are unit incl. tax × quantity; the excl. figure is derived once from the total.
  let subtotalInclTax = 0;
  for (const line of lines) subtotalInclTax += oracleUnitInclTax(line) * line.qty;
  const home = rig.store.config.checkout.shippingMethods.find((method) => method.code === 'home')!;
  const shippingExclTax = subtotalInclTax >= home.freeFromSubtotalInclTax ? 0 : home.amountExclTax;
  const shippingInclTax = Math.round(shippingExclTax * 1.2);
  return {
    subtotalInclTax,
    shippingInclTax,
    grandTotalExclTax: Math.round((subtotalInclTax + shippingInclTax) / 1.2),
    grandTotal: subtotalInclTax + shippingInclTax,
  };
}

// ---- Random carts ----

function choicesArbitrary(product: CatalogueProduct): fc.Arbitrary<Choice[]> {
  const own = options.filter((option) => option.productId === product.id);
  return fc
    .tuple(
      ...own.map((option) => {
        const take = option.isRequired ? fc.constant(true) : fc.boolean();
        if (option.values.length === 0)
          return take.map((yes): Choice | null =>
            yes
              ? {
                  optionId: option.id,
                  valueIds: [],
                  text: 'Rex'.slice(0, option.maxCharacters ?? 3),
                }
              : null,
          );
        const ids = option.values.map((value) => value.id);
        const picked =
          option.type === 'checkbox'
            ? fc.subarray(ids, { minLength: 1 })
            : fc.constantFrom(...ids).map((id) => [id]);
        return fc
          .tuple(take, picked)
          .map(([yes, valueIds]): Choice | null =>
            yes
              ? { optionId: option.id, valueIds: [...valueIds].sort((a, b) => a - b), text: null }
              : null,
          );
      }),
    )
    .map((list) => list.filter((choice): choice is Choice => choice !== null));
}

const lineArbitrary = () =>
  fc.constantFrom(...pool).chain((product) =>
    fc.record({
      product: fc.constant(product),
      qty: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 60 })),
      choices: choicesArbitrary(product),
    }),
  );

const tamperArbitrary = fc.record(
  {
    grandTotal: fc.integer({ min: 0, max: 100 }),
    price: fc.integer({ min: 0, max: 100 }),
    subtotal: fc.integer({ min: 0, max: 100 }),
    lines: fc.constant([{ sku: 'X', unitPrice: 1 }]),
    customerGroupId: fc.constant(2),
  },
  { requiredKeys: [] },
);

describe('placed order totals (property)', () => {
  it(`equal an independent recomputation from the catalogue for ${runs} random carts; tampering never changes a price`, async () => {
    expect(pool.length).toBeGreaterThan(20);
    expect(options.some((option) => option.priceType === 'percent')).toBe(true);
    const session = newSession();
    const services = rig.cartServices();
    const plain = pool.find(
      (product) => !options.some((option) => option.productId === product.id && option.isRequired),
    )!;
    await readyToPlace(services, session, [{ sku: plain.sku, quantity: 1 }]);
    const [{ cartId }] = (await selectRows<{ cartId: number }>(
      rig.store.db,
      sql`SELECT id AS "cartId" FROM cart WHERE token_hash = ${hashSessionToken(session.token!)}`,
    )) as [{ cartId: number }];
    let placements = 0;
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(lineArbitrary(), {
          minLength: 1,
          maxLength: 4,
          selector: (line) => line.product.id,
        }),
        tamperArbitrary,
        fc.oneof(
          fc.constant('none' as const),
          fc.constant('exact' as const),
          fc.integer({ min: -500, max: 500 }),
        ),
        async (lines, tamper, expectation) => {
          // One run in ten fills the cart through the cart service (the shopper's path); the others write
          // the cart lines directly, which is what placement reads and prices (and faster).
          if ((placements + refusals) % 10 === 0) {
            await emptyCart(services, session);
            for (const line of lines) {
              const added = await addToCart(services, session, {
                sku: line.product.sku,
                quantity: line.qty,
                customOptions: line.choices.map((choice) =>
                  choice.text === null
                    ? { optionId: String(choice.optionId), valueIds: choice.valueIds.map(String) }
                    : { optionId: String(choice.optionId), text: choice.text },
                ),
              });
              if (!added.success) throw new Error(`${line.product.sku}: ${added.errorMessage}`);
            }
          } else {
            await rig.store.db.execute(sql`DELETE FROM cart_line WHERE cart_id = ${cartId}`);
            await rig.store.db.insert(cartLine).values(
              lines.map((line) => ({
                cartId,
                productId: line.product.id,
                qty: line.qty,
                customOptions: [...line.choices].sort((x, y) => x.optionId - y.optionId),
              })),
            );
          }
          const expected = oracleTotals(lines);
          const wrong = typeof expectation === 'number' && expectation !== 0;
          const expectedGrandTotal =
            expectation === 'none'
              ? undefined
              : expectation === 'exact'
                ? expected.grandTotal
                : Math.max(0, expected.grandTotal + expectation);
          const before = wrong ? await orderRowCounts(rig.store) : undefined;
          const result = await placeOrder(rig.orderServices(), session, {
            ...tamper,
            idempotencyKey: `property-${placements + refusals}-${Date.now()}`,
            ...(expectedGrandTotal === undefined ? {} : { expectedGrandTotal }),
          });
          if (wrong && expectedGrandTotal !== expected.grandTotal) {
            refusals += 1;
            expect(result.errorMessage).toBe(
              'Les prix ont changé, veuillez vérifier votre commande.',
            );
            expect(await orderRowCounts(rig.store)).toEqual(before);
            return;
          }
          placements += 1;
          expect(result.errorMessage).toBeNull();
          const order = result.order!;
          expect(order.totals).toMatchObject(expected);
          expect(order.lines.map((line) => line.rowTotalInclTax)).toEqual(
            lines.map((line) => oracleUnitInclTax(line) * line.qty),
          );
          const [payment] = await selectRows<{ amount: number }>(
            rig.store.db,
            sql`SELECT p.amount FROM payment p JOIN sales_order o ON o.id = p.order_id
              WHERE o.number = ${order.number}`,
          );
          expect(payment!.amount).toBe(expected.grandTotal);
        },
      ),
      { numRuns: runs, seed: 7_310_731, endOnFailure: true },
    );
    expect(placements).toBeGreaterThan(runs / 2);
    expect(refusals).toBeGreaterThan(0);
    const [counted] = await selectRows<{ payments: number; charged: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS payments, count(provider_payment_id)::int AS charged FROM payment`,
    );
    expect(counted).toEqual({ payments: placements, charged: placements });
  }, 900_000);
});
