/**
 * What order placement (H7e) reads: `loadCheckoutForPlacement` refuses an incomplete checkout naming the first
 * missing step, and answers a complete one with every amount recomputed from the catalogue rows; and the map
 * tiles configuration.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashSessionToken } from '../src/cart/cartService';
import { CheckoutIncompleteError, loadCheckoutForPlacement } from '../src/checkout/checkoutService';
import { parseMapTilesUrl, readCheckoutConfig } from '../src/checkout/config';
import { readShopConfig } from '../src/config';
import { selectRows } from '../src/db/database';
import { newShopper, type Shopper } from './checkoutHarness';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
let product: { sku: string; price: number };

beforeAll(async () => {
  shop = await openTestShop();
  [product] = (await selectRows<{ sku: string; price: number }>(
    shop.store.db,
    sql`SELECT p.sku, p.price FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND p.special_price IS NULL AND s.is_in_stock AND s.qty >= 10
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
        AND NOT EXISTS (SELECT 1 FROM product_tier_price t WHERE t.product_id = p.id)
      ORDER BY p.price, p.id LIMIT 1`,
  )) as [{ sku: string; price: number }];
});
afterAll(() => shop?.close());

async function cartIdOf(shopper: Shopper) {
  const [row] = await selectRows<{ id: number }>(
    shop.store.db,
    sql`SELECT id FROM cart WHERE token_hash = ${hashSessionToken(shopper.token!)}`,
  );
  return row!.id;
}

async function expectIncomplete(cartId: number, step: string, messageId: string) {
  const error = await loadCheckoutForPlacement(shop.store.db, cartId, {
    config: shop.store.config,
  }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CheckoutIncompleteError);
  expect(error).toMatchObject({ step, messageId });
  expect((error as CheckoutIncompleteError).translate('fr-FR')).toMatch(/d’abord|vide/);
}

describe('loadCheckoutForPlacement', () => {
  it('names the first missing step, then answers the validated checkout with recomputed amounts', async () => {
    const shopper = newShopper(shop, 'fr-FR');
    await shopper.run('AddToCartMutation', { input: { sku: product.sku, quantity: 3 } });
    const cartId = await cartIdOf(shopper);
    await expectIncomplete(cartId, 'EMAIL', 'emailMissing');
    await shopper.mutate('SetCheckoutEmailMutation', { email: 'place@example.com' });
    await expectIncomplete(cartId, 'ADDRESSES', 'addressesMissing');
    await shopper.mutate('SetCheckoutAddressesMutation', {
      shipping: {
        firstname: 'Jean',
        lastname: 'Dupont',
        street: ['3 place Bellecour'],
        postcode: '69002',
        city: 'Lyon',
        countryCode: 'FR',
      },
      billingSameAsShipping: true,
    });
    await expectIncomplete(cartId, 'SHIPPING', 'shippingMissing');
    const points = await shopper.run<{ pickupPoints: { id: string }[] }>('PickupPointsQuery', {
      postcode: '69002',
      countryCode: 'FR',
    });
    const pointId = points.data!.pickupPoints[0]!.id;
    await shopper.mutate('SetCheckoutShippingMethodMutation', {
      code: 'pickup',
      pickupPointId: pointId,
    });
    await expectIncomplete(cartId, 'PAYMENT', 'paymentMissing');
    await shopper.mutate('SetCheckoutPaymentMethodMutation', { code: 'paypal' });

    const placement = await loadCheckoutForPlacement(shop.store.db, cartId, {
      config: shop.store.config,
      paymentProviders: shop.store.payments.list(),
    });
    // Decision 0740: a shopper's line is the unit incl. tax × quantity; the excl. figures derive from totals.
    const subtotalIncl = Math.round(product.price * 1.2) * 3;
    const subtotalExcl = Math.round(subtotalIncl / 1.2);
    const [shippingExcl, shippingIncl] = subtotalIncl >= 4900 ? [0, 0] : [408, 490];
    const grandTotalExclTax = Math.round((subtotalIncl + shippingIncl) / 1.2);
    expect(placement).toMatchObject({
      cartId,
      email: 'place@example.com',
      shippingAddress: { city: 'Lyon', postcode: '69002', countryCode: 'FR' },
      billingAddress: { city: 'Lyon' },
      shippingMethod: { code: 'pickup', amountExclTax: shippingExcl, amountInclTax: shippingIncl },
      pickupPoint: { id: pointId },
      paymentMethodCode: 'paypal',
      totals: {
        subtotalExclTax: subtotalExcl,
        subtotalInclTax: subtotalIncl,
        shippingExclTax: shippingExcl,
        shippingInclTax: shippingIncl,
        grandTotalExclTax,
        grandTotal: subtotalIncl + shippingIncl,
        tax: subtotalIncl + shippingIncl - grandTotalExclTax,
      },
    });

    // A provider that stopped running: its method can no longer be placed.
    await expectIncompleteWith(cartId, [{ code: 'truffe_card', kind: 'EMBEDDED' }]);
    // An emptied cart cannot be placed.
    await shopper.run('EmptyCartMutation');
    await expectIncomplete(cartId, 'CART', 'emptyCart');
  });
});

async function expectIncompleteWith(
  cartId: number,
  paymentProviders: { code: string; kind: 'BASE' | 'EMBEDDED' }[],
) {
  const error = await loadCheckoutForPlacement(shop.store.db, cartId, {
    config: shop.store.config,
    paymentProviders,
  }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ step: 'PAYMENT', messageId: 'paymentMissing' });
}

describe('checkout configuration', () => {
  it('reads MAP_TILES_URL: a http(s) template with {z}, {x} and {y}, else null', () => {
    const template = 'https://tiles.example.org/{z}/{x}/{y}.png';
    expect(readShopConfig({ MAP_TILES_URL: template }).checkout.mapTilesUrl).toBe(template);
    expect(readCheckoutConfig({}).mapTilesUrl).toBeNull();
    expect(parseMapTilesUrl('  ')).toBeNull();
    expect(parseMapTilesUrl('https://tiles.example.org/{z}/{x}.png')).toBeNull();
    expect(parseMapTilesUrl('javascript:alert(1)//{z}/{x}/{y}')).toBeNull();
    expect(parseMapTilesUrl(' http://localhost:8080/{z}/{x}/{y}.png ')).toBe(
      'http://localhost:8080/{z}/{x}/{y}.png',
    );
  });

  it('keeps the advertised amounts: 6.90 € and 4.90 € including tax, free from 49 €', () => {
    const config = readCheckoutConfig({});
    const taxFactor = readShopConfig({}).taxFactor;
    expect(
      config.shippingMethods.map((method) => [
        method.code,
        Math.round(method.amountExclTax * taxFactor),
        method.freeFromSubtotalInclTax,
        method.countries,
      ]),
    ).toEqual([
      ['home', 690, 4900, ['FR', 'GB']],
      ['pickup', 490, 4900, ['FR']],
    ]);
    expect(config.excludedPaymentMethodCodes).toEqual(['checkmo']);
  });
});
