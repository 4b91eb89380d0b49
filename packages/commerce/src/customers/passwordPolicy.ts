/**
 * What a new password must be (ASVS 5.0 V6.2; NIST SP 800-63B): at least 8 characters, at most 128, no
 * composition rules, not one of the most common passwords, not the customer's own e-mail or name.
 *
 * The common passwords (V6.2.4 asks the top 3000 that match the policy): the frequency-ordered list of
 * zxcvbn-ts (`@zxcvbn-ts/language-common`, about 18,000 entries of 8 characters or more, maintained with the
 * estimator), and ours for the French and the shop's own words (`data/commonPasswords.txt`: azerty, motdepasse,
 * croquettes…).
 */
import { readFileSync } from 'node:fs';

import { dictionary } from '@zxcvbn-ts/language-common';

/** Shortest password accepted. */
export const minPasswordLength = 8;
/** Longest password accepted: long passphrases fit, a megabyte of input does not reach scrypt. */
export const maxPasswordLength = 128;

/** Characters as people count them (code points, not UTF-16 units). */
export const passwordLength = (password: string) => [...password].length;

const ours = readFileSync(new URL('./data/commonPasswords.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** Lower-cased; shorter ones are refused for their length anyway. */
export const commonPasswords: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'], ...ours]
    .map((word) => word.toLowerCase())
    .filter((word) => passwordLength(word) >= minPasswordLength),
);

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon';

/** Why a new password is refused, or null when it is accepted. */
export function passwordProblem(
  password: string,
  context: { email?: string; firstname?: string; lastname?: string } = {},
): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < minPasswordLength) return 'passwordTooShort';
  if (length > maxPasswordLength) return 'passwordTooLong';
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return 'passwordTooCommon';
  const email = context.email?.trim().toLowerCase();
  const personal = [email, email?.split('@')[0], context.firstname, context.lastname]
    .map((word) => word?.trim().toLowerCase())
    .filter((word): word is string => !!word && word.length >= 4);
  if (personal.some((word) => lower === word)) return 'passwordTooCommon';
  return null;
}
