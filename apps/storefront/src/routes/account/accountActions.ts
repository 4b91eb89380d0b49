import { type AnyVariables, type TypedDocumentNode } from '@urql/core';
import {
  RegisterCustomerMutationDocument,
  RequestPasswordResetMutationDocument,
  ResetPasswordMutationDocument,
  SignInMutationDocument,
  SignOutMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data, redirect } from 'react-router';

import { safeReturnPath } from '../../data/mutationAction';
import { isRateLimited, rateLimitedData, rateLimitedMessage } from '../../data/rateLimited';
import { shopClientOf } from '../../data/shopClient';
import { type SiteLocale } from '../../i18n/locales';
import { accountPaths, type LoginNotice } from './accountPaths';
import { completePendingWishlistAdd } from '../wishlist/wishlistAction';

/** What an account form's action answers its screen (`useActionData`). */
export type AccountActionData =
  | {
      ok: false;
      /** `failed`: the server said no (its translated message and fields); `unavailable`: it could not run. */
      reason: 'failed' | 'unavailable';
      errorMessage: string | null;
      /** The server's translated message per refused field (the form's field names). */
      fieldErrors: Record<string, string>;
      /** What was typed, to fill the form again — never a password. */
      values: Record<string, string>;
    }
  | {
      ok: true;
      /** What to tell the customer (never whether an e-mail has an account). */
      message: string | null;
    };

interface CustomerAnswer {
  success: boolean;
  errorMessage?: string | null;
  message?: string | null;
  fieldErrors: readonly { field: string; message: string }[];
}

/** The posted form's text fields (the first value of each name). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData())
    if (typeof value === 'string') values[name] ??= value;
  return values;
}

/** The typed values to show again: passwords, tokens and spent bot-check solutions stay out of the page. */
function shownValues(values: Record<string, string>): Record<string, string> {
  const { password: _password, token: _token, botCheck: _botCheck, ...shown } = values;
  return shown;
}

/** Runs an account mutation through the page's client; null when it could not run. */
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

/** A refusal for the form: the server's messages by field, the typed values back (never a password). */
export function refused(values: Record<string, string>, answer: CustomerAnswer | null) {
  return data<AccountActionData>(
    {
      ok: false,
      reason: answer ? 'failed' : 'unavailable',
      errorMessage: answer?.errorMessage ?? null,
      fieldErrors: Object.fromEntries(
        (answer?.fieldErrors ?? []).map(({ field, message }) => [field, message]),
      ),
      values: shownValues(values),
    },
    { status: answer ? (isRateLimited(answer) ? 429 : 422) : 503 },
  );
}

/** Whether a checkbox was ticked. */
export const checked = (value: string | undefined) => value === 'on' || value === 'true';

/** `/login` with a notice to show (signed out, password changed). */
function loginWith(locale: SiteLocale, notice: LoginNotice) {
  return `${accountPaths(locale).login}?notice=${notice}`;
}

/** Signs in and goes where the visitor was going (a same-site path), else to the dashboard. */
export function signInAction(locale: SiteLocale) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const result = await mutate(context, SignInMutationDocument, {
      email: values.email ?? '',
      password: values.password ?? '',
      remember: checked(values.remember),
    });
    if (!result?.signIn.success) return refused(values, result?.signIn ?? null);
    const target = safeReturnPath(values.redirect, accountPaths(locale).dashboard);
    // A visitor's heart waited for this sign-in: the product is added now, in this POST.
    return redirect(await completePendingWishlistAdd(context, locale, target), 303);
  };
}

/**
 * Registers, then signs in with the same credentials (registration alone never does, decision 0750). When the
 * sign-in does not succeed (the address had an account), the page says what registration says to everyone.
 */
export function registerAction(locale: SiteLocale) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const email = values.email ?? '';
    const password = values.password ?? '';
    const result = await mutate(context, RegisterCustomerMutationDocument, {
      input: {
        firstname: values.firstname ?? '',
        lastname: values.lastname ?? '',
        email,
        password,
        newsletter: checked(values.newsletter),
        acceptCgv: checked(values.acceptCgv),
        // The widget's response (decision 0756); empty without JavaScript.
        botCheck: values.botCheck || null,
      },
    });
    const answer = result?.registerCustomer ?? null;
    if (!answer?.success) return refused(values, answer);
    const signedIn = await mutate(context, SignInMutationDocument, {
      email,
      password,
      remember: false,
    });
    if (signedIn?.signIn.success) return redirect(accountPaths(locale).dashboard, 303);
    return { ok: true, message: answer.message ?? null } satisfies AccountActionData;
  };
}

/** Asks for a reset link; the answer is the same for every address. */
export function passwordRequestAction() {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const result = await mutate(context, RequestPasswordResetMutationDocument, {
      email: values.email ?? '',
      botCheck: values.botCheck || null,
    });
    const answer = result?.requestPasswordReset ?? null;
    if (!answer?.success) return refused(values, answer);
    return { ok: true, message: answer.message ?? null } satisfies AccountActionData;
  };
}

/** Sets the new password with the link's token, then sends the customer to sign in with it. */
export function passwordResetAction(locale: SiteLocale) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const result = await mutate(context, ResetPasswordMutationDocument, {
      token: values.token ?? '',
      password: values.password ?? '',
    });
    const answer = result?.resetPassword ?? null;
    if (!answer?.success) return refused(values, answer);
    return redirect(loginWith(locale, 'passwordChanged'), 303);
  };
}

/** Ends the session on the server (and its cookie), then shows the sign-in page saying so. */
export function signOutAction(locale: SiteLocale) {
  return async ({ context }: ActionFunctionArgs) => {
    const result = await mutate(context, SignOutMutationDocument, {});
    if (!result?.signOut.success)
      return data<AccountActionData>(
        {
          ok: false,
          reason: result ? 'failed' : 'unavailable',
          errorMessage: result?.signOut.errorMessage ?? null,
          fieldErrors: {},
          values: {},
        },
        { status: result ? 422 : 503 },
      );
    return redirect(loginWith(locale, 'signedOut'), 303);
  };
}
