/**
 * `/contact` (spec §2, issue 17 item 4): a personal page — it reads the session to answer a signed-in customer
 * at its account's address — never stored by the HTML cache (decision 0854).
 */
import { MeQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { privateQuery } from '../checkout/privateQuery';
import { contactAction } from './contactAction';
import { type ContactData, ContactScreen } from './ContactScreen';

const titles = { 'fr-FR': 'Nous contacter', 'en-GB': 'Contact us' } satisfies Record<
  SiteLocale,
  string
>;

export function contactRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context }: LoaderFunctionArgs): Promise<ContactData> => {
      const { me } = await privateQuery(context, MeQueryDocument, {});
      return { me: me ?? null };
    },
    action: contactAction(locale),
    Component: ContactScreen,
    handle: personalPageHandle(titles),
  };
}
