import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { GraphQLScalarType } from 'graphql';

import { afterSalesResolvers } from '../afterSales/afterSalesResolvers';
import { downloadResolvers } from '../afterSales/downloadResolvers';
import { customerOrderResolvers } from '../afterSales/orderResolvers';
import { cartResolvers } from '../cart/resolvers';
import { checkoutResolvers } from '../checkout/resolvers';
import { defaultLocale, isSiteLocale, readShopConfig } from '../config';
import { accountResolvers } from '../customers/accountResolvers';
import { proCustomerResolvers } from '../customers/proResolvers';
import { customerResolvers } from '../customers/resolvers';
import { helpdeskResolvers } from '../helpdesk/resolvers';
import { priceBasisResolvers } from '../money/priceBasisResolvers';
import { newsletterResolvers } from '../newsletter/resolvers';
import { orderResolvers } from '../orders/resolvers';
import { businessRateLimitsFromEnv, withBusinessRateLimits } from '../platform/rateLimits';
import { buildShop } from '../shop/shop';
import { wishlistResolvers } from '../wishlist/resolvers';
import { categoryResolvers } from './category';
import { contentResolvers } from './content';
import { productResolvers } from './product';
import { reviewResolvers } from './reviews';
import { routeResolvers } from './route';
import { searchResolvers } from './search';
import { sitemapResolvers } from './sitemap';

const shopConfig = readShopConfig();

/** Plain JSON values (the sanitized content trees). */
const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'A JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const parts: Resolvers[] = [
  productResolvers,
  categoryResolvers,
  routeResolvers,
  searchResolvers,
  contentResolvers,
  reviewResolvers,
  sitemapResolvers,
  cartResolvers,
  checkoutResolvers,
  orderResolvers,
  customerResolvers,
  proCustomerResolvers,
  priceBasisResolvers,
  accountResolvers,
  customerOrderResolvers,
  afterSalesResolvers,
  downloadResolvers,
  helpdeskResolvers,
  newsletterResolvers,
  wishlistResolvers,
];

/** Resolvers of `@truffe/graphql`'s schema. */
export const resolvers: Resolvers = {
  JSON: JSONScalar,
  ...Object.fromEntries(
    [...new Set(parts.flatMap((part) => Object.keys(part)))].map((typeName) => [
      typeName,
      Object.assign(
        {},
        ...parts.map((part) => (part as Record<string, object | undefined>)[typeName] ?? {}),
      ),
    ]),
  ),
  // Order placement and the form posts are rate limited in the database (decision 0890).
  Mutation: withBusinessRateLimits(
    Object.assign({}, ...parts.map((part) => part.Mutation ?? {})) as NonNullable<
      Resolvers['Mutation']
    >,
    () => businessRateLimitsFromEnv(process.env),
  ),
  Query: {
    ...Object.assign({}, ...parts.map((part) => part.Query ?? {})),
    shop: (_parent, _args, context) =>
      buildShop(shopConfig, isSiteLocale(context.locale) ? context.locale : defaultLocale),
  },
};
