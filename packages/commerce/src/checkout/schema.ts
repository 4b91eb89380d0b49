/**
 * Checkout tables (issue 7, item 4): the guest checkout of a cart, and the seeded Colissimo-type pickup points.
 * Every statement must run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { cart } from '../db/schema';

/** A postal address as the checkout stores it (validated by checkoutService before it is written). */
export interface StoredAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  telephone: string | null;
}

/** One opening period: day 1 = Monday … 7 = Sunday, local times "HH:MM". */
export interface PickupOpening {
  day: number;
  opens: string;
  closes: string;
}

/** A relay point where a parcel can be collected (our own seeded data, France only). */
export const pickupPoint = pgTable(
  'pickup_point',
  {
    id: text('id').primaryKey(),
    carrier: text('carrier').notNull(),
    name: text('name').notNull(),
    street: jsonb('street').$type<string[]>().notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    /** The département: the postcode's first two digits (2A/2B for Corsica). */
    department: text('department').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    schedule: jsonb('schedule').$type<PickupOpening[]>().notNull(),
  },
  (table) => [index('pickup_point_postcode_idx').on(table.countryCode, table.postcode)],
);

/** The checkout of one cart: what the shopper entered, step by step; nothing priced is stored. */
export const checkoutState = pgTable('checkout_state', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => cart.id, { onDelete: 'cascade' }),
  email: text('email'),
  shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
  billingAddress: jsonb('billing_address').$type<StoredAddress>(),
  billingSameAsShipping: boolean('billing_same_as_shipping').notNull().default(true),
  shippingMethodCode: text('shipping_method_code'),
  pickupPointId: text('pickup_point_id').references(() => pickupPoint.id, { onDelete: 'set null' }),
  paymentMethodCode: text('payment_method_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
