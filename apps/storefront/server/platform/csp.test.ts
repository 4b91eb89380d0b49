import { describe, expect, it } from 'vitest';

import { buildContentSecurityPolicy, contentSecurityPolicies, createNonce, originOf } from './csp';
import { configuredCspProviders, type CspProviderSettings, cspProviders } from './cspProviders';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows our origin, the nonce and exactly the listed providers', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        nonce: 'abc',
        mode: 'production',
        providers: [cspProviders.paypal],
        pluginScriptUrls: [
          'https://cdn.example.test/a.js?id=1',
          '/__test/plugins/analytics.js',
          null,
        ],
      }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'nonce-abc'",
      'https://www.paypal.com',
      'https://cdn.example.test',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://www.paypal.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://www.paypal.com',
      'https://cdn.example.test',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows the origin of configured image services such as the map tiles, and nothing for a relative URL', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        nonce: 'n',
        mode: 'production',
        providers: [],
        imageUrls: [
          'https://tiles.example.test/{z}/{x}/{y}.png',
          '/tiles/{z}/{x}/{y}.png',
          undefined,
        ],
      }),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.example.test',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it("says 'none' for a directive no provider needs, and upgrades requests over HTTPS", () => {
    const policy = directives(
      buildContentSecurityPolicy({ nonce: 'n', mode: 'production', providers: [], https: true }),
    );
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lists every provider family of spec §9 by default', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', mode: 'production' });
    for (const provider of Object.values(cspProviders)) {
      for (const values of Object.values(provider.sources)) {
        for (const value of values) expect(policy).toContain(value);
      }
    }
    expect(Object.keys(cspProviders)).toEqual(
      expect.arrayContaining([
        'analytics',
        'ads',
        'cardPayment',
        'paypal',
        'video',
        'reviews',
        'monitoring',
      ]),
    );
  });
});

describe('configuredCspProviders', () => {
  const none: CspProviderSettings = {
    analyticsScriptUrl: null,
    reviewsScriptUrl: null,
    monitoringScriptUrl: null,
    paymentProvider: 'test',
  };
  const policyOf = (settings: CspProviderSettings) =>
    buildContentSecurityPolicy({
      nonce: 'n',
      mode: 'production',
      providers: configuredCspProviders(settings),
    });

  it('allows no provider the shop is not configured with', () => {
    const policy = policyOf(none);
    for (const host of [
      'googletagmanager.com',
      'doubleclick.net',
      'stripe.com',
      'paypal.com',
      'skeepers.io',
      'newrelic.com',
      'recaptcha',
    ])
      expect(policy).not.toContain(host);
    // Content pages may embed videos.
    expect(policy).toContain('https://www.youtube-nocookie.com');
  });

  it('allows each provider once it is configured', () => {
    expect(policyOf({ ...none, paymentProvider: 'Stripe' })).toContain('https://js.stripe.com');
    const analytics = policyOf({ ...none, analyticsScriptUrl: '/plugins/analytics.js' });
    expect(analytics).toContain('https://www.googletagmanager.com');
    expect(analytics).toContain('https://googleads.g.doubleclick.net');
    expect(policyOf({ ...none, reviewsScriptUrl: '/r.js' })).toContain('widgets.rr.skeepers.io');
    expect(policyOf({ ...none, monitoringScriptUrl: '/m.js' })).toContain('js-agent.newrelic.com');
  });
});

describe('originOf', () => {
  it('keeps http(s) origins only', () => {
    expect(originOf('https://a.example:8443/x.js')).toBe('https://a.example:8443');
    expect(originOf('/local.js')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});

describe('createNonce', () => {
  it('gives 128-bit base64 nonces, none twice, across refills of its batch', () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('contentSecurityPolicies', () => {
  it('gives, for each nonce, the policy buildContentSecurityPolicy builds', () => {
    const options = {
      mode: 'production' as const,
      https: true,
      pluginScriptUrls: ['https://analytics.example/a.js'],
      imageUrls: ['https://tiles.example/{z}/{x}/{y}.png'],
    };
    const policyFor = contentSecurityPolicies(options);
    for (const nonce of [createNonce(), createNonce()])
      expect(policyFor(nonce)).toBe(buildContentSecurityPolicy({ ...options, nonce }));
  });
});
