import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { isSiteLocale, readShopConfig, defaultLocale } from '../config';
import { buildShop } from '../shop/shop';

const shopConfig = readShopConfig();

/** Resolvers of `@truffe/graphql`'s schema. */
export const resolvers: Resolvers = {
  Query: {
    shop: (_parent, _args, context) =>
      buildShop(shopConfig, isSiteLocale(context.locale) ? context.locale : defaultLocale),
  },
};
