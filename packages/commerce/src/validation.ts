import { GraphQLError } from 'graphql';
import { z } from 'zod';

import type { SiteLocale } from './config';
import { fieldLabel, translate } from './messages';

function describeIssue(locale: SiteLocale, issue: z.core.$ZodIssue): string {
  const key = String(issue.path[0] ?? '');
  const field = fieldLabel.has(key) ? fieldLabel(locale, key) : key;
  if (key === 'rating') return translate(locale, 'ratingRange');
  if (issue.code === 'too_big' && issue.origin === 'string')
    return translate(locale, 'tooLong', { field, max: String(issue.maximum) });
  if (issue.code === 'too_big' && issue.origin === 'array')
    return translate(locale, 'tooMany', { field, max: String(issue.maximum) });
  return translate(locale, isMissing(issue) ? 'required' : 'invalid', { field });
}

/** Whether the issue is an absent or empty value (“required”), not a value of the wrong kind (“not valid”). */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null;
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1;
}

/**
 * Validates resolver input with zod; bad input becomes a GraphQL error (code BAD_USER_INPUT) with a message
 * in the request's language, before anything is read or written.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  locale: SiteLocale,
): z.output<Schema> {
  // `reportInput`: an issue keeps the value it was about (a missing one is “required”, a wrong one “not valid”).
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const details = [
    ...new Set(result.error.issues.map((issue) => describeIssue(locale, issue))),
  ].join(' ');
  throw new GraphQLError(translate(locale, 'invalidInput', { details }), {
    extensions: {
      code: 'BAD_USER_INPUT',
      fields: result.error.issues.map((issue) => issue.path.join('.')),
    },
  });
}

/** A trimmed non-empty string of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
