// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

import { readPublicSettings } from '../../publicConfig';
import {
  consentedPlugins,
  pluginsToLoad,
  shopPlugins,
  type AnalyticsPlugin,
} from './analyticsPlugins';
import {
  consentCookie,
  consentExpiry,
  parseConsent,
  readConsentCookie,
  serializeConsent,
} from './consentCookie';
import { allAccepted, allRefused } from './consentPurposes';
import { createConsentStore } from './consentStore';
import { startAnalyticsPlugins, userConsentUpdatedEvent } from './startAnalyticsPlugins';

describe('consent cookie', () => {
  it('round-trips the choices and refuses incomplete or foreign values', () => {
    const choices = { analytics: true, reviews: false, performance: true };
    expect(serializeConsent(choices)).toBe('analytics:1|reviews:0|performance:1');
    expect(parseConsent(serializeConsent(choices))).toEqual(choices);
    expect(parseConsent('analytics:1|reviews:0')).toBeNull();
    expect(parseConsent('analytics:yes|reviews:0|performance:0')).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(
      readConsentCookie('a=1; truffe_consent=analytics%3A0%7Creviews%3A1%7Cperformance%3A0'),
    ).toEqual({
      analytics: false,
      reviews: true,
      performance: false,
    });
    expect(readConsentCookie('truffe_consent=%E0%A4%A')).toBeNull();
  });

  it('lasts 13 months (spec §9), under the app path, Secure over HTTPS', () => {
    const now = new Date('2026-01-31T10:00:00Z');
    expect(consentExpiry(now).toISOString().slice(0, 7)).toBe('2027-03');
    const cookie = consentCookie(allRefused, { now, path: '/shop/', secure: true });
    expect(cookie).toContain('Path=/shop/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain(`Expires=${consentExpiry(now).toUTCString()}`);
    expect(consentCookie(allRefused, { now, path: '/', secure: false })).not.toContain('Secure');
  });
});

const plugin = (overrides: Partial<AnalyticsPlugin>): AnalyticsPlugin => ({
  id: 'webAnalytics',
  purpose: 'analytics',
  enabledByDefault: false,
  needsConsent: true,
  scriptUrl: '/a.js',
  ...overrides,
});

describe('plugins to load (spec §4)', () => {
  it('loads plugins enabled by default, not needing consent, or consented — and configured', () => {
    const plugins = [
      plugin({ id: 'webAnalytics', purpose: 'analytics' }),
      plugin({ id: 'verifiedReviews', purpose: 'reviews', enabledByDefault: true }),
      plugin({ id: 'performanceMonitoring', purpose: 'performance', needsConsent: false }),
    ];
    expect(pluginsToLoad(plugins, null)).toEqual(['performanceMonitoring', 'verifiedReviews']);
    expect(pluginsToLoad(plugins, allRefused)).toEqual([
      'performanceMonitoring',
      'verifiedReviews',
    ]);
    expect(pluginsToLoad(plugins, { ...allRefused, analytics: true })).toEqual([
      'performanceMonitoring',
      'verifiedReviews',
      'webAnalytics',
    ]);
    expect(pluginsToLoad([plugin({ scriptUrl: null })], allAccepted)).toEqual([]);
    expect(consentedPlugins(plugins, { ...allRefused, reviews: true })).toEqual([
      'verifiedReviews',
    ]);
  });

  it('builds the shop plugins from the public settings only', () => {
    const none = shopPlugins(readPublicSettings({}));
    expect(pluginsToLoad(none, allAccepted)).toEqual([]);
    const settings = readPublicSettings({
      ANALYTICS_SCRIPT_URL: 'https://tags.example/gtag.js',
      ANALYTICS_MEASUREMENT_ID: 'G-42',
      REVIEWS_SCRIPT_URL: '/__test/plugins/reviews.js',
      MONITORING_SCRIPT_URL: 'javascript:alert(1)',
    });
    const plugins = shopPlugins(settings);
    expect(plugins.find((item) => item.id === 'webAnalytics')?.scriptUrl).toBe(
      'https://tags.example/gtag.js?id=G-42',
    );
    expect(pluginsToLoad(plugins, allRefused)).toEqual([]);
    expect(pluginsToLoad(plugins, allAccepted)).toEqual(['verifiedReviews', 'webAnalytics']);
  });
});

describe('startAnalyticsPlugins', () => {
  it('loads what the stored consent allows, emits UserConsentUpdated and reloads when the set changes', () => {
    document.cookie = 'truffe_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    const store = createConsentStore({ path: '/' });
    const plugins = [
      plugin({ id: 'webAnalytics', purpose: 'analytics' }),
      plugin({ id: 'verifiedReviews', purpose: 'reviews' }),
    ];
    const environment = { loadScript: vi.fn(), reload: vi.fn(), dispatch: vi.fn() };
    const { loaded } = startAnalyticsPlugins(plugins, store, environment);
    expect(loaded).toEqual([]);
    expect(environment.loadScript).not.toHaveBeenCalled();

    store.set(allRefused); // same set as loaded: no reload
    expect(environment.reload).not.toHaveBeenCalled();
    const refused = environment.dispatch.mock.calls[0]?.[0] as CustomEvent;
    expect(refused.type).toBe(userConsentUpdatedEvent);
    expect(refused.detail).toEqual({ plugins: [] });
    expect(document.cookie).toContain('truffe_consent=analytics%3A0');

    store.set({ ...allRefused, reviews: true });
    expect((environment.dispatch.mock.calls[1]?.[0] as CustomEvent).detail).toEqual({
      plugins: ['verifiedReviews'],
    });
    expect(environment.reload).toHaveBeenCalledTimes(1);

    // A new page with that cookie loads the reviews widget only.
    const next = { loadScript: vi.fn(), reload: vi.fn(), dispatch: vi.fn() };
    const again = startAnalyticsPlugins(plugins, createConsentStore({ path: '/' }), next);
    expect(again.loaded).toEqual(['verifiedReviews']);
    expect(next.loadScript).toHaveBeenCalledWith(plugins[1]);
  });
});
