/**
 * The lazy routes of the account area's pages (spec §2 "/user", issue 15 item 6): `information`,
 * `address-book` and `newsletter`. Each is personal (the `/user` route's policy and `personalPageHandle`: never
 * cached), loads the session's customer from the network and sends a visitor to `/login?redirect=…`; each
 * form posts to its route's action, so every change works without JavaScript.
 */
import {
  UserAddressBookQueryDocument,
  UserInformationQueryDocument,
  UserNewsletterQueryDocument,
} from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { personalPageHandle } from '../../../seo/personalPageHead';
import { type LazyScreenRoute } from '../../category/lazyScreenRoute';
import { addressBookAction } from './addressBookAction';
import { AddressBookScreen, type AddressBookData } from './AddressBookScreen';
import { informationAction } from './informationAction';
import { InformationScreen, type InformationData } from './InformationScreen';
import { newsletterAction } from './newsletterAction';
import { NewsletterScreen, type NewsletterData } from './NewsletterScreen';
import { signedInQuery } from './userForms';

/** A head function has no message bundle: the titles match the screens' `<h1>` messages. */
const titles = {
  information: { 'fr-FR': 'Mes informations', 'en-GB': 'My information' },
  addressBook: { 'fr-FR': 'Carnet d’adresses', 'en-GB': 'Address book' },
  newsletter: { 'fr-FR': 'Newsletter', 'en-GB': 'Newsletter' },
} satisfies Record<string, Record<SiteLocale, string>>;

export function informationRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<InformationData> =>
      signedInQuery(locale, { context, request }, UserInformationQueryDocument, {}),
    action: informationAction(locale),
    Component: InformationScreen,
    handle: personalPageHandle(titles.information),
  };
}

export function addressBookRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<AddressBookData> =>
      signedInQuery(locale, { context, request }, UserAddressBookQueryDocument, {}),
    action: addressBookAction(locale),
    Component: AddressBookScreen,
    handle: personalPageHandle(titles.addressBook),
  };
}

export function newsletterRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<NewsletterData> =>
      signedInQuery(locale, { context, request }, UserNewsletterQueryDocument, {}),
    action: newsletterAction(locale),
    Component: NewsletterScreen,
    handle: personalPageHandle(titles.newsletter),
  };
}
