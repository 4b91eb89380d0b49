/**
 * Adding by reference (`addProductsToCart`), the quick-order suggestions, and the cart's per-line problems
 * (stock, removed products) on the real engine (PGlite, or the PostgreSQL server of DATABASE_URL).
 */
import { typeDefs } from '@truffe/graphql/schema';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addProductsToCart, maxReferenceLines } from '../src/cart/addProductsBySku';
import { addToCart, type CartServices, maxLines, readCart } from '../src/cart/cartService';
import { quickOrderSuggestionIds } from '../src/cart/quickOrderSuggestions';
import { stockDisclosureLimit } from '../src/catalog/unpaidHold';
import { selectRows } from '../src/db/database';
import { resolvers } from '../src/resolvers/index';
import { newSession, openTestShop, type TestShop } from './harness';
import { persistedOperation } from '../src/testing/persistedOperation';

let shop: TestShop;
let services: CartServices;
const servicesIn = (locale: 'fr-FR' | 'en-GB'): CartServices => ({ ...services, locale });

interface SimpleRow {
  id: number;
  sku: string;
  qty: number;
}

/** Simple, visible, in-stock products without required options (orderable by reference). */
let simples: SimpleRow[];

async function count(table: 'cart' | 'cart_line') {
  const [row] = await selectRows<{ count: number }>(
    shop.store.db,
    sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`,
  );
  return row!.count;
}

async function skuOf(condition: ReturnType<typeof sql>) {
  const [row] = await selectRows<{ sku: string }>(
    shop.store.db,
    sql`SELECT p.sku FROM product p LEFT JOIN stock_item s ON s.product_id = p.id
      WHERE ${condition} ORDER BY p.id LIMIT 1`,
  );
  expect(row, 'a seeded product for the case').toBeDefined();
  return row!.sku;
}

beforeAll(async () => {
  shop = await openTestShop();
  services = {
    db: shop.store.db,
    locale: 'fr-FR',
    customerGroupId: 0,
    customerId: null,
    tax: shop.store.config,
    currency: 'EUR',
  };
  simples = await selectRows<SimpleRow>(
    shop.store.db,
    sql`SELECT p.id, p.sku, s.qty FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND p.visibility <> 1 AND s.is_in_stock AND s.qty >= 20
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 320`,
  );
  expect(simples.length).toBeGreaterThanOrEqual(300);
});
afterAll(() => shop?.close());

describe('addProductsToCart', () => {
  it('reports every line and adds the valid ones, merging duplicates', async () => {
    const configurable = await skuOf(sql`p.type = 'configurable' AND p.is_active`);
    const outOfStock = await skuOf(
      sql`p.type = 'simple' AND p.is_active AND p.visibility <> 1 AND NOT s.is_in_stock`,
    );
    const [good, other, scarce] = simples;
    const session = newSession();
    const result = await addProductsToCart(servicesIn('en-GB'), session, [
      { sku: good!.sku, quantity: 2 },
      { sku: 'NO-SUCH-REF', quantity: 1 },
      { sku: ` ${good!.sku.toLowerCase()} `, quantity: 3 },
      { sku: configurable, quantity: 1 },
      { sku: outOfStock, quantity: 1 },
      { sku: other!.sku, quantity: 0 },
      { sku: other!.sku, quantity: null },
      { sku: scarce!.sku, quantity: scarce!.qty + 1 },
      { sku: '', quantity: 1 },
    ]);
    expect(result.success).toBe(true);
    expect(result.lines.map((line) => [line.line, line.status])).toEqual([
      [0, 'ADDED'],
      [1, 'UNKNOWN_SKU'],
      [2, 'ADDED'],
      [3, 'NOT_ORDERABLE'],
      [4, 'NOT_ORDERABLE'],
      [5, 'INVALID_QUANTITY'],
      [6, 'INVALID_QUANTITY'],
      [7, 'QUANTITY_ABOVE_STOCK'],
      [8, 'UNKNOWN_SKU'],
    ]);
    expect(result.lines[1]!.message).toBe('The product “NO-SUCH-REF” could not be found.');
    expect(result.lines[3]!.message).toContain('needs choices');
    expect(result.lines[4]!.message).toContain('out of stock');
    // The units left are told only when few (issue 19 item 3).
    expect(result.lines[7]!.message).toContain(
      scarce!.qty <= stockDisclosureLimit ? `at most ${scarce!.qty}` : 'limited quantity',
    );
    expect(result.lines[2]!.sku, 'the reference is read without case').toBe(good!.sku);
    expect(result.addedCount).toBe(2);
    expect(result.cart.items.map((item) => [item.sku, item.qty])).toEqual([[good!.sku, 5]]);
    expect(session.token).toBeDefined();

    // A second call merges into the line, and counts the cart's quantity against the stock.
    const again = await addProductsToCart(services, session, [
      { sku: good!.sku, quantity: good!.qty - 5 + 1 },
      { sku: good!.sku, quantity: 1 },
    ]);
    expect(again.lines.map((line) => line.status)).toEqual(['QUANTITY_ABOVE_STOCK', 'ADDED']);
    expect(again.lines[0]!.message).toContain(
      good!.qty <= stockDisclosureLimit ? `au plus ${good!.qty}` : 'en quantité limitée',
    );
    expect(again.cart.items.map((item) => [item.sku, item.qty])).toEqual([[good!.sku, 6]]);
  });

  it('refuses a disabled product as not orderable', async () => {
    const [row] = await selectRows<{ id: number; sku: string }>(
      shop.store.db,
      sql`SELECT id, sku FROM product WHERE id = ${simples[10]!.id}`,
    );
    await shop.store.db.execute(sql`UPDATE product SET is_active = false WHERE id = ${row!.id}`);
    try {
      const result = await addProductsToCart(services, newSession(), [
        { sku: row!.sku, quantity: 1 },
      ]);
      expect(result.lines[0]!.status).toBe('NOT_ORDERABLE');
      expect(result.lines[0]!.message).toContain('ne peut pas être commandé');
    } finally {
      await shop.store.db.execute(sql`UPDATE product SET is_active = true WHERE id = ${row!.id}`);
    }
  });

  it('adds 300 lines in one call', async () => {
    const session = newSession();
    const lines = simples.slice(0, 300).map((product) => ({ sku: product.sku, quantity: 1 }));
    const result = await addProductsToCart(services, session, lines);
    expect(result.success).toBe(true);
    expect(result.addedCount).toBe(300);
    expect(result.cart.items).toHaveLength(300);
    expect(result.cart.totalQuantity).toBe(300);
    expect(maxLines).toBeGreaterThanOrEqual(maxReferenceLines);
  });

  const badCalls: [string, unknown][] = [
    ['more than 500 lines', Array.from({ length: 501 }, () => ({ sku: 'X', quantity: 1 }))],
    ['no line', []],
    ['not a list', { sku: 'X', quantity: 1 }],
    ['a string quantity', [{ sku: 'X', quantity: '2' }]],
    ['a fractional quantity', [{ sku: 'X', quantity: 1.5 }]],
    ['a number as reference', [{ sku: 12, quantity: 1 }]],
  ];

  it.each(badCalls)(
    'refuses %s with a translated message and changes nothing',
    async (_, input) => {
      const session = newSession();
      await addToCart(services, session, { sku: simples[20]!.sku, quantity: 1 });
      const before = JSON.stringify(await readCart(services, session.token));
      const lines = await count('cart_line');
      for (const locale of ['fr-FR', 'en-GB'] as const) {
        const result = await addProductsToCart(servicesIn(locale), session, input);
        expect(result.success).toBe(false);
        expect(result.addedCount).toBe(0);
        expect(result.errorMessage).toMatch(
          locale === 'fr-FR' ? /[éèàêû]|Saisi/ : /^[\x20-\x7e]+$/,
        );
        expect(JSON.stringify(result.cart)).toBe(before);
      }
      expect(await count('cart_line')).toBe(lines);
    },
  );

  it('creates no cart when no line is valid', async () => {
    const carts = await count('cart');
    const session = newSession();
    const result = await addProductsToCart(services, session, [
      { sku: 'NOPE-1', quantity: 1 },
      { sku: simples[0]!.sku, quantity: -1 },
    ]);
    expect(result.lines.map((line) => line.status)).toEqual(['UNKNOWN_SKU', 'INVALID_QUANTITY']);
    expect(result.addedCount).toBe(0);
    expect(session.token).toBeUndefined();
    expect(await count('cart')).toBe(carts);
  });
});

describe('cart line problems', () => {
  it('shows a quantity above the stock on its line and a disabled product apart', async () => {
    const [low, gone] = [simples[30]!, simples[31]!];
    const session = newSession();
    await addProductsToCart(servicesIn('en-GB'), session, [
      { sku: low.sku, quantity: 5 },
      { sku: gone.sku, quantity: 1 },
    ]);
    await shop.store.db.execute(sql`UPDATE stock_item SET qty = 3 WHERE product_id = ${low.id}`);
    await shop.store.db.execute(sql`UPDATE product SET is_active = false WHERE id = ${gone.id}`);
    try {
      const cart = await readCart(servicesIn('en-GB'), session.token);
      expect(cart.items.map((item) => [item.sku, item.stockError])).toEqual([
        [low.sku, expect.stringContaining('at most 3')],
      ]);
      expect(cart.unavailableItems).toEqual([
        expect.objectContaining({ sku: gone.sku, qty: 1, message: expect.any(String) }),
      ]);
      expect(cart.totalQuantity, 'the unavailable line is not counted').toBe(5);
    } finally {
      await shop.store.db.execute(
        sql`UPDATE stock_item SET qty = ${low.qty} WHERE product_id = ${low.id}`,
      );
      await shop.store.db.execute(sql`UPDATE product SET is_active = true WHERE id = ${gone.id}`);
    }
  });
});

describe('quick-order suggestions', () => {
  it('finds orderable simple products by SKU prefix or name, at most 8', async () => {
    const sku = simples[5]!.sku;
    const byPrefix = await quickOrderSuggestionIds(services.db, 'fr-FR', sku.slice(0, -1));
    expect(byPrefix.length).toBeGreaterThan(0);
    expect(byPrefix.length).toBeLessThanOrEqual(8);
    expect(byPrefix).toContain(simples[5]!.id);
    const found = await selectRows<{ type: string; visibility: number; sku: string }>(
      services.db,
      sql`SELECT type, visibility, sku FROM product WHERE id = ANY(${sql.param(byPrefix)}::int[])`,
    );
    expect(found.every((row) => row.type === 'simple' && row.visibility !== 1)).toBe(true);
    const [named] = await selectRows<{ name: string }>(
      services.db,
      sql`SELECT name FROM product_locale WHERE product_id = ${simples[6]!.id} AND locale = 'fr-FR'`,
    );
    const byName = await quickOrderSuggestionIds(services.db, 'fr-FR', named!.name);
    expect(byName).toContain(simples[6]!.id);
    expect(await quickOrderSuggestionIds(services.db, 'fr-FR', 'x')).toEqual([]);
    expect(await quickOrderSuggestionIds(services.db, 'fr-FR', '%_%')).toEqual([]);
  });
});

describe('GraphQL', () => {
  it('runs the persisted add-by-reference and suggestion operations', async () => {
    let token: string | undefined;
    const yoga = createYoga<{ locale: string }>({
      schema: createSchema({ typeDefs, resolvers: resolvers as never }),
      logging: false,
      context: ({ locale }) => ({
        ...shop.store.createContext(locale),
        cartSession: {
          token,
          issue: (issued: string) => {
            token = issued;
          },
        },
      }),
    });
    const run = async (name: string, variables: Record<string, unknown>) => {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: persistedOperation(name).text, variables }),
        },
        { locale: 'en-GB' },
      );
      return (await response.json()) as { data?: Record<string, never>; errors?: unknown[] };
    };
    const product = simples[40]!;
    const added = await run('AddProductsToCartMutation', {
      lines: [
        { sku: product.sku, quantity: 2 },
        { sku: 'NOPE', quantity: 1 },
      ],
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addProductsToCart).toMatchObject({
      success: true,
      addedCount: 1,
      lines: [
        { line: 0, status: 'ADDED', sku: product.sku },
        { line: 1, status: 'UNKNOWN_SKU', message: 'The product “NOPE” could not be found.' },
      ],
      cart: { totalQuantity: 2, unavailableItems: [] },
    });
    expect(token).toBeDefined();
    const suggestions = await run('QuickOrderSuggestionsQuery', { query: product.sku });
    expect(suggestions.errors).toBeUndefined();
    expect(suggestions.data!.quickOrderSuggestions).toEqual([
      expect.objectContaining({ sku: product.sku, prices: expect.anything() }),
    ]);
    const wrongType = await run('AddProductsToCartMutation', {
      lines: [{ sku: product.sku, quantity: 'a' }],
    });
    expect(wrongType.errors).toBeDefined();
  });
});
