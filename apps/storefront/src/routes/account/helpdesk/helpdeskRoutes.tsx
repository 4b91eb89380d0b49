/**
 * The lazy routes of the account's helpdesk (spec §2 "/user", issue 17 item 5): `helpdesk` and `helpdesk/:id`.
 * Personal like the whole `/user` area, loaded from the network, a visitor sent to `/login?redirect=…`;
 * another customer's ticket — like one that does not exist — is the 404 page.
 */
import {
  UserHelpdeskQueryDocument,
  UserHelpdeskTicketQueryDocument,
} from '@truffe/graphql/documents';
import { data, type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { personalPageHandle } from '../../../seo/personalPageHead';
import { type LazyScreenRoute } from '../../category/lazyScreenRoute';
import { signedInQuery } from '../user/userForms';
import { HelpdeskScreen, type HelpdeskData } from './HelpdeskScreen';
import { ticketAction } from './ticketAction';
import { type TicketData, TicketScreen } from './TicketScreen';

/** A head function has no message bundle: the titles match the screens' `<h1>` messages. */
const titles = {
  list: { 'fr-FR': 'Mes demandes', 'en-GB': 'My requests' },
  ticket: { 'fr-FR': 'Ma demande', 'en-GB': 'My request' },
} satisfies Record<string, Record<SiteLocale, string>>;

export function helpdeskRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<HelpdeskData> =>
      signedInQuery(locale, { context, request }, UserHelpdeskQueryDocument, {}),
    Component: HelpdeskScreen,
    handle: personalPageHandle(titles.list),
  };
}

export function ticketRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request, params }: LoaderFunctionArgs): Promise<TicketData> => {
      const id = params.id ?? '';
      const { me } = await signedInQuery(
        locale,
        { context, request },
        UserHelpdeskTicketQueryDocument,
        { id: /^\d{1,9}$/.test(id) ? id : '0' },
      );
      if (!me.helpdeskTicket) throw data(null, { status: 404, statusText: 'Not Found' });
      return { ticket: me.helpdeskTicket };
    },
    action: ticketAction,
    Component: TicketScreen,
    handle: personalPageHandle(titles.ticket),
  };
}
