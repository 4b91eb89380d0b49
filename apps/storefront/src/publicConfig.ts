import { type DeviceContext } from './device/device';
import { type SiteLocale } from './i18n/locales';

/**
 * THE allow-list of settings that reach the browser. Only what is named here is read from the environment and
 * serialized into the page (spec §9 "public configuration"); everything else — database URLs, session and
 * bot-check private keys, admin tokens — stays on the server (ARCHITECTURE.md, security posture).
 * Adding an entry here is a security decision: only ever add a value that is public by design.
 */
export const publicSettingSources = {
  /** Shop name shown by the maintenance and offline pages before the shop record is loaded. */
  siteName: 'SHOP_NAME',
  /** Public origin of the shop (for absolute URLs: hreflang alternates, canonical links). */
  publicUrl: 'PUBLIC_URL',
  /** Payment provider's public client id (card provider / PayPal button). */
  paymentClientId: 'PAYMENT_CLIENT_ID',
  /** Bot-check widget's public site key (never its private key). */
  botCheckPublicKey: 'BOTCHECK_PUBLIC_KEY',
  /** Web analytics measurement id. */
  analyticsMeasurementId: 'ANALYTICS_MEASUREMENT_ID',
  /** Script URL of the web analytics plugin (loaded only with consent); unset: the plugin is off. */
  analyticsScriptUrl: 'ANALYTICS_SCRIPT_URL',
  /** Script URL of the verified-reviews widget (loaded only with consent); unset: the plugin is off. */
  reviewsScriptUrl: 'REVIEWS_SCRIPT_URL',
  /** Script URL of the performance-monitoring agent (loaded only with consent); unset: off. */
  monitoringScriptUrl: 'MONITORING_SCRIPT_URL',
  /** Spec §4, §9: a tab hidden longer than this (ms) reloads on return. @defaultValue 1,800,000 */
  inactivityTimeoutMs: 'INACTIVITY_TIMEOUT_MS',
  /** Spec §4: contribution mode (content editing affordances for editors) is on for this shop. */
  contributionMode: 'CONTRIBUTION_MODE',
} as const;

export type PublicSettingName = keyof typeof publicSettingSources;

export interface PublicSettings {
  siteName: string;
  publicUrl: string;
  paymentClientId: string | null;
  botCheckPublicKey: string | null;
  analyticsMeasurementId: string | null;
  analyticsScriptUrl: string | null;
  reviewsScriptUrl: string | null;
  monitoringScriptUrl: string | null;
  inactivityTimeoutMs: number;
  contributionMode: boolean;
}

/** Spec §9: inactivity timeout when none is configured. */
export const defaultInactivityTimeoutMs = 1_800_000;

/** A script URL: absolute http(s), or a path on our own origin; anything else is ignored. */
function scriptUrl(value: string | null): string | null {
  return value && /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}

function positiveInteger(value: string | null): number | null {
  const parsed = Number(value);
  return value !== null && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

/** Reads the public settings, and only them, from the environment. */
export function readPublicSettings(env: Record<string, string | undefined>): PublicSettings {
  const read = (name: PublicSettingName) => {
    const value = env[publicSettingSources[name]]?.trim();
    return value ? value : null;
  };
  return {
    siteName: read('siteName') ?? 'Truffe',
    publicUrl: (read('publicUrl') ?? `http://localhost:${env.PORT ?? '3000'}`).replace(/\/+$/, ''),
    paymentClientId: read('paymentClientId'),
    botCheckPublicKey: read('botCheckPublicKey'),
    analyticsMeasurementId: read('analyticsMeasurementId'),
    analyticsScriptUrl: scriptUrl(read('analyticsScriptUrl')),
    reviewsScriptUrl: scriptUrl(read('reviewsScriptUrl')),
    monitoringScriptUrl: scriptUrl(read('monitoringScriptUrl')),
    inactivityTimeoutMs: positiveInteger(read('inactivityTimeoutMs')) ?? defaultInactivityTimeoutMs,
    contributionMode: ['1', 'true', 'on', 'yes'].includes(
      read('contributionMode')?.toLowerCase() ?? '',
    ),
  };
}

/** Start-up flags of spec §2 "Start-up". */
export interface StartupFlags {
  /** Show the offline page instead of the app. */
  offline: boolean;
  /** Show the maintenance page (HTTP 503) instead of the app. */
  maintenance: boolean;
  /** The server did not render the app: the browser renders it from scratch instead of hydrating. */
  ssrFallback: boolean;
  /** Hydrate the server-rendered HTML. @defaultValue true */
  hydrate: boolean;
  /** Mount the test-only routes (`__test/…`); never on in a normal production start. */
  testRoutes: boolean;
}

/**
 * The page-level settings: the one object serialized into every page (Vike `passToClient`), built per
 * request by the server from the public settings, the start-up flags and the request.
 */
export interface PageConfig {
  /** Mount path of the app, with leading and trailing slash ('/' or '/shop/'). */
  baseUrl: string;
  /** Site of the request. */
  locale: SiteLocale;
  flags: StartupFlags;
  device: DeviceContext;
  settings: PublicSettings;
  /**
   * The display currency chosen in the header (its cookie, decision 0771), with its rate; absent: euros. The
   * HTML cache keys pages by it.
   */
  displayCurrency?: DisplayCurrencyChoice | null;
}

/** A display currency other than the euro, as the page shows it (prices converted, rates' date stated). */
export interface DisplayCurrencyChoice {
  code: 'GBP' | 'CHF';
  /** Units per euro, in millionths. */
  ratePpm: number;
  /** The rate as the staff wrote it ('0.8600'). */
  rate: string;
  /** When the staff set the rates (ISO date). */
  updatedOn: string;
}
