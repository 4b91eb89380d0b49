import { type PublicSettings } from '../../publicConfig';
import { type ConsentChoices, type ConsentPurpose } from './consentPurposes';

/** A third-party script the shop may load (spec §4 "Analytics"). */
export interface AnalyticsPlugin {
  id: 'webAnalytics' | 'verifiedReviews' | 'performanceMonitoring';
  purpose: ConsentPurpose;
  /** Loaded whatever the choices (a plugin the shop enables by default). */
  enabledByDefault: boolean;
  /** Needs the shopper's consent to its purpose. */
  needsConsent: boolean;
  /** Where its script comes from; null turns the plugin off (not configured). */
  scriptUrl: string | null;
}

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The shop's plugins from the public settings (decision 0353): web analytics (with its measurement id),
 * the verified-reviews widget and the performance-monitoring agent. All three set or read identifiers in the
 * browser, so all three need consent; none is enabled by default.
 */
export function shopPlugins(settings: PublicSettings): AnalyticsPlugin[] {
  const analyticsUrl =
    settings.analyticsScriptUrl && settings.analyticsMeasurementId
      ? withQuery(settings.analyticsScriptUrl, 'id', settings.analyticsMeasurementId)
      : null;
  return [
    {
      id: 'webAnalytics',
      purpose: 'analytics',
      enabledByDefault: false,
      needsConsent: true,
      scriptUrl: analyticsUrl,
    },
    {
      id: 'verifiedReviews',
      purpose: 'reviews',
      enabledByDefault: false,
      needsConsent: true,
      scriptUrl: settings.reviewsScriptUrl,
    },
    {
      id: 'performanceMonitoring',
      purpose: 'performance',
      enabledByDefault: false,
      needsConsent: true,
      scriptUrl: settings.monitoringScriptUrl,
    },
  ];
}

/**
 * Spec §4: only plugins enabled by default, not needing consent, or consented are loaded (and only
 * configured ones). Returns their ids, sorted.
 */
export function pluginsToLoad(
  plugins: readonly AnalyticsPlugin[],
  choices: ConsentChoices | null,
): AnalyticsPlugin['id'][] {
  return plugins
    .filter(
      (plugin) =>
        plugin.scriptUrl !== null &&
        (plugin.enabledByDefault || !plugin.needsConsent || choices?.[plugin.purpose] === true),
    )
    .map((plugin) => plugin.id)
    .sort();
}

/** The plugins whose purpose the shopper consented to (the `UserConsentUpdated` event lists them). */
export function consentedPlugins(
  plugins: readonly AnalyticsPlugin[],
  choices: ConsentChoices,
): AnalyticsPlugin['id'][] {
  return plugins
    .filter((plugin) => choices[plugin.purpose])
    .map((plugin) => plugin.id)
    .sort();
}
