/**
 * The carriers the shop ships with, in one table: their name and their public tracking page, where `{n}` stands
 * for the tracking number (URL-encoded). `shipOrder` accepts only these codes; the account's order page links a
 * shipment to `trackingUrlOf` (a code not listed shows without a link).
 */
export const carriers = {
  colissimo: {
    name: 'Colissimo',
    trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={n}',
  },
  chronopost: {
    name: 'Chronopost',
    trackingUrl: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={n}',
  },
  mondial_relay: {
    name: 'Mondial Relay',
    trackingUrl: 'https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition={n}',
  },
  dpd: { name: 'DPD', trackingUrl: 'https://trace.dpd.fr/fr/trace/{n}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={n}' },
} as const satisfies Record<string, { name: string; trackingUrl: string }>;

export type CarrierCode = keyof typeof carriers;

export const carrierCodes = Object.keys(carriers) as CarrierCode[];

export function isCarrierCode(code: string): code is CarrierCode {
  return Object.hasOwn(carriers, code);
}

/** The carrier's tracking page for a parcel, or null for a carrier the shop does not know. */
export function trackingUrlOf(carrier: string, trackingNumber: string): string | null {
  return isCarrierCode(carrier)
    ? carriers[carrier].trackingUrl.replace('{n}', encodeURIComponent(trackingNumber))
    : null;
}

/** The carrier's name (the code itself for one the shop does not know). */
export function carrierName(carrier: string): string {
  return isCarrierCode(carrier) ? carriers[carrier].name : carrier;
}
