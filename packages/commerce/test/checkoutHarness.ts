/**
 * A shopper of the checkout tests: the real schema and resolvers behind graphql-yoga, with a cart session
 * (the `truffe_cart` cookie's token) on the context as the storefront server puts it, and the cache hints seen.
 */
import { typeDefs } from '@truffe/graphql/schema';
import { createSchema, createYoga } from 'graphql-yoga';

import { resolvers } from '../src/resolvers/index';
import type { TestShop } from './harness';
import { persistedOperation } from '../src/testing/persistedOperation';

export interface Money {
  amount: number;
  currency: string;
}
export interface AddressData {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  telephone: string | null;
}
export interface ShippingMethodData {
  code: string;
  kind: 'HOME' | 'PICKUP';
  title: string;
  amount: Money;
}
export interface PickupPointData {
  id: string;
  name: string;
  postcode: string;
  city: string;
  street: string[];
  latitude: number;
  longitude: number;
  schedule: { day: number; opens: string; closes: string }[];
}
export interface CheckoutData {
  step: string;
  email: string | null;
  shippingAddress: AddressData | null;
  billingAddress: AddressData | null;
  billingSameAsShipping: boolean;
  shippingMethod: ShippingMethodData | null;
  pickupPoint: PickupPointData | null;
  paymentMethod: { code: string; kind: string; title: string } | null;
  availableShippingMethods: ShippingMethodData[];
  availablePaymentMethods: { code: string; kind: string; title: string }[];
  totals: Record<'subtotal' | 'shipping' | 'tax' | 'grandTotalExclTax' | 'grandTotal', Money>;
  cart: { totalQuantity: number; items: { id: string }[] };
}
export interface MutationData {
  success: boolean;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  checkout: CheckoutData;
}

export interface Shopper {
  token: string | undefined;
  hints: { scope: string }[];
  /** Runs a persisted operation by name; answers `data` and `errors`. */
  run<Data = Record<string, unknown>>(
    name: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: Data; errors?: { message: string; extensions?: { code?: string } }[] }>;
  checkout(): Promise<CheckoutData>;
  mutate(name: string, variables: Record<string, unknown>): Promise<MutationData>;
}

/** The executable schema, built once for every shopper. */
const schema = createSchema({ typeDefs, resolvers: resolvers as never });

/** The answer without the `__typename` fields the persisted documents select (graphcache's keys). */
function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__typename')
      .map(([key, entry]) => [key, withoutTypename(entry)]),
  );
}

/** A new shopper (no cart yet) browsing the site of `locale`. */
export function newShopper(shop: TestShop, locale: 'fr-FR' | 'en-GB' = 'fr-FR'): Shopper {
  const shopper: Shopper = {
    token: undefined,
    hints: [],
    async run(name, variables = {}) {
      const query = persistedOperation(name).text;
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        },
        {},
      );
      return withoutTypename(await response.json()) as never;
    },
    async checkout() {
      const result = await shopper.run<{ checkout: CheckoutData }>('CheckoutQuery');
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.checkout;
    },
    async mutate(name, variables) {
      const result = await shopper.run<Record<string, MutationData>>(name, variables);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return Object.values(result.data!)[0]!;
    },
  };
  const yoga = createYoga({
    schema: schema as never,
    logging: false,
    maskedErrors: false,
    context: () => {
      const context = shop.store.createContext(locale);
      return {
        ...context,
        cartSession: {
          token: shopper.token,
          issue: (issued: string) => {
            shopper.token = issued;
          },
        },
        cacheControl: {
          ...context.cacheControl,
          hint: (hint: { scope: string }) => shopper.hints.push(hint),
        },
      };
    },
  });
  return shopper;
}
