/** Input rules of the customer services (zod at the boundary) and their translated refusals. */
import { z } from 'zod';

import { isSiteLocale, type SiteLocale } from '../config';
import { maxNameLength } from '../checkout/address';
import { CustomerError, type CustomerFieldProblem, customerMessage } from './messages';
import { proActivities } from './schema';

/** RFC 5321's longest address. */
export const maxEmailLength = 254;
/** Longest input given to the password policy (which answers its own, friendlier limit). */
const maxPasswordInput = 4096;

const controlCharacters = /\p{Cc}/u;

/** A trimmed name or label of 1…max characters without control characters. */
export const nameText = (max = maxNameLength) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine((value) => !controlCharacters.test(value), { error: 'invalidCharacters' });

export const emailInput = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(maxEmailLength, { error: 'invalidEmail' })
  .pipe(z.email({ error: 'invalidEmail' }));

/** A password as typed: never trimmed or changed (ASVS 6.2.?: verified exactly as received). */
export const passwordInput = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(maxPasswordInput, { error: 'passwordTooLong' });

export const localeInput = z
  .string()
  .refine((value): value is SiteLocale => isSiteLocale(value), { error: 'required' });

export const activityInput = z.enum(proActivities, { error: 'invalidActivity' });

const fallbackIds = new Set(['required', 'tooLong', 'invalidCharacters']);

function problemOf(issue: z.core.$ZodIssue): CustomerFieldProblem {
  const field = issue.path.map(String).join('.');
  if (customerMessage.has(issue.message) || fallbackIds.has(issue.message)) {
    const values =
      issue.code === 'too_big' && issue.origin === 'string'
        ? { max: Number(issue.maximum) }
        : undefined;
    return { field, id: issue.message as CustomerFieldProblem['id'], values };
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { field, id: 'tooLong', values: { max: Number(issue.maximum) } };
  return { field, id: 'required' };
}

/** The parsed input, or a `CustomerError('fixFields')` naming every refused field, before anything is read or written. */
export function parseCustomerInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new CustomerError('fixFields', result.error.issues.map(problemOf));
}
