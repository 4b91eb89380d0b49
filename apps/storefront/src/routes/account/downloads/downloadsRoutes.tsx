/**
 * The lazy route of `/user/downloadable-products` (spec §2 "/user", issue 16 item 7): personal (the `/user`
 * route's policy and `personalPageHandle`: never cached), loaded from the network, a visitor sent to
 * `/login?redirect=…`. The files themselves are server routes (server/downloadPages.ts).
 */
import { UserDownloadsQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { personalPageHandle } from '../../../seo/personalPageHead';
import { type LazyScreenRoute } from '../../category/lazyScreenRoute';
import { signedInQuery } from '../user/userForms';
import { DownloadsScreen, type DownloadsData } from './DownloadsScreen';

/** A head function has no message bundle: the title matches the screen's `<h1>` message. */
const title = {
  'fr-FR': 'Mes produits téléchargeables',
  'en-GB': 'My downloadable products',
} satisfies Record<SiteLocale, string>;

export function downloadsRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<DownloadsData> =>
      signedInQuery(locale, { context, request }, UserDownloadsQueryDocument, {}),
    Component: DownloadsScreen,
    handle: personalPageHandle(title),
  };
}
