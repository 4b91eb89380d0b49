import { RequestReturnMutationDocument } from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data, redirect } from 'react-router';

import { localizePath, type SiteLocale } from '../../../i18n/locales';
import { formValues, mutate, refused } from '../user/userForms';

/** Lines looked at in one request (an order has fewer; the server bounds them too). */
const maxLines = 50;

/**
 * The return form's action: every `qty-<lineId>` with its `reason-` and `condition-`, the resolution and the
 * comment, sent to `requestReturn` for the session's customer (the server checks the order is theirs and the
 * quantities returnable). Done: to `/user/returns?created=R-…` (303); refused: the form again with the server's
 * translated message and the choices kept.
 */
export const returnAction =
  (locale: SiteLocale) =>
  async ({ request, params, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    if (values.intent !== 'return') throw data(null, { status: 400, statusText: 'Bad Request' });
    const lines = Object.entries(values)
      // Any `qty-` field: a line id that is not a number is refused by the server, which names it.
      .map(([name, qty]) => [/^qty-(.{1,60})$/s.exec(name)?.[1], qty] as const)
      .filter((entry): entry is readonly [string, string] => entry[0] !== undefined)
      .slice(0, maxLines)
      .map(([lineId, qty]) => ({
        orderLineId: lineId,
        quantity: /^\d{1,4}$/.test(qty) ? Number(qty) : -1,
        reason: values[`reason-${lineId}`] ?? '',
        condition: values[`condition-${lineId}`] ?? '',
      }));
    const result = await mutate(context, RequestReturnMutationDocument, {
      input: {
        orderId: String(params.orderId ?? ''),
        lines,
        resolution: values.resolution ?? '',
        comment: values.comment ?? null,
      },
    });
    const answer = result?.requestReturn ?? null;
    if (answer?.success && answer.returnNumber)
      return redirect(
        `${localizePath('/user/returns', locale)}?created=${encodeURIComponent(answer.returnNumber)}`,
        303,
      );
    return refused(
      'return',
      values,
      answer ? { success: false, errorMessage: answer.errorMessage, fieldErrors: [] } : null,
    );
  };
