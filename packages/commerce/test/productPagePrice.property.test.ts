/**
 * Decision 0740 on the real engine: for random choices on random product pages (custom options, configurable
 * child, bundle parts and their quantities, line quantity, shopper or professional), the unit price the page
 * shows — the ProductPageQuery's price sheet added up by the page's reader — times the quantity is the line
 * total the cart computes for the same choice, to the cent.
 */
import { ProductPageQueryDocument, type ProductPageQueryQuery } from '@truffe/graphql/documents';
import { priceOfChoice, type SheetChoice } from '@truffe/graphql/price-sheet';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addToCart, type AddToCartInput, type CartServices } from '../src/cart/cartService';
import { selectRows } from '../src/db/database';
import { professionalCustomerGroupId } from '../src/money/totals';
import { newSession, openTestShop, type TestShop } from './harness';

type PageProduct = NonNullable<ProductPageQueryQuery['product']>;

let shop: TestShop;
/** Product pages by customer group, as the page gets them. */
const pages = new Map<number, PageProduct[]>();
/** Stock by SKU: choices never ask for more than there is (a refusal is another test's business). */
let stock: Map<string, number>;
const groups = [0, professionalCustomerGroupId];
const query = print(ProductPageQueryDocument);

/** Several products of each shape the page prices: options, tiers, configurable, bundle. */
async function productSkus(): Promise<string[]> {
  const rows = await selectRows<{ sku: string }>(
    shop.store.db,
    sql`(SELECT p.sku FROM product p WHERE p.type = 'simple' AND p.visibility <> 1 AND p.is_active
        AND EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.price_type = 'percent')
        ORDER BY p.id LIMIT 6)
      UNION ALL (SELECT p.sku FROM product p WHERE p.type = 'simple' AND p.visibility <> 1 AND p.is_active
        AND EXISTS (SELECT 1 FROM product_tier_price t WHERE t.product_id = p.id AND t.qty > 1)
        AND EXISTS (SELECT 1 FROM product_tier_price t WHERE t.product_id = p.id AND t.customer_group_id = 2)
        ORDER BY p.id LIMIT 4)
      UNION ALL (SELECT p.sku FROM product p WHERE p.type = 'configurable' AND p.is_active
        AND EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 3)
      UNION ALL (SELECT p.sku FROM product p WHERE p.type = 'configurable' AND p.is_active
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 3)
      UNION ALL (SELECT p.sku FROM product p WHERE p.type = 'bundle' AND p.is_active ORDER BY p.id LIMIT 6)`,
  );
  return rows.map((row) => row.sku);
}

beforeAll(async () => {
  shop = await openTestShop();
  const skus = await productSkus();
  for (const customerGroupId of groups) {
    const loaded: PageProduct[] = [];
    for (const sku of skus) {
      const result = await shop.execute<ProductPageQueryQuery>(query, { sku }, { customerGroupId });
      expect(result.errors).toBeUndefined();
      loaded.push(result.data!.product!);
    }
    pages.set(customerGroupId, loaded);
  }
  const rows = await selectRows<{ sku: string; qty: number }>(
    shop.store.db,
    sql`SELECT p.sku, CASE WHEN s.is_in_stock THEN s.qty ELSE 0 END AS qty
      FROM product p JOIN stock_item s ON s.product_id = p.id`,
  );
  stock = new Map(rows.map((row) => [row.sku, row.qty]));
}, 120_000);
afterAll(() => shop?.close());

/** Random numbers that a choice is drawn from (indexes are taken modulo what the product offers). */
const draws = fc.record({
  product: fc.nat(),
  group: fc.nat({ max: groups.length - 1 }),
  quantity: fc.integer({ min: 1, max: 8 }),
  child: fc.nat(),
  picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  partQuantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 8, maxLength: 8 }),
  text: fc.constantFrom('Rex', '  ', 'Médor'),
});

type Draw = typeof draws extends fc.Arbitrary<infer Value> ? Value : never;

interface Choice {
  input: AddToCartInput;
  sheet: SheetChoice;
  /** SKU → quantity the line takes from stock. */
  demand: Map<string, number>;
}

/** One choice on a product page, both as the page names it (price sheet) and as the cart receives it. */
function choose(product: PageProduct, draw: Draw): Choice {
  const pick = (index: number, size: number) =>
    (draw.picks[index % draw.picks.length]! % (size + 1)) - 1;
  const customOptions: NonNullable<AddToCartInput['customOptions']> = [];
  const options: SheetChoice['options'][number][] = [];
  product.customOptions.forEach((option, index) => {
    if (option.values.length === 0) {
      if (!option.is_required && pick(index, 1) < 0) return;
      customOptions.push({ optionId: option.option_id, text: draw.text });
      if (draw.text.trim() !== '') options.push({ optionId: option.option_id, valueId: null });
      return;
    }
    let chosen = pick(index, option.values.length);
    if (chosen < 0 && option.is_required) chosen = 0;
    if (chosen < 0) return;
    const value = option.values[chosen]!.option_value_id;
    customOptions.push({ optionId: option.option_id, valueIds: [value] });
    options.push({ optionId: option.option_id, valueId: value });
  });
  const demand = new Map<string, number>();
  const take = (sku: string, qty: number) => demand.set(sku, (demand.get(sku) ?? 0) + qty);
  const input: AddToCartInput = { sku: product.sku, quantity: draw.quantity, customOptions };
  let parts: SheetChoice['parts'];
  if (product.configurations.length > 0) {
    const configuration = product.configurations[draw.child % product.configurations.length]!;
    input.selectedOptions = configuration.attributes.map((attribute) => ({
      attributeCode: attribute.code,
      value: attribute.value,
    }));
    parts = [{ sku: configuration.product.sku, qty: 1 }];
    take(configuration.product.sku, draw.quantity);
  } else if (product.bundleOptions.length > 0) {
    const bundleOptions: NonNullable<AddToCartInput['bundleOptions']> = [];
    const chosenParts: { selectionId: string; qty: number }[] = [];
    product.bundleOptions.forEach((option, index) => {
      let chosen = pick(index + 3, option.values.length);
      if (chosen < 0 && option.required) chosen = 0;
      if (chosen < 0) return;
      const value = option.values[chosen]!;
      const qty = value.userDefinedQuantity
        ? draw.partQuantities[index]!
        : Math.max(1, value.defaultQuantity);
      bundleOptions.push({ selectionId: value.value, quantity: qty });
      chosenParts.push({ selectionId: value.value, qty });
      take(value.product.sku, qty * draw.quantity);
    });
    input.bundleOptions = bundleOptions;
    parts = chosenParts;
  } else {
    parts = [{ sku: product.sku, qty: 1 }];
    take(product.sku, draw.quantity);
  }
  return { input, sheet: { parts, quantity: draw.quantity, options }, demand };
}

describe('the product page and the cart (property, decision 0740)', () => {
  it('agree to the cent on the line total for 2,000 random choices', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(draws, async (draw) => {
        const customerGroupId = groups[draw.group]!;
        const list = pages.get(customerGroupId)!;
        const product = list[draw.product % list.length]!;
        const choice = choose(product, draw);
        // Only choices the shop can sell: enough stock for every part.
        if ([...choice.demand].some(([sku, qty]) => (stock.get(sku) ?? 0) < qty)) return;
        const page = priceOfChoice(product.priceSheet, choice.sheet);
        expect(page, 'the sheet has every part of the choice').not.toBeNull();
        const services: CartServices = {
          db: shop.store.db,
          locale: 'fr-FR',
          customerGroupId,
          customerId: null,
          tax: shop.store.config,
          currency: 'EUR',
        };
        const result = await addToCart(services, newSession(), choice.input);
        expect(result.errorMessage).toBeNull();
        const [line] = result.cart.items;
        const context = `${product.sku} ${JSON.stringify(choice.input)} group ${customerGroupId}`;
        expect(line!.unitPriceInclTax, context).toBe(page!.unit.inclTax);
        expect(line!.unitPriceExclTax, context).toBe(page!.unit.exclTax);
        // The figure that adds up for the customer: incl. tax for shoppers, excl. tax for pros.
        if (customerGroupId === professionalCustomerGroupId)
          expect(line!.rowTotalExclTax, context).toBe(page!.unit.exclTax * draw.quantity);
        else expect(line!.rowTotalInclTax, context).toBe(page!.unit.inclTax * draw.quantity);
        compared += 1;
      }),
      { numRuns: 2000 },
    );
    // Most runs compare something: the stock guard must not make the property vacuous.
    expect(compared).toBeGreaterThan(1500);
  }, 600_000);
});
