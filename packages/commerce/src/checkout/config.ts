/**
 * Checkout configuration (issue 7, item 4): shipping methods, payment methods and map tiles. Amounts are cents
 * excluding tax; with the shop's tax factor (1.2) they give the advertised amounts including tax.
 */
import type { SiteLocale } from '../config';

export type CheckoutCountryCode = 'FR' | 'GB';
/** Countries the shop ships to. */
export const checkoutCountries: readonly CheckoutCountryCode[] = ['FR', 'GB'];

export type ShippingMethodKind = 'HOME' | 'PICKUP';

export interface ShippingMethodConfig {
  code: string;
  kind: ShippingMethodKind;
  title: Record<SiteLocale, string>;
  description: Record<SiteLocale, string>;
  /** Flat amount excluding tax (cents). */
  amountExclTax: number;
  /** Free when the cart subtotal including tax (cents) reaches this amount. */
  freeFromSubtotalInclTax: number;
  /** Destination countries the method is offered for. */
  countries: readonly CheckoutCountryCode[];
}

export type PaymentMethodKind = 'BASE' | 'EMBEDDED';

export interface PaymentMethodConfig {
  code: string;
  kind: PaymentMethodKind;
  title: Record<SiteLocale, string>;
}

export interface CheckoutConfig {
  shippingMethods: readonly ShippingMethodConfig[];
  /** Payment methods configured, in display order (offered when their provider is available). */
  paymentMethods: readonly PaymentMethodConfig[];
  /** Never offered (spec: "Excluded payment method code: checkmo"). */
  excludedPaymentMethodCodes: readonly string[];
  /** Map tiles URL template with {z}, {x} and {y}; null without map tiles. */
  mapTilesUrl: string | null;
}

/** Spec: "Maximum address line length: 38 characters". */
export const maxAddressLineLength = 38;
/** Spec: "Excluded payment method code: checkmo". */
export const excludedPaymentMethodCode = 'checkmo';

/** An http(s) URL template with {z}, {x} and {y}, or null. */
export function parseMapTilesUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s]+$/.test(url)) return null;
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return null;
  return url;
}

/** Reads the checkout configuration; `env` is injectable for tests. */
export function readCheckoutConfig(env: NodeJS.ProcessEnv = process.env): CheckoutConfig {
  return {
    shippingMethods: [
      {
        code: 'home',
        kind: 'HOME',
        title: { 'fr-FR': 'Colissimo à domicile', 'en-GB': 'Colissimo home delivery' },
        description: {
          'fr-FR': 'Livraison à votre adresse en 48 h. Offerte dès 49 € d’achat.',
          'en-GB': 'Delivered to your address within 48 hours. Free from €49.',
        },
        // 6.90 € including tax.
        amountExclTax: 575,
        freeFromSubtotalInclTax: 4900,
        countries: ['FR', 'GB'],
      },
      {
        code: 'pickup',
        kind: 'PICKUP',
        title: { 'fr-FR': 'Colissimo en point retrait', 'en-GB': 'Colissimo pickup point' },
        description: {
          'fr-FR': 'Retrait dans un point relais proche de chez vous. Offert dès 49 € d’achat.',
          'en-GB': 'Collect your parcel from a nearby relay point. Free from €49.',
        },
        // 4.90 € including tax (408 × 1.2 = 489.6, rounded to 490).
        amountExclTax: 408,
        freeFromSubtotalInclTax: 4900,
        countries: ['FR'],
      },
    ],
    paymentMethods: [
      {
        code: 'truffe_card',
        kind: 'EMBEDDED',
        title: { 'fr-FR': 'Carte bancaire', 'en-GB': 'Credit or debit card' },
      },
      { code: 'paypal', kind: 'BASE', title: { 'fr-FR': 'PayPal', 'en-GB': 'PayPal' } },
      {
        code: 'checkmo',
        kind: 'BASE',
        title: { 'fr-FR': 'Chèque ou mandat', 'en-GB': 'Check / money order' },
      },
    ],
    excludedPaymentMethodCodes: [excludedPaymentMethodCode],
    mapTilesUrl: parseMapTilesUrl(env.MAP_TILES_URL),
  };
}
