/** CSP fetch directives a provider may need. */
export type CspDirective =
  'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'form-action';

export interface CspProvider {
  /** What the shop uses it for (spec §1, §9). */
  purpose: string;
  sources: Partial<Record<CspDirective, readonly string[]>>;
}

/**
 * THE list of third-party providers the pages may talk to (spec §9 "a content security policy allows
 * analytics, ad, payment (card provider and PayPal), video, review and monitoring providers"; decision 0351).
 * Nothing outside this list (plus the origins of the plugin script URLs configured in the public settings)
 * gets into the Content-Security-Policy. Adding a host here is a security decision.
 */
export const cspProviders = {
  analytics: {
    purpose: 'web analytics',
    sources: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://www.google-analytics.com',
        'https://region1.google-analytics.com',
        'https://www.googletagmanager.com',
      ],
      'img-src': ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
    },
  },
  ads: {
    purpose: 'advertising conversion tracking',
    sources: {
      'script-src': ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
      'img-src': ['https://googleads.g.doubleclick.net', 'https://www.google.com'],
      'frame-src': ['https://td.doubleclick.net'],
    },
  },
  cardPayment: {
    purpose: 'card payment button',
    sources: {
      'script-src': ['https://js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
      // Checkout places the order by a form post whose answer redirects to Stripe's hosted payment page;
      // browsers check that redirect against form-action (decision 0705).
      'form-action': ['https://checkout.stripe.com'],
    },
  },
  paypal: {
    purpose: 'PayPal button',
    sources: {
      'script-src': ['https://www.paypal.com'],
      'frame-src': ['https://www.paypal.com'],
      'connect-src': ['https://www.paypal.com'],
      'img-src': ['https://www.paypalobjects.com'],
      'form-action': ['https://www.paypal.com'],
    },
  },
  video: {
    purpose: 'embedded videos in content pages',
    sources: {
      'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      'img-src': ['https://i.ytimg.com'],
    },
  },
  reviews: {
    purpose: 'verified-reviews widget',
    sources: {
      'script-src': ['https://widgets.rr.skeepers.io'],
      'connect-src': ['https://api.skeepers.io'],
      'img-src': ['https://cl.avis-verifies.com'],
      'style-src': ['https://widgets.rr.skeepers.io'],
    },
  },
  monitoring: {
    purpose: 'performance monitoring',
    sources: {
      'script-src': ['https://js-agent.newrelic.com'],
      'connect-src': ['https://bam.eu01.nr-data.net'],
    },
  },
  botCheck: {
    // The bot-check widget of spec §1 (registration, contact): its public site key is a public setting.
    purpose: 'bot-check widget',
    sources: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/'],
    },
  },
} as const satisfies Record<string, CspProvider>;

/** What decides which providers a running shop has: its public settings and its server environment. */
export interface CspProviderSettings {
  analyticsScriptUrl: string | null;
  reviewsScriptUrl: string | null;
  monitoringScriptUrl: string | null;
  /** PAYMENT_PROVIDER */
  paymentProvider: string | undefined;
}

/**
 * The providers this shop is configured with (issue 20 item 8): the analytics tag (and the ad conversions it
 * carries) when its script is set, the card button with Stripe, the reviews widget and the monitoring agent
 * when their scripts are set, and the video players that content pages may embed. PayPal and the reCAPTCHA
 * widget have no integration yet: nothing of theirs is allowed until they do.
 */
export function configuredCspProviders(settings: CspProviderSettings): CspProvider[] {
  const providers: CspProvider[] = [cspProviders.video];
  if (settings.analyticsScriptUrl) providers.push(cspProviders.analytics, cspProviders.ads);
  if (settings.paymentProvider?.trim().toLowerCase() === 'stripe')
    providers.push(cspProviders.cardPayment);
  if (settings.reviewsScriptUrl) providers.push(cspProviders.reviews);
  if (settings.monitoringScriptUrl) providers.push(cspProviders.monitoring);
  return providers;
}
