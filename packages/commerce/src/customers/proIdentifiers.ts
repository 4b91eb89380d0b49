import { passesLuhn } from '../checksum';

/**
 * French business identifiers of a professional registration: the SIRET (14 digits, Luhn checksum) and the
 * intra-EU VAT number (`FR` + 2-digit key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97).
 */

/** Digits only: spaces, dots and dashes people type between the groups are dropped. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Whether a SIRET (compacted) is 14 digits with a valid Luhn checksum. La Poste's establishments (SIREN
 * 356000000) use a digit sum divisible by 5 instead.
 */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith('356000000') && siret !== '35600000000048') {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return passesLuhn(siret);
}

/** The key of a French VAT number for a SIREN (9 digits). */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** Whether a VAT number (compacted) is `FR` + the right 2-digit key + a SIREN. */
export function isValidFrenchVatNumber(vatNumber: string): boolean {
  const match = /^FR(\d{2})(\d{9})$/.exec(vatNumber);
  if (!match) return false;
  return frenchVatKey(match[2]!) === match[1];
}
