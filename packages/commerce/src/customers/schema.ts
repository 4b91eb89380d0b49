/**
 * Customer accounts, their sessions and credentials, and what the law asks us to keep of their choices
 * (issue 15; decision 0750). Every statement here must run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const customerGroups = ['general', 'professional'] as const;
export type CustomerGroup = (typeof customerGroups)[number];

export const proStatuses = ['none', 'pending', 'approved'] as const;
export type ProStatus = (typeof proStatuses)[number];

export const proActivities = ['breeder', 'groomer', 'vet', 'pet_shop', 'boarding'] as const;
export type ProActivity = (typeof proActivities)[number];

/** A professional customer's details as registered (address validated like the checkout's). */
export interface ProDetails {
  company: string;
  siret: string;
  vatNumber: string;
  activity: ProActivity;
  phone: string;
  address: {
    street: string[];
    postcode: string;
    city: string;
    countryCode: string;
  };
}

export const customer = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    /** As typed (trimmed); unique regardless of case through `customer_email_unique`. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Self-describing scrypt hash (`scrypt$ln=17,r=8,p=1$salt$key`, src/customers/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** The site it registered on: the language of its e-mails. */
    locale: text('locale').notNull(),
    group: text('group').$type<CustomerGroup>().notNull().default('general'),
    proStatus: text('pro_status').$type<ProStatus>().notNull().default('none'),
    proDetails: jsonb('pro_details').$type<ProDetails>(),
    proApprovedAt: timestamp('pro_approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_email_unique').on(sql`lower(${table.email})`),
    index('customer_pro_status_idx').on(table.proStatus),
  ],
);

/** A signed-in browser: only the SHA-256 of its cookie token is kept (decision 0750). */
export const customerSession = pgTable(
  'customer_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('customer_session_customer_idx').on(table.customerId)],
);

export const customerTokenPurposes = ['password_reset', 'email_verification'] as const;
export type CustomerTokenPurpose = (typeof customerTokenPurposes)[number];

/** Single-use tokens sent by e-mail (password reset, e-mail verification), kept as SHA-256 hashes. */
export const customerToken = pgTable(
  'customer_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CustomerTokenPurpose>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('customer_token_customer_idx').on(table.customerId, table.purpose)],
);

/**
 * An e-mail change waiting for the link sent to the new address (decision 0923): at most one per customer (a new
 * request replaces it). The token is kept as its SHA-256, like the other e-mailed tokens; `customer.email` only
 * changes when the button of the link's page is pressed (decision 0926).
 */
export const customerEmailChange = pgTable('customer_email_change', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customer.id, { onDelete: 'cascade' }),
  /** As typed (trimmed); checked free again when the change is confirmed. */
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-in counters per key (`account:<e-mail>` or `address:<client address>`), in the database so that
 * every server process counts the same attempts.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Every newsletter choice with its date and where it was made (RGPD: proof of consent); the latest counts. */
export const newsletterConsent = pgTable(
  'newsletter_consent',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull(),
    /** Where the choice was made, e.g. `registration`, `account`. */
    source: text('source').notNull(),
    /** The text the customer saw when choosing (RGPD art. 7: proof of what was consented to). */
    wording: text('wording'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('newsletter_consent_customer_idx').on(table.customerId, table.id)],
);

/** The version of the terms of sale (CGV) a customer accepted, and when. */
export const termsAcceptance = pgTable(
  'terms_acceptance',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    terms: text('terms').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('terms_acceptance_customer_idx').on(table.customerId)],
);

/** A saved address of the address book; read and changed only through its customer's id. */
export const customerAddress = pgTable(
  'customer_address',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    /** One or two lines of at most 38 characters (checkout/address.ts). */
    street: jsonb('street').$type<string[]>().notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    telephone: text('telephone'),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_address_customer_idx').on(table.customerId),
    uniqueIndex('customer_address_default_billing_unique')
      .on(table.customerId)
      .where(sql`is_default_billing`),
    uniqueIndex('customer_address_default_shipping_unique')
      .on(table.customerId)
      .where(sql`is_default_shipping`),
  ],
);

/** A social sign-in (OpenID Connect) linked to an account: the provider's stable subject, never its tokens. */
export const customerIdentity = pgTable(
  'customer_identity',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** `google`, `apple`, `facebook` (or a test provider). */
    provider: text('provider').notNull(),
    /** The ID token's `sub`. */
    subject: text('subject').notNull(),
    /** The e-mail the provider vouched for when linked. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_identity_provider_subject_unique').on(table.provider, table.subject),
    index('customer_identity_customer_idx').on(table.customerId),
  ],
);

/**
 * An OpenID Connect sign-in under way (between the redirect to the provider and its callback): in the database
 * so that any server process can finish it. Reached by the SHA-256 of its `state`; used once.
 */
export const oidcSignIn = pgTable('oidc_sign_in', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** A path of the shop to return to after sign-in. */
  returnTo: text('return_to'),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Bot-check solutions already accepted (a solution is good once), kept until the challenge expires. */
export const botCheckSpent = pgTable(
  'bot_check_spent',
  {
    solutionHash: text('solution_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bot_check_spent_expires_idx').on(table.expiresAt)],
);
