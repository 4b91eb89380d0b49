import { ReorderMutationDocument, UserOrderQueryDocument } from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { mutate, signedInQuery } from '../user/userForms';

/** What the order page shows after its reorder button (`useActionData`). */
export interface ReorderAnswer {
  intent: 'reorder';
  /** The server could not run the mutation. */
  unavailable: boolean;
  success: boolean;
  errorMessage: string | null;
  addedCount: number;
  notAdded: { sku: string; name: string; message: string }[];
}

/**
 * `/user/orders/:orderId/`'s form: adds what is still orderable of the order to the cart (the server's
 * `reorder`, for the session's customer only) and answers, on the same page, what was added and what was not
 * with the server's translated reasons — the page works without JavaScript. A visitor is sent to sign in;
 * another customer's order, like a number that does not exist, is the 404 page (the order is looked up for the
 * session first, as the page's loader does) and nothing is added.
 */
export const reorderAction = (locale: SiteLocale) => async (args: ActionFunctionArgs) => {
  const { request, params, context } = args;
  const form = await request.formData();
  const orderId = String(params.orderId ?? '');
  if (form.get('intent') !== 'reorder' || orderId === '')
    throw data(null, { status: 400, statusText: 'Bad Request' });
  const { me } = await signedInQuery(locale, { context, request }, UserOrderQueryDocument, {
    orderId,
  });
  if (!me.order) throw data(null, { status: 404, statusText: 'Not Found' });
  const result = await mutate(context, ReorderMutationDocument, { orderId });
  const answer = result?.reorder ?? null;
  return data<ReorderAnswer>(
    {
      intent: 'reorder',
      unavailable: answer === null,
      success: answer?.success ?? false,
      errorMessage: answer?.errorMessage ?? null,
      addedCount: answer?.addedCount ?? 0,
      notAdded: (answer?.notAdded ?? []).map(({ sku, name, message }) => ({ sku, name, message })),
    },
    { status: answer === null ? 503 : answer.success ? 200 : 422 },
  );
};
