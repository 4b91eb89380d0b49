import {
  ConfirmNewsletterSubscriptionMutationDocument,
  RequestNewsletterSubscriptionMutationDocument,
  UnsubscribeNewsletterByTokenMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data } from 'react-router';

import { unknownFormMessage } from '../../data/unknownForm';
import { type SiteLocale } from '../../i18n/locales';
import { formValues, mutate } from '../account/user/userForms';

/** The three forms of the page. */
export type NewsletterIntent = 'subscribe' | 'confirm' | 'unsubscribe';

/** What the page's action answers (`useActionData`). */
export type NewsletterAnswer =
  | { ok: true; intent: NewsletterIntent }
  | {
      ok: false;
      intent: NewsletterIntent;
      errorMessage: string | null;
      fieldErrors: Record<string, string>;
      /** The typed address, to fill the form again. */
      email: string;
    };

/**
 * The site of the page posted to: `/en/newsletter` (under any mount path) is the English one. Read from the
 * address rather than passed by the route table, whose code every page loads (decision 0930).
 */
function siteOfPost(request: Request): SiteLocale {
  return /\/en\/newsletter\/?$/.test(new URL(request.url).pathname) ? 'en-GB' : 'fr-FR';
}

/**
 * `/newsletter`'s action: `subscribe` (the address and the bot check's response; the server stores its own
 * consent text), `confirm` (the e-mailed link's token: the double opt-in) and `unsubscribe` (a newsletter
 * e-mail's token). The token pages only show a button: following a link never changes anything by itself, so
 * a mail scanner that opens it subscribes or unsubscribes nobody.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const values = await formValues(request);
  const intent = values.intent;
  let answer: {
    success: boolean;
    errorMessage?: string | null;
    fieldErrors: readonly { field: string; message: string }[];
  } | null = null;
  if (intent === 'subscribe') {
    const result = await mutate(context, RequestNewsletterSubscriptionMutationDocument, {
      email: values.email ?? '',
      botCheck: values.botCheck || null,
    });
    answer = result?.requestNewsletterSubscription ?? null;
  } else if (intent === 'confirm') {
    const result = await mutate(context, ConfirmNewsletterSubscriptionMutationDocument, {
      token: values.token ?? '',
    });
    answer = result?.confirmNewsletterSubscription ?? null;
  } else if (intent === 'unsubscribe') {
    const result = await mutate(context, UnsubscribeNewsletterByTokenMutationDocument, {
      token: values.token ?? '',
    });
    answer = result?.unsubscribeNewsletterByToken ?? null;
  } else {
    // No form of the page sends another intent: the page again, with a translated refusal beside the
    // subscription form (decision 0930), rather than the error view's "Unknown error".
    return data<NewsletterAnswer>(
      {
        ok: false,
        intent: 'subscribe',
        errorMessage: unknownFormMessage(siteOfPost(request)),
        fieldErrors: {},
        email: (values.email ?? '').slice(0, 254),
      },
      { status: 400 },
    );
  }
  if (answer?.success) return { ok: true, intent } satisfies NewsletterAnswer;
  return data<NewsletterAnswer>(
    {
      ok: false,
      intent,
      errorMessage: answer?.errorMessage ?? null,
      fieldErrors: Object.fromEntries(
        (answer?.fieldErrors ?? []).map(({ field, message }) => [field, message]),
      ),
      email: (values.email ?? '').slice(0, 254),
    },
    { status: answer ? 422 : 503 },
  );
}
