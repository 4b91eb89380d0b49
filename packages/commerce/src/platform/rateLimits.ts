/**
 * Rate limits of the business operations, shared by every process (issue 19 item 3, decision 0890): a
 * fixed-window counter per key in `rate_limit_window`, counted by one atomic upsert on the database's clock, so
 * concurrent requests on several processes can never all slip under the limit and the window is the same for
 * all of them. A refused operation runs nothing: the count happens before the resolver.
 *
 * Limited: order placement (which also starts its payment) per cart session and per client address; the form
 * posts — reviews, contact, registration (customer and professional), a guest's order lookup, sign-in — per
 * client address. The sign-in
 * also keeps its failure throttle (customers/throttle.ts, already in the database).
 *
 * `rate-limiter-flexible`'s Postgres store was considered: it wants a `pg` pool or a Sequelize/Knex client and
 * creates its table itself, so it would run neither on PGlite nor through our migrations; the upsert below is
 * what it does, in ten lines.
 */
import { createHash } from 'node:crypto';

import type { GraphQLContext } from '@truffe/graphql/context';
import { isSiteLocale, defaultLocale } from '@truffe/graphql/locales';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';

import { selectRows, type Database } from '../db/database';
import { createTranslator } from '../i18n/translate';

export interface RateLimitRule {
  /** Operations allowed per key and window. */
  limit: number;
  /** Window length in ms. */
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the key's window ends (`Retry-After`). */
  retryAfterSeconds: number;
}

/** Counts one operation for `key` and says whether it is within `rule`. */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitDecision> {
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await selectRows<{ hits: number; leftMs: number }>(
    db,
    sql`INSERT INTO rate_limit_window AS w (key, window_started_at, hits)
      VALUES (${key}, clock_timestamp(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN w.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
          THEN 1 ELSE w.hits + 1 END,
        window_started_at = CASE
          WHEN w.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
          THEN clock_timestamp() ELSE w.window_started_at END
      RETURNING hits, (extract(epoch FROM window_started_at + make_interval(secs => ${windowSeconds})
        - clock_timestamp()) * 1000)::float8 AS "leftMs"`,
  );
  // Now and then, forget the windows that ended long ago (one indexed delete, off the hot path's answer).
  if (Math.random() < 0.01)
    void db
      .execute(
        sql`DELETE FROM rate_limit_window WHERE window_started_at < clock_timestamp() - interval '1 day'`,
      )
      .catch(() => undefined);
  const hits = Number(row?.hits ?? 1);
  return {
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.leftMs ?? rule.windowMs) / 1000)),
  };
}

/** The limits of the business operations (settings of the server, README "Configuration"). */
export interface BusinessRateLimits {
  /** `placeOrder` per cart session. RATE_LIMIT_ORDERS_PER_SESSION, per minute. @defaultValue 10 */
  orderPerSession: RateLimitRule;
  /** `placeOrder` per client address. RATE_LIMIT_ORDERS_PER_ADDRESS, per minute. @defaultValue 60 */
  orderPerAddress: RateLimitRule;
  /** Reviews, contact, registration per client address. RATE_LIMIT_FORMS_PER_ADDRESS, per minute. @defaultValue 30 */
  formPerAddress: RateLimitRule;
  /** Sign-in attempts per client address. RATE_LIMIT_SIGN_IN_PER_ADDRESS, per minute. @defaultValue 60 */
  signInPerAddress: RateLimitRule;
}

const minute = 60_000;

function perMinute(value: string | undefined, fallback: number): RateLimitRule {
  const parsed = Number(value?.trim());
  const limit = value?.trim() && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  return { limit, windowMs: minute };
}

/** The business limits from the environment (per minute; a missing or bad value keeps the default). */
export function businessRateLimitsFromEnv(env: NodeJS.ProcessEnv): BusinessRateLimits {
  return {
    orderPerSession: perMinute(env.RATE_LIMIT_ORDERS_PER_SESSION, 10),
    orderPerAddress: perMinute(env.RATE_LIMIT_ORDERS_PER_ADDRESS, 60),
    formPerAddress: perMinute(env.RATE_LIMIT_FORMS_PER_ADDRESS, 30),
    signInPerAddress: perMinute(env.RATE_LIMIT_SIGN_IN_PER_ADDRESS, 60),
  };
}

const rateLimitMessage = createTranslator({
  rateLimited: {
    'fr-FR': 'Trop de demandes en peu de temps\u202f: réessayez dans {seconds} secondes.',
    'en-GB': 'Too many requests in a short time: please try again in {seconds} seconds.',
  },
});

/** The extension code of a refused operation (GraphQL `extensions.code`; route actions answer 429 on it). */
export const rateLimitedCode = 'RATE_LIMITED';

/** What a limited mutation is counted by: its rules, each with the key of the request it applies to. */
type KeyedRule = [rule: RateLimitRule, key: string | undefined];

function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

function sessionOf(context: GraphQLContext): string | undefined {
  const cart = context.cartSession as { token?: string } | undefined;
  const customer = context.customerSession as { token?: string } | undefined;
  const token = cart?.token ?? customer?.token;
  return token ? hashed(token) : undefined;
}

function addressOf(context: GraphQLContext): string | undefined {
  return (context.customerSession as { clientAddress?: string } | undefined)?.clientAddress;
}

function dbOf(context: GraphQLContext): Database | undefined {
  return (context.commerce as { db?: Database } | undefined)?.db;
}

/** The rules of each limited mutation, with the request's keys. */
function rulesFor(
  field: string,
  limits: BusinessRateLimits,
  context: GraphQLContext,
): KeyedRule[] | null {
  const session = sessionOf(context);
  const address = addressOf(context);
  switch (field) {
    case 'placeOrder':
      return [
        [limits.orderPerSession, session && `order:session:${session}`],
        [limits.orderPerAddress, address && `order:address:${address}`],
      ];
    case 'createProductReview':
    case 'createContactTicket':
    case 'registerCustomer':
    case 'registerPro':
    case 'findGuestOrder':
      return [[limits.formPerAddress, address && `form:address:${address}`]];
    case 'signIn':
      return [[limits.signInPerAddress, address && `sign-in:address:${address}`]];
    default:
      return null;
  }
}

/** The mutations {@link withBusinessRateLimits} counts. */
export const rateLimitedMutations = [
  'placeOrder',
  'createProductReview',
  'createContactTicket',
  'registerCustomer',
  'registerPro',
  'findGuestOrder',
  'signIn',
] as const;

/**
 * Counts the request against each of its rules; throws the translated GraphQL error (`RATE_LIMITED`, HTTP
 * 429 with `Retry-After`) when one is over. A request without a key for a rule (no session yet, no address
 * known) is counted by its other rules only.
 */
export async function enforceRateLimits(
  field: string,
  limits: BusinessRateLimits,
  context: GraphQLContext,
): Promise<void> {
  const db = dbOf(context);
  const rules = rulesFor(field, limits, context);
  if (!db || !rules) return;
  let refused: RateLimitDecision | null = null;
  for (const [rule, key] of rules) {
    if (!key) continue;
    const decision = await hitRateLimit(db, key, rule);
    if (!decision.allowed && (!refused || decision.retryAfterSeconds > refused.retryAfterSeconds))
      refused = decision;
  }
  if (!refused) return;
  const locale = isSiteLocale(context.locale) ? context.locale : defaultLocale;
  throw new GraphQLError(
    rateLimitMessage(locale, 'rateLimited', { seconds: refused.retryAfterSeconds }),
    {
      extensions: {
        code: rateLimitedCode,
        retryAfterSeconds: refused.retryAfterSeconds,
        http: { status: 429, headers: { 'Retry-After': String(refused.retryAfterSeconds) } },
      },
    },
  );
}

type FieldResolver = (
  parent: unknown,
  args: unknown,
  context: GraphQLContext,
  info: unknown,
) => unknown;

/**
 * The `Mutation` resolvers with the limited ones counted first (see {@link enforceRateLimits}); the others
 * untouched. `limits` is read on each call (settings of the environment; tests change them).
 */
export function withBusinessRateLimits<Mutations extends Record<string, unknown>>(
  mutations: Mutations,
  limits: () => BusinessRateLimits,
): Mutations {
  const wrapped: Record<string, unknown> = { ...mutations };
  for (const field of rateLimitedMutations) {
    const resolve = mutations[field] as FieldResolver | undefined;
    if (typeof resolve !== 'function') continue;
    wrapped[field] = async (
      parent: unknown,
      args: unknown,
      context: GraphQLContext,
      info: unknown,
    ) => {
      await enforceRateLimits(field, limits(), context);
      return resolve(parent, args, context, info);
    };
  }
  return wrapped as Mutations;
}
