import {
  CartQueryDocument,
  type CartQueryQuery,
  FooterBlocksQueryDocument,
  type FooterBlocksQueryQuery,
  ShippingEstimateQueryDocument,
  type ShippingEstimateQueryQuery,
} from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { QueryError, queryData } from '../../data/queryData';
import { shopClientOf } from '../../data/shopClient';

/** The configured cart block for payments (spec §2 "a cart block for payments"). */
export const cartPaymentsBlockIdentifier = 'cart-payments';

/** Countries of the shipping estimate (the shop delivers to FR and GB). */
export const estimateCountries = ['FR', 'GB'] as const;
export type EstimateCountry = (typeof estimateCountries)[number];

export interface ShippingEstimate {
  countryCode: EstimateCountry;
  postcode: string;
  /** Null when the estimate could not be made (shown as such, never a made-up amount). */
  methods: ShippingEstimateQueryQuery['shippingEstimate'] | null;
}

export interface CartScreenData {
  cart: CartQueryQuery['cart'];
  paymentsBlock: FooterBlocksQueryQuery['cmsBlockList'][number] | null;
  estimate: ShippingEstimate | null;
}

/** The estimate asked by the GET form (`?country=FR&postcode=75001`), when it is well formed. */
function estimateRequest(url: URL): { countryCode: EstimateCountry; postcode: string } | null {
  const country = url.searchParams.get('country');
  if (!estimateCountries.includes(country as EstimateCountry)) return null;
  const postcode = (url.searchParams.get('postcode') ?? '').trim().slice(0, 10);
  return { countryCode: country as EstimateCountry, postcode };
}

/**
 * `/cart`: the session's cart (a personal route: rendered with the session's data, never cached), the CMS
 * block for payments, and the shipping estimate asked for.
 */
export async function cartLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<CartScreenData> {
  const asked = estimateRequest(new URL(request.url));
  const [cart, blocks, estimate] = await Promise.all([
    // Network-only: the browser's normalized cache does not see a mutation's cart as the query's cart.
    shopClientOf(context)
      .query(CartQueryDocument, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.error || !result.data)
          throw new QueryError('The cart could not be read', result.error);
        return result.data;
      }),
    queryData(context, FooterBlocksQueryDocument, {
      identifiers: [cartPaymentsBlockIdentifier],
    }).catch(() => null),
    asked
      ? shopClientOf(context)
          .query(
            ShippingEstimateQueryDocument,
            {
              countryCode: asked.countryCode,
              postcode: asked.postcode || null,
            },
            { requestPolicy: 'network-only' },
          )
          .toPromise()
      : null,
  ]);
  return {
    cart: cart.cart,
    paymentsBlock: blocks?.cmsBlockList[0] ?? null,
    estimate: asked
      ? {
          ...asked,
          methods: estimate?.data && !estimate.error ? estimate.data.shippingEstimate : null,
        }
      : null,
  };
}
