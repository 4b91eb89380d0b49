import { CheckoutQueryDocument, PickupPointsQueryDocument } from '@truffe/graphql/documents';

import { type CheckoutScreenData } from '../../components/checkout/CheckoutScreen';
import { randomIdempotencyKey } from '../../components/checkout/checkoutForm';
import { activeCheckoutStep } from '../../components/checkout/checkoutSteps';
import { type PickupSearch } from '../../components/checkout/ShippingStep';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { privateQuery } from './privateQuery';

/** The site's country: the default country of a new address. */
const siteCountries: Record<SiteLocale, string> = { 'fr-FR': 'FR', 'en-GB': 'GB' };

/** The checkout paths of a site. */
export function checkoutPaths(locale: SiteLocale) {
  return {
    checkout: localizePath('/checkout', locale),
    login: localizePath('/checkout/login', locale),
    success: localizePath('/checkout/success', locale),
    catalogue: localizePath('/', locale),
  };
}

/** Query parameter set by the payment return when the payment failed (declined or canceled). */
export const paymentDeclinedParam = 'payment';

/** What the payment return said, if anything. */
function paymentProblemOf(value: string | null): 'declined' | 'canceled' | null {
  return value === 'declined' || value === 'canceled' ? value : null;
}

async function loadPickupPoints(
  context: unknown,
  postcode: string,
  countryCode: string,
): Promise<PickupSearch> {
  try {
    const result = await privateQuery(context, PickupPointsQueryDocument, {
      postcode,
      countryCode,
    });
    return { postcode, points: result.pickupPoints, failed: false };
  } catch {
    return { postcode, points: [], failed: true };
  }
}

/**
 * The checkout page's data: the session's checkout (private, never cached), the step to work on, the
 * pickup points when the delivery step offers a pickup method, and — on the review step — a fresh
 * idempotency key for "Place order" (on the server for the first render; see decision 0720).
 */
export async function loadCheckoutScreen({
  context,
  url,
  locale,
}: {
  context: unknown;
  url: string;
  locale: SiteLocale;
}): Promise<CheckoutScreenData> {
  const search = new URL(url, 'http://localhost').searchParams;
  const { checkout, mapTilesUrl, me } = await privateQuery(context, CheckoutQueryDocument, {});
  const active = activeCheckoutStep(checkout.step, search.get('edit'));
  let pickup: PickupSearch | null = null;
  const pickupOffered = checkout.availableShippingMethods.some(
    (method) => method.kind === 'PICKUP',
  );
  if (active === 'SHIPPING' && pickupOffered && checkout.shippingAddress) {
    const asked = search.get('pickupPostcode')?.trim().slice(0, 20);
    pickup = await loadPickupPoints(
      context,
      asked || checkout.pickupPoint?.postcode || checkout.shippingAddress.postcode,
      checkout.shippingAddress.countryCode,
    );
  }
  const shippingChoice = search.get('method')?.slice(0, 64) || null;
  return {
    checkout,
    mapTilesUrl: mapTilesUrl ?? null,
    active,
    shippingChoice,
    pickup,
    idempotencyKey: active === 'REVIEW' ? randomIdempotencyKey() : null,
    paymentProblem: paymentProblemOf(search.get(paymentDeclinedParam)),
    paths: checkoutPaths(locale),
    defaultCountry: siteCountries[locale],
    savedAddresses: me ? me.addresses : null,
    storeCredit: me && me.storeCredit.balance.amount > 0 ? me.storeCredit.balance : null,
  };
}
