/**
 * Checkout address rules (issue 7, item 4; spec "Maximum address line length: 38 characters"): FR and GB only,
 * one or two street lines of at most 38 characters, postcode formats of each country, names of at most 50
 * characters, an optional telephone number.
 */
import { checkoutCountries, type CheckoutCountryCode, maxAddressLineLength } from './config';
import type { FieldProblem } from './messages';
import type { StoredAddress } from './schema';

/** Longest first name, last name, company and city. */
export const maxNameLength = 50;
/** Most street lines of an address. */
export const maxStreetLines = 2;

const frenchPostcode = /^\d{5}$/;
/** UK postcodes: outward code (area, district) then inward code (sector, unit); GIR 0AA is Girobank's. */
const britishPostcode = /^(GIR|[A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;
const controlCharacters = /\p{Cc}/u;

/** Characters as shoppers count them (code points, not UTF-16 units). */
const lengthOf = (value: string) => [...value].length;

export function isCheckoutCountry(value: string): value is CheckoutCountryCode {
  return (checkoutCountries as readonly string[]).includes(value);
}

/** The postcode in its stored form ("SW1A 1AA"), or null when it is not valid for the country. */
export function normalizePostcode(
  countryCode: CheckoutCountryCode,
  postcode: string,
): string | null {
  const value = postcode.trim();
  if (countryCode === 'FR') return frenchPostcode.test(value) ? value : null;
  const match = britishPostcode.exec(value.toUpperCase().replace(/\s+/g, ' '));
  return match ? `${match[1]} ${match[2]}` : null;
}

/** Checks an address; answers it normalized (trimmed, upper-case country, postcode formatted) or the problems. */
export function validateAddress(
  prefix: string,
  input: unknown,
): { address: StoredAddress | null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = (name: string, options: { required: boolean; max: number }): string | null => {
    const value = raw[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      problems.push({ field: `${prefix}.${name}`, id: 'required' });
      return null;
    }
    const trimmed = (value ?? '').trim();
    if (trimmed === '') {
      if (options.required) problems.push({ field: `${prefix}.${name}`, id: 'required' });
      return null;
    }
    if (controlCharacters.test(trimmed))
      problems.push({ field: `${prefix}.${name}`, id: 'invalidCharacters' });
    else if (lengthOf(trimmed) > options.max)
      problems.push({ field: `${prefix}.${name}`, id: 'tooLong', values: { max: options.max } });
    return trimmed;
  };

  const firstname = text('firstname', { required: true, max: maxNameLength });
  const lastname = text('lastname', { required: true, max: maxNameLength });
  const company = text('company', { required: false, max: maxNameLength });
  const city = text('city', { required: true, max: maxNameLength });

  const street: string[] = [];
  const lines = raw.street;
  if (
    !Array.isArray(lines) ||
    lines.length === 0 ||
    lines.length > maxStreetLines ||
    lines.some((line) => typeof line !== 'string')
  ) {
    problems.push({ field: `${prefix}.street`, id: 'streetLines' });
  } else {
    (lines as string[]).forEach((line, index) => {
      const trimmed = line.trim();
      const field = `${prefix}.street.${index}`;
      // An empty second line is the form's optional field left blank.
      if (trimmed === '') {
        if (index === 0) problems.push({ field, id: 'required' });
        return;
      }
      if (controlCharacters.test(trimmed)) problems.push({ field, id: 'invalidCharacters' });
      else if (lengthOf(trimmed) > maxAddressLineLength)
        problems.push({
          field,
          id: 'streetLineTooLong',
          values: { max: maxAddressLineLength, length: lengthOf(trimmed) },
        });
      street.push(trimmed);
    });
  }

  const country = typeof raw.countryCode === 'string' ? raw.countryCode.trim().toUpperCase() : '';
  let postcode: string | null = null;
  if (!isCheckoutCountry(country)) {
    problems.push({ field: `${prefix}.countryCode`, id: 'invalidCountry' });
  } else {
    const given = typeof raw.postcode === 'string' ? raw.postcode : '';
    postcode = normalizePostcode(country, given);
    if (postcode === null)
      problems.push({
        field: `${prefix}.postcode`,
        id:
          given.trim() === ''
            ? 'required'
            : country === 'FR'
              ? 'invalidPostcodeFR'
              : 'invalidPostcodeGB',
      });
  }

  let telephone: string | null = null;
  if (raw.telephone !== undefined && raw.telephone !== null) {
    if (typeof raw.telephone !== 'string') {
      problems.push({ field: `${prefix}.telephone`, id: 'invalidTelephone' });
    } else if (raw.telephone.trim() !== '') {
      telephone = raw.telephone.trim();
      const digits = telephone.replace(/\D/g, '').length;
      if (!/^\+?[\d\s().-]+$/.test(telephone) || digits < 6 || digits > 15 || telephone.length > 25)
        problems.push({ field: `${prefix}.telephone`, id: 'invalidTelephone' });
    }
  }

  if (problems.length > 0) return { address: null, problems };
  return {
    address: {
      firstname: firstname!,
      lastname: lastname!,
      company,
      street,
      postcode: postcode!,
      city: city!,
      countryCode: country,
      telephone,
    },
    problems,
  };
}
