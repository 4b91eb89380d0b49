import { sites, type SiteLocale } from '../config';
import type { Database } from '../db/database';

/** Lifetimes of a signed-in session (ASVS 5.0 V7.3; decision 0750), in milliseconds. */
export interface SessionPolicy {
  /** Without "stay signed in": ended after this long without a request. @defaultValue 30 minutes */
  idleMs: number;
  /** Without "stay signed in": ended this long after sign-in whatever happens. @defaultValue 12 hours */
  absoluteMs: number;
  /** With "stay signed in". @defaultValue 30 days */
  rememberIdleMs: number;
  /** With "stay signed in". @defaultValue 90 days */
  rememberAbsoluteMs: number;
}

/** Failed sign-ins allowed before a cooldown (ASVS 5.0 V6.3.1), per account and per client address. */
export interface ThrottlePolicy {
  /** Failures in a row allowed; the next attempt is refused. @defaultValue 5 */
  maxFailures: number;
  /** Failures older than this are forgotten. @defaultValue 15 minutes */
  windowMs: number;
  /** How long sign-in stays refused after the limit. @defaultValue 15 minutes */
  cooldownMs: number;
}

export const defaultSessionPolicy: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
  rememberIdleMs: 30 * 86_400_000,
  rememberAbsoluteMs: 90 * 86_400_000,
};

export const defaultThrottlePolicy: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  cooldownMs: 15 * 60_000,
};

/** Lifetime of a password reset link. */
export const passwordResetLifetimeMs = 60 * 60_000;
/** Lifetime of an e-mail confirmation link. */
export const emailVerificationLifetimeMs = 7 * 86_400_000;
/** Lifetime of the link that confirms an e-mail change (decision 0923). */
export const emailChangeLifetimeMs = 24 * 3_600_000;
/** Version of the terms of sale (CGV) registration accepts; a new version is a new value. */
export const currentCgvVersion = '2025-01';

/** What every customer service works with. */
export interface CustomerDeps {
  db: Database;
  /** Public origin of the shop (links in e-mails), without a trailing slash: the store's `config.url`. */
  shopUrl: string;
  /** The clock (tests move it). @defaultValue () => new Date() */
  now?: () => Date;
  /** @defaultValue defaultSessionPolicy */
  sessions?: Partial<SessionPolicy>;
  /** @defaultValue defaultThrottlePolicy */
  throttle?: Partial<ThrottlePolicy>;
}

/** The services' dependencies of a store (`openStore`). */
export function customerDepsOf(
  store: { db: Database; config: { url: string } },
  options: Omit<CustomerDeps, 'db' | 'shopUrl'> = {},
): CustomerDeps {
  return { db: store.db, shopUrl: store.config.url, ...options };
}

export const nowOf = (deps: CustomerDeps) => (deps.now ? deps.now() : new Date());
export const sessionPolicyOf = (deps: CustomerDeps): SessionPolicy => ({
  ...defaultSessionPolicy,
  ...deps.sessions,
});
export const throttlePolicyOf = (deps: CustomerDeps): ThrottlePolicy => ({
  ...defaultThrottlePolicy,
  ...deps.throttle,
});

/** An absolute link to a path of the customer's site (`/account/…` on fr-FR, `/en/account/…` on en-GB). */
export function siteLink(deps: CustomerDeps, locale: SiteLocale, path: string): string {
  const prefix = sites.find((site) => site.locale === locale)?.pathPrefix ?? '';
  return `${deps.shopUrl}${prefix}${path}`;
}
