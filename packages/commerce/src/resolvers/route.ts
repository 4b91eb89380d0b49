import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { z } from 'zod';

import { resolveRoute } from '../routing/resolveRoute';
import { servicesOf } from '../store/requestContext';
import { parseInput } from '../validation';
import { toCategoryParent } from './category';
import { loadCmsPages } from './content';
import { toProductParent } from './product';

const routeSchema = z.object({ url: z.string().max(2048) });

export const routeResolvers: Resolvers = {
  Query: {
    route: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { url } = parseInput(routeSchema, args, services.locale);
      const match = await resolveRoute(services, url);
      const notFound = { __typename: 'NotFound' as const, identifier: match.identifier };
      switch (match.kind) {
        case 'redirect':
          return {
            __typename: 'Redirect',
            identifier: match.identifier,
            redirectTo: match.redirectTo,
            redirectType: match.redirectType,
            external: match.external,
          };
        case 'category': {
          const row = await services.loaders.categoryById.load(match.categoryId);
          return row ? toCategoryParent(context, row, match.query) : notFound;
        }
        case 'product': {
          const row = await services.loaders.productBySku.load(match.sku);
          return row ? toProductParent(context, row) : notFound;
        }
        case 'cms-page': {
          const [page] = await loadCmsPages(context, [match.identifier]);
          return page ?? notFound;
        }
        default:
          return notFound;
      }
    },
  },
  Entity: {
    __resolveType: (entity) => (entity as { __typename?: string }).__typename as never,
  },
};
