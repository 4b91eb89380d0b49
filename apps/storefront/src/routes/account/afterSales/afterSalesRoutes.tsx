/**
 * The lazy routes of the account's returns, refunds and store credit (spec §2 "/user", issue 16 items 4–6):
 * `orders/:orderId/returns/create`, `orders/:orderId/refunds`, `returns` and `store-credit`. Personal like the
 * whole `/user` area, loaded from the network, a visitor sent to `/login?redirect=…`; another customer's order —
 * like one that does not exist, or one with nothing to return — is the 404 page.
 */
import {
  UserOrderQueryDocument,
  UserReturnFormQueryDocument,
  UserReturnsQueryDocument,
  UserStoreCreditQueryDocument,
} from '@truffe/graphql/documents';
import { data, type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { personalPageHandle } from '../../../seo/personalPageHead';
import { type LazyScreenRoute } from '../../category/lazyScreenRoute';
import { type OrderData } from '../orders/OrderScreen';
import { signedInQuery } from '../user/userForms';
import { RefundsScreen } from './RefundsScreen';
import { ReturnCreateScreen, type ReturnFormData } from './ReturnCreateScreen';
import { ReturnsScreen, type ReturnsData } from './ReturnsScreen';
import { returnAction } from './returnAction';
import { StoreCreditScreen, type StoreCreditData } from './StoreCreditScreen';

/** A head function has no message bundle: the titles match the screens' `<h1>` messages. */
const titles = {
  returnCreate: { 'fr-FR': 'Retourner des articles', 'en-GB': 'Return items' },
  refunds: { 'fr-FR': 'Remboursements', 'en-GB': 'Refunds' },
  returns: { 'fr-FR': 'Mes retours', 'en-GB': 'My returns' },
  storeCredit: { 'fr-FR': 'Mon avoir client', 'en-GB': 'My store credit' },
} satisfies Record<string, Record<SiteLocale, string>>;

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

export function returnCreateRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request, params }: LoaderFunctionArgs): Promise<ReturnFormData> => {
      const { me } = await signedInQuery(
        locale,
        { context, request },
        UserReturnFormQueryDocument,
        {
          orderId: params.orderId ?? '',
        },
      );
      if (!me.returnableOrder) throw notFound();
      return { me, order: me.returnableOrder };
    },
    action: returnAction(locale),
    Component: ReturnCreateScreen,
    handle: personalPageHandle(titles.returnCreate),
  };
}

export function refundsRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request, params }: LoaderFunctionArgs): Promise<OrderData> => {
      const { me } = await signedInQuery(locale, { context, request }, UserOrderQueryDocument, {
        orderId: params.orderId ?? '',
      });
      if (!me.order) throw notFound();
      return { me, order: me.order };
    },
    Component: RefundsScreen,
    handle: personalPageHandle(titles.refunds),
  };
}

export function returnsRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<ReturnsData> =>
      signedInQuery(locale, { context, request }, UserReturnsQueryDocument, {}),
    Component: ReturnsScreen,
    handle: personalPageHandle(titles.returns),
  };
}

export function storeCreditRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<StoreCreditData> =>
      signedInQuery(locale, { context, request }, UserStoreCreditQueryDocument, {}),
    Component: StoreCreditScreen,
    handle: personalPageHandle(titles.storeCredit),
  };
}
