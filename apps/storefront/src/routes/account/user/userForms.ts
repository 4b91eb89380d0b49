/**
 * What the account area's route actions share (issue 15 item 6): each page has several small forms told apart
 * by their `intent`; a refusal comes back to its own form (the server's translated messages beside their
 * fields, the typed values but never a password); a success redirects (post/redirect/get) with a notice.
 */
import { type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { data, redirect } from 'react-router';

import { isRateLimited, rateLimitedData, rateLimitedMessage } from '../../../data/rateLimited';
import { shopClientOf } from '../../../data/shopClient';
import { type SiteLocale } from '../../../i18n/locales';
import { privateQuery } from '../../checkout/privateQuery';
import { loginRedirect } from '../accountPaths';
import { type UserNotice, withNotice } from './userPaths';

/** What an account area action answers its screen after a refusal (`useActionData`). */
export interface UserFormRefusal {
  ok: false;
  /** The form it answers (`name`, `email`, `password`, `create`, `update`, `delete`, …). */
  intent: string;
  /** `failed`: the server said no (its messages); `unavailable`: it could not run. */
  reason: 'failed' | 'unavailable';
  errorMessage: string | null;
  /** The server's translated message per refused field (the form's field names). */
  fieldErrors: Record<string, string>;
  /** What was typed, to fill the form again — never a password. */
  values: Record<string, string>;
}

/** A customer mutation's answer (`CustomerMutationResult`, `CustomerAddressMutationResult`). */
export interface CustomerAnswer {
  success: boolean;
  errorMessage?: string | null;
  fieldErrors: readonly { field: string; message: string }[];
}

/** Fields that never come back to the page. */
const secretFields = new Set(['password', 'currentPassword', 'newPassword']);

/** The form's text fields (the first value of each name). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData())
    if (typeof value === 'string') values[name] ??= value;
  return values;
}

/** A mutation's data, or null when it could not run. */
export async function mutate<Data, Variables extends AnyVariables>(
  context: unknown,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data | null> {
  const result = await shopClientOf(context).mutation(document, variables).toPromise();
  // Too many posts from this address (decision 0890): a refusal with the server's message, answered 429.
  const limited = rateLimitedMessage(result.error);
  if (limited) return rateLimitedData<Data>(document, limited);
  return result.error || !result.data ? null : result.data;
}

/** The refusal of a form: 422 with the server's messages, or 503 when the server could not answer. */
export function refused(
  intent: string,
  values: Record<string, string>,
  answer: CustomerAnswer | null,
) {
  const shown = Object.fromEntries(
    Object.entries(values).filter(([name]) => !secretFields.has(name)),
  );
  return data<UserFormRefusal>(
    {
      ok: false,
      intent,
      reason: answer ? 'failed' : 'unavailable',
      errorMessage: answer?.errorMessage ?? null,
      fieldErrors: Object.fromEntries(
        (answer?.fieldErrors ?? []).map(({ field, message }) => [field, message]),
      ),
      values: shown,
    },
    { status: answer ? (isRateLimited(answer) ? 429 : 422) : 503 },
  );
}

/** The page again, saying what was done (303: the browser GETs it, a reload does not post twice). */
export function done(path: string, notice: UserNotice) {
  return redirect(withNotice(path, notice), 303);
}

/**
 * The signed-in customer's data of a page of the account area, from the network; a visitor is sent to
 * `/login?redirect=<this page>` (as the dashboard does).
 */
export async function signedInQuery<Data extends { me?: unknown }, Variables extends AnyVariables>(
  locale: SiteLocale,
  args: { context: unknown; request: Request },
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data & { me: NonNullable<Data['me']> }> {
  const result = await privateQuery(args.context, document, variables);
  if (!result.me) throw redirect(loginRedirect(locale, args.request.url));
  return result as Data & { me: NonNullable<Data['me']> };
}
