/**
 * Address rules as a property (fast-check), through the GraphQL schema: random valid FR and GB addresses are
 * accepted and stored normalized; the same addresses with one rule broken are refused and change nothing.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import { type AddressData, newShopper, type Shopper } from './checkoutHarness';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
let shopper: Shopper;

beforeAll(async () => {
  shop = await openTestShop();
  const [product] = await selectRows<{ sku: string }>(
    shop.store.db,
    sql`SELECT p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 5
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 1`,
  );
  shopper = newShopper(shop, 'en-GB');
  await shopper.run('AddToCartMutation', { input: { sku: product!.sku, quantity: 1 } });
  await shopper.mutate('SetCheckoutEmailMutation', { email: 'property@example.com' });
});
afterAll(() => shop?.close());

const letters = 'abcdefghijklmnopqrstuvwxyzéèàçôïABCDEFGHIJKLMNOPQRSTUVWXYZ-’'.split('');
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const digit = fc.integer({ min: 0, max: 9 }).map(String);

/** Text of 1..max characters that is not blank once trimmed; spaces inside. */
const text = (max: number) =>
  fc
    .array(fc.oneof(fc.constantFrom(...letters), digit, fc.constant(' ')), {
      minLength: 1,
      maxLength: max,
    })
    .map((chars) => chars.join(''))
    .filter((value) => value.trim() !== '');

const frenchPostcode = fc.array(digit, { minLength: 5, maxLength: 5 }).map((d) => d.join(''));
const britishPostcode = fc
  .tuple(
    fc.array(fc.constantFrom(...upper), { minLength: 1, maxLength: 2 }),
    digit,
    fc.option(fc.oneof(fc.constantFrom(...upper), digit), { nil: '' }),
    digit,
    fc.array(fc.constantFrom(...upper), { minLength: 2, maxLength: 2 }),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([area, district, sub, sector, unit, space, lower]) => {
    const value = `${area.join('')}${district}${sub}${space ? ' ' : ''}${sector}${unit.join('')}`;
    return lower ? value.toLowerCase() : value;
  });
const telephone = fc.option(
  fc
    .tuple(fc.boolean(), fc.array(digit, { minLength: 6, maxLength: 15 }))
    .map(([plus, digits]) => `${plus ? '+' : ''}${digits.join('')}`),
  { nil: null },
);

const validAddress = fc
  .tuple(fc.constantFrom('FR', 'GB'), fc.boolean())
  .chain(([countryCode, twoLines]) =>
    fc.record({
      firstname: text(50),
      lastname: text(50),
      company: fc.option(text(50), { nil: null }),
      street: fc.array(text(38), { minLength: twoLines ? 2 : 1, maxLength: twoLines ? 2 : 1 }),
      postcode: countryCode === 'FR' ? frenchPostcode : britishPostcode,
      city: text(50),
      countryCode: fc.constant(countryCode),
      telephone,
    }),
  );

/** One broken rule and the field it must be reported on. */
const breakages: fc.Arbitrary<[string, (address: AddressData) => AddressData]> = fc.oneof(
  fc
    .string({ minLength: 39, maxLength: 60 })
    .map((line) => 'x' + line.replace(/\s/g, 'y'))
    .map(
      (line) => ['street.0', (a: AddressData) => ({ ...a, street: [line.slice(0, 60)] })] as const,
    ),
  fc.constant(['street', (a: AddressData) => ({ ...a, street: ['1 rue A', 'B', 'C'] })] as const),
  fc.constant(['street', (a: AddressData) => ({ ...a, street: [] })] as const),
  fc
    .oneof(
      fc.array(digit, { minLength: 1, maxLength: 4 }).map((d) => d.join('')),
      fc.array(digit, { minLength: 6, maxLength: 8 }).map((d) => d.join('')),
      fc.constantFrom('2A000', '2B123', 'ABCDE', '7500A'),
    )
    .map(
      (postcode) =>
        ['postcode', (a: AddressData) => ({ ...a, countryCode: 'FR', postcode })] as const,
    ),
  fc
    .constantFrom('12345', 'ABCDE', 'SW1A', '1AA 2BB', 'SW1A 2A')
    .map(
      (postcode) =>
        ['postcode', (a: AddressData) => ({ ...a, countryCode: 'GB', postcode })] as const,
    ),
  fc
    .tuple(fc.constantFrom(...upper), fc.constantFrom(...upper))
    .map(([a, b]) => a + b)
    .filter((code) => code !== 'FR' && code !== 'GB')
    .map((countryCode) => ['countryCode', (a: AddressData) => ({ ...a, countryCode })] as const),
  fc
    .integer({ min: 51, max: 80 })
    .map(
      (length) =>
        ['lastname', (a: AddressData) => ({ ...a, lastname: 'n'.repeat(length) })] as const,
    ),
  fc
    .constantFrom('abc', '12', '+33 6 AB', '0'.repeat(16))
    .map((phone) => ['telephone', (a: AddressData) => ({ ...a, telephone: phone })] as const),
) as never;

/** What the store keeps of a valid address. */
function normalized(address: AddressData): AddressData {
  const postcode =
    address.countryCode === 'GB'
      ? address.postcode.toUpperCase().replace(/^(.+?) ?(\d[A-Z]{2})$/, '$1 $2')
      : address.postcode;
  return {
    firstname: address.firstname.trim(),
    lastname: address.lastname.trim(),
    company: address.company?.trim() ?? null,
    street: address.street.map((line) => line.trim()),
    postcode,
    city: address.city.trim(),
    countryCode: address.countryCode,
    telephone: address.telephone,
  };
}

describe('checkout addresses (property)', () => {
  it('accepts valid FR and GB addresses and stores them normalized', async () => {
    await fc.assert(
      fc.asyncProperty(validAddress, async (address) => {
        const result = await shopper.mutate('SetCheckoutAddressesMutation', {
          shipping: address,
          billingSameAsShipping: true,
        });
        expect(result.fieldErrors).toEqual([]);
        expect(result.success).toBe(true);
        expect(result.checkout.shippingAddress).toEqual(normalized(address));
      }),
      { numRuns: 100 },
    );
  }, 240_000);

  it('refuses an address with one broken rule on that field, and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(validAddress, breakages, async (address, [field, breakRule]) => {
        const before = await shopper.checkout();
        const result = await shopper.mutate('SetCheckoutAddressesMutation', {
          shipping: breakRule(address),
          billingSameAsShipping: true,
        });
        expect(result.success).toBe(false);
        expect(result.fieldErrors.map((error) => error.field)).toContain(
          `shippingAddress.${field}`,
        );
        expect(result.fieldErrors.every((error) => error.message.length > 0)).toBe(true);
        expect(await shopper.checkout()).toEqual(before);
      }),
      { numRuns: 100 },
    );
  }, 240_000);
});
