import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { selectRows } from '../db/database';
import { listProducts, searchWords } from '../listing/listProducts';
import { servicesOf } from '../store/requestContext';
import { parseInput } from '../validation';
import { listingParams, toListing } from './category';
import { productsByIds } from './product';

const searchSchema = z.object({
  text: z.string().trim().min(1).max(200),
  query: z.string().max(20_000).nullish(),
});
const suggestionSchema = z.object({ text: z.string().trim().max(200) });

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { text, query } = parseInput(searchSchema, args, services.locale);
      const params = listingParams(services, query);
      return toListing(context, await listProducts(services, { kind: 'search', text }, params));
    },
    searchSuggestions: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { text } = parseInput(suggestionSchema, args, services.locale);
      if (searchWords(text).length === 0) return { products: [], categories: [] };
      const params = listingParams(services, 'pageLength=6');
      const [listing, categories] = await Promise.all([
        listProducts(
          services,
          { kind: 'search', text },
          { ...params, pageLength: 6 },
          { facets: false },
        ),
        selectRows<{ id: number; name: string; urlPath: string }>(
          services.db,
          sql`SELECT c.id, cl.name, cl.url_path AS "urlPath"
            FROM category_locale cl JOIN category c ON c.id = cl.category_id
            WHERE cl.locale = ${services.locale} AND c.is_active AND c.level > 1
              AND (lower(unaccent(cl.name)) LIKE '%' || lower(unaccent(${text})) || '%'
                OR lower(unaccent(${text})) <% lower(unaccent(cl.name)))
            ORDER BY word_similarity(lower(unaccent(${text})), lower(unaccent(cl.name))) DESC, c.level, c.position
            LIMIT 5`,
        ),
      ]);
      return {
        products: await productsByIds(context, listing.productIds),
        categories: categories.map((row) => ({
          id: String(row.id),
          name: row.name,
          path: `/${row.urlPath}`,
        })),
      };
    },
  },
};
