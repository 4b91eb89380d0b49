import { data, type ActionFunctionArgs } from 'react-router';

import { isReplyRefusal, type ReplyRefusalCode } from './helpdeskFormat';

/** A refused reply as the ticket page shows it: the code of its message, its field and the text kept. */
export interface ReplyRefusal {
  refusal: ReplyRefusalCode;
  field: 'message' | 'attachment';
  message: string;
}

/**
 * The ticket page's route action. Replies are multipart forms read by the server (server/helpdeskPages.ts):
 * what reaches this action is only their refusal, handed over as `intent=reply&refusal=<code>&field=…&message=…`,
 * answered 422 so that the page shows it. Anything else posted here is a bad request and changes nothing.
 */
export async function ticketAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : undefined;
  };
  const refusal = value('refusal');
  // Not the customer's ticket (or no ticket): the page's loader answers the 404 page too.
  if (value('intent') === 'reply' && refusal === 'ticketNotFound')
    throw data(null, { status: 404, statusText: 'Not Found' });
  if (value('intent') !== 'reply' || !isReplyRefusal(refusal))
    throw data(null, { status: 400, statusText: 'Bad Request' });
  return data<ReplyRefusal>(
    {
      refusal,
      field: value('field') === 'attachment' ? 'attachment' : 'message',
      message: (value('message') ?? '').slice(0, 5000),
    },
    { status: 422 },
  );
}
