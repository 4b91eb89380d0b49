import { usePageConfig } from '../../PageConfigProvider';
import { useConsentChoices } from './useConsentChoices';

/**
 * Where the verified-reviews provider's widget shows a product's certified reviews (spec §1 third parties,
 * issue 20 item 9): a container its script fills in, on the product page. It is placed only when the widget is
 * configured (`REVIEWS_SCRIPT_URL`) and the shopper consented to the reviews purpose — the same rule that loads
 * the script (analyticsPlugins.ts) — so no empty box is ever shown. Read in the browser after the app starts:
 * the cached HTML is the same for everyone.
 */
export function VerifiedReviewsWidget({ sku }: { sku: string }) {
  const { settings } = usePageConfig();
  const [choices] = useConsentChoices();
  if (!settings.reviewsScriptUrl || choices?.reviews !== true) return null;
  return (
    <div
      data-verified-reviews-widget="product"
      data-product-sku={sku}
      data-testid="verified-reviews-widget"
      style={{ minHeight: 26 }}
    />
  );
}
