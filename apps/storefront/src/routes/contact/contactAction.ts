import { CreateContactTicketMutationDocument } from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data } from 'react-router';

import { isRateLimited } from '../../data/rateLimited';
import { type SiteLocale } from '../../i18n/locales';
import { formValues, mutate } from '../account/user/userForms';

/** What the contact form's action answers its screen (`useActionData`). */
export type ContactAnswer =
  | { ok: true; ticketId: string; inAccount: boolean }
  | {
      ok: false;
      /** `failed`: the server said no (its translated messages); `unavailable`: it could not run. */
      reason: 'failed' | 'unavailable';
      errorMessage: string | null;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

/** The fields of the form that come back after a refusal (never the bot check's spent solution). */
const keptFields = ['subject', 'orderNumber', 'message', 'email'] as const;

/**
 * `/contact`'s action: the form's fields and the bot check's response go to `createContactTicket`, which opens
 * a ticket for the signed-in customer (or the given e-mail) and acknowledges it by e-mail. Done: the page says
 * so with the request's number; refused: the form again with the server's messages beside their fields.
 */
export const contactAction =
  (_locale: SiteLocale) =>
  async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const result = await mutate(context, CreateContactTicketMutationDocument, {
      input: {
        subject: values.subject ?? '',
        orderNumber: values.orderNumber || null,
        message: values.message ?? '',
        email: values.email || null,
        botCheck: values.botCheck || null,
      },
    });
    const answer = result?.createContactTicket ?? null;
    if (answer?.success && answer.ticketId)
      return {
        ok: true,
        ticketId: answer.ticketId,
        inAccount: answer.inAccount,
      } satisfies ContactAnswer;
    return data<ContactAnswer>(
      {
        ok: false,
        reason: answer ? 'failed' : 'unavailable',
        errorMessage: answer?.errorMessage ?? null,
        fieldErrors: Object.fromEntries(
          (answer?.fieldErrors ?? []).map(({ field, message }) => [field, message]),
        ),
        values: Object.fromEntries(
          keptFields.map((name) => [name, (values[name] ?? '').slice(0, 5000)]),
        ),
      },
      { status: answer ? (isRateLimited(answer) ? 429 : 422) : 503 },
    );
  };
