import { describe, expect, it } from 'vitest';

import {
  compactIdentifier,
  frenchVatKey,
  isValidFrenchVatNumber,
  isValidSiret,
} from './proIdentifiers';
import { passesLuhn } from '../checksum';

describe('SIRET', () => {
  it('accepts 14 digits with a valid Luhn checksum, spaces allowed when compacted', () => {
    expect(isValidSiret(compactIdentifier('443 061 841 00047'))).toBe(true);
    expect(isValidSiret('73282932000074')).toBe(true);
  });

  it('refuses a wrong checksum, a wrong length and letters', () => {
    expect(isValidSiret('44306184100048')).toBe(false);
    expect(isValidSiret('4430618410004')).toBe(false);
    expect(isValidSiret('4430618410004A')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('accepts La Poste establishments by their digit sum (multiple of 5)', () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });
});

describe('French intra-EU VAT number', () => {
  it('checks the key (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey('443061841')).toBe('64');
    expect(isValidFrenchVatNumber(compactIdentifier('fr 64 443 061 841'))).toBe(true);
    expect(isValidFrenchVatNumber('FR65443061841')).toBe(false);
    expect(isValidFrenchVatNumber('DE64443061841')).toBe(false);
    expect(isValidFrenchVatNumber('FR6444306184')).toBe(false);
  });

  it('pads keys below 10 with a zero', () => {
    // SIREN with a small key: search one deterministically.
    let siren = 100000000;
    while (Number(frenchVatKey(String(siren))) >= 10) siren += 1;
    const key = frenchVatKey(String(siren));
    expect(key).toMatch(/^0\d$/);
    expect(isValidFrenchVatNumber(`FR${key}${siren}`)).toBe(true);
  });
});
