import { type UserHelpdeskQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { visuallyHidden } from '@truffe/ui/visuallyHidden';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { localizePath, type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { orderDateTime } from '../orders/orderFormat';
import * as orderStyles from '../orders/orders.css';
import { helpdeskMessages as m } from './helpdeskMessages';
import { TableFrame } from '../orders/TableFrame';

export type HelpdeskData = { me: NonNullable<UserHelpdeskQueryQuery['me']> };

/**
 * `/user/helpdesk/` (spec §2): the customer's requests — subject, status, last reply — the latest first, each
 * linking to its conversation; a link to the contact page opens a new one.
 */
export function HelpdeskScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { me } = useLoaderData<HelpdeskData>();
  return (
    <div className={accountStyles.screen} data-testid="user-helpdesk">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.listTitle)}</h1>
      <p className={accountStyles.muted}>{intl.formatMessage(m.listIntro)}</p>
      {me.helpdeskTickets.length === 0 ? (
        <p data-testid="helpdesk-empty">{intl.formatMessage(m.listEmpty)}</p>
      ) : (
        <TableFrame label={intl.formatMessage(m.listTitle)}>
          <table className={orderStyles.table}>
            <caption className={visuallyHidden}>{intl.formatMessage(m.listTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.columnRequest)}</th>
                <th scope="col">{intl.formatMessage(m.columnSubject)}</th>
                <th scope="col">{intl.formatMessage(m.columnStatus)}</th>
                <th scope="col">{intl.formatMessage(m.columnLastReply)}</th>
              </tr>
            </thead>
            <tbody>
              {me.helpdeskTickets.map((ticket) => (
                <tr key={ticket.id} data-testid="helpdesk-ticket">
                  <th scope="row">
                    <Link to={localizePath(`/user/helpdesk/${ticket.id}`, locale)}>
                      {intl.formatMessage(m.requestNumber, { id: ticket.id })}
                    </Link>
                  </th>
                  <td>{ticket.subjectLabel}</td>
                  <td data-testid="helpdesk-ticket-status">{ticket.statusLabel}</td>
                  <td>
                    {intl.formatMessage(m.lastReplyBy, {
                      date: orderDateTime(intl, ticket.lastMessageAt),
                      author: ticket.lastAuthor,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <p>
        <Link to={localizePath('/contact', locale)}>{intl.formatMessage(m.newRequest)}</Link>
      </p>
    </div>
  );
}
