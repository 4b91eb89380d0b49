import { type UserHelpdeskTicketQueryQuery } from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { Textarea } from '@truffe/ui/Textarea';
import { useIntl } from 'react-intl';
import { useActionData, useLoaderData, useSearchParams } from 'react-router';

import { usePageConfig } from '../../../PageConfigProvider';
import { localizePath, type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { orderDateTime } from '../orders/orderFormat';
import * as styles from './helpdesk.css';
import { fileSize, replyRefusalText } from './helpdeskFormat';
import { helpdeskMessages as m } from './helpdeskMessages';
import { type ReplyRefusal } from './ticketAction';

type Ticket = NonNullable<NonNullable<UserHelpdeskTicketQueryQuery['me']>['helpdeskTicket']>;
export type TicketData = { ticket: Ticket };

/**
 * `/user/helpdesk/:id` (spec §2): one request's conversation, oldest first, with its files (served to the owner
 * only, server/helpdeskPages.ts), and the reply form. The form is `multipart/form-data` posted as a plain page
 * (`reloadDocument` has no meaning on a native form: it is one), before or after hydration alike: the server
 * reads the file, and a refusal comes back here with the message kept and the error beside its field.
 */
export function TicketScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { baseUrl } = usePageConfig();
  const { ticket } = useLoaderData<TicketData>();
  const refusal = useActionData<ReplyRefusal | undefined>();
  const [search] = useSearchParams();
  const root = baseUrl.replace(/\/$/, '');
  const action = `${root}${localizePath(`/user/helpdesk/${ticket.id}`, locale)}`;
  const error = refusal ? replyRefusalText(intl, refusal.refusal) : undefined;
  const attachmentError = refusal?.field === 'attachment' ? error : undefined;
  const messageError = refusal && refusal.field !== 'attachment' ? error : undefined;
  return (
    <div className={accountStyles.screen} data-testid="user-helpdesk-ticket">
      <h1 className={accountStyles.title}>
        {intl.formatMessage(m.ticketTitle, { id: ticket.id, subject: ticket.subjectLabel })}
      </h1>
      <p className={accountStyles.muted}>
        <span data-testid="ticket-status">
          {intl.formatMessage(m.ticketStatus, { status: ticket.statusLabel })}
        </span>
        {ticket.orderNumber ? (
          <> — {intl.formatMessage(m.ticketOrder, { number: ticket.orderNumber })}</>
        ) : null}
      </p>
      {search.get('notice') === 'replied' && !refusal ? (
        <p className={accountStyles.notice} role="status" data-testid="ticket-replied">
          {intl.formatMessage(m.replied)}
        </p>
      ) : null}
      <section className={accountStyles.section} aria-labelledby="ticket-conversation">
        <h2 id="ticket-conversation" className={accountStyles.subtitle}>
          {intl.formatMessage(m.conversation)}
        </h2>
        <ol className={styles.conversation}>
          {ticket.messages.map((message) => (
            <li
              key={message.id}
              className={message.author === 'staff' ? styles.staffMessage : styles.message}
              data-testid={`ticket-message-${message.author}`}
            >
              <p className={styles.messageMeta}>
                {message.author === 'staff'
                  ? intl.formatMessage(m.authorStaff, {
                      name: message.staffName ?? 'Truffe',
                      date: orderDateTime(intl, message.createdAt),
                    })
                  : intl.formatMessage(m.authorCustomer, {
                      date: orderDateTime(intl, message.createdAt),
                    })}
              </p>
              <p className={styles.messageBody}>{message.body}</p>
              {message.attachments.map((attachment) => (
                <p key={attachment.id} className={styles.messageMeta}>
                  <a href={`${root}/${attachment.path}`} download={attachment.fileName}>
                    {intl.formatMessage(m.attachment, {
                      name: attachment.fileName,
                      size: fileSize(intl, attachment.size),
                    })}
                  </a>
                </p>
              ))}
            </li>
          ))}
        </ol>
      </section>
      {ticket.status === 'closed' ? (
        <p className={accountStyles.notice}>{intl.formatMessage(m.closedNotice)}</p>
      ) : (
        <section className={accountStyles.section} aria-labelledby="ticket-reply">
          <h2 id="ticket-reply" className={accountStyles.subtitle}>
            {intl.formatMessage(m.replyTitle)}
          </h2>
          {error ? (
            // The reply posts the whole page (a file may go with it): the answered page puts the focus on
            // the refusal, the keyboard goes on from it to the message (decision 0928).
            <p
              className={accountStyles.alert}
              role="alert"
              data-testid="ticket-reply-error"
              tabIndex={-1}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the post just made
              autoFocus
            >
              {error}
            </p>
          ) : null}
          <form
            method="post"
            action={action}
            encType="multipart/form-data"
            className={accountStyles.form}
            noValidate
          >
            <Textarea
              label={intl.formatMessage(m.replyMessage)}
              name="message"
              rows={6}
              required
              maxLength={5000}
              defaultValue={refusal?.message ?? ''}
              error={messageError}
            />
            <div className={styles.fileField}>
              <label htmlFor="ticket-attachment" className={styles.fileLabel}>
                {intl.formatMessage(m.replyAttachment)}
              </label>
              <p id="ticket-attachment-help" className={styles.fieldHelp}>
                {intl.formatMessage(m.replyAttachmentHelp)}
              </p>
              {attachmentError ? (
                <p id="ticket-attachment-error" className={styles.fieldError}>
                  {attachmentError}
                </p>
              ) : null}
              <input
                id="ticket-attachment"
                type="file"
                name="attachment"
                accept="application/pdf,image/png,image/jpeg"
                aria-invalid={attachmentError ? true : undefined}
                aria-describedby={
                  attachmentError
                    ? 'ticket-attachment-help ticket-attachment-error'
                    : 'ticket-attachment-help'
                }
              />
            </div>
            <div>
              <Button type="submit">{intl.formatMessage(m.replySubmit)}</Button>
            </div>
          </form>
        </section>
      )}
      <p>
        <Link to={localizePath('/user/helpdesk', locale)}>{intl.formatMessage(m.backToList)}</Link>
      </p>
    </div>
  );
}
