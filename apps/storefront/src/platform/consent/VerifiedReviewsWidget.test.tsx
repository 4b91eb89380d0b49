// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PageConfigProvider } from '../../PageConfigProvider';
import { type PageConfig } from '../../publicConfig';
import { browserConsentStore } from './consentStore';
import { VerifiedReviewsWidget } from './VerifiedReviewsWidget';

function configWith(reviewsScriptUrl: string | null) {
  return {
    baseUrl: '/',
    locale: 'fr-FR',
    flags: {},
    device: { type: 'phone', viewportWidthInPx: 360 },
    settings: { reviewsScriptUrl },
  } as unknown as PageConfig;
}

function show(reviewsScriptUrl: string | null) {
  render(
    <PageConfigProvider config={configWith(reviewsScriptUrl)}>
      <VerifiedReviewsWidget sku="FRI-009" />
    </PageConfigProvider>,
  );
  return screen.queryByTestId('verified-reviews-widget');
}

afterEach(cleanup);
describe('VerifiedReviewsWidget', () => {
  it('places the widget for the product when configured and consented to', () => {
    browserConsentStore('/').set({ analytics: false, reviews: true, performance: false });
    const widget = show('https://widgets.example/reviews.js');
    expect(widget).not.toBeNull();
    expect(widget!.dataset.productSku).toBe('FRI-009');
  });

  it('places nothing without the shopper’s consent to reviews, or when the widget is not configured', () => {
    browserConsentStore('/').set({ analytics: true, reviews: false, performance: true });
    expect(show('https://widgets.example/reviews.js')).toBeNull();
    cleanup();
    browserConsentStore('/').set({ analytics: true, reviews: true, performance: true });
    expect(show(null)).toBeNull();
  });
});
