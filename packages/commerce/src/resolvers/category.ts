import type { CategoryParentModel, GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { z } from 'zod';

import type { CategoryRow } from '../catalog/productRows';
import { selectRows } from '../db/database';
import { defaultCategoryId } from '../seed/catalogData';
import { listProducts, type ListingResult } from '../listing/listProducts';
import { selectsAnyOf } from './selection';
import { parseListingQuery } from '../listing/parseListingQuery';
import { type RequestServices, servicesOf } from '../store/requestContext';
import { parseInput } from '../validation';
import { cacheControlOf, recordContent } from './contentMetadata';
import { productsByIds } from './product';

export function toCategoryParent(
  context: GraphQLContext,
  row: CategoryRow,
  routeQuery?: string,
): CategoryParentModel {
  recordContent(context, servicesOf(context).config, 'category', String(row.id));
  return { __typename: 'Category', id: String(row.id), identifier: String(row.id), routeQuery };
}

async function rowOf(services: RequestServices, parent: { id: string }): Promise<CategoryRow> {
  const row = await services.loaders.categoryById.load(Number(parent.id));
  if (!row) throw new GraphQLError(`Category ${parent.id} is not available.`);
  return row;
}

/** GraphQL shape of a listing: ids become Product parents. */
export async function toListing(context: GraphQLContext, result: ListingResult) {
  const { productIds, ...rest } = result;
  return { ...rest, items: await productsByIds(context, productIds) };
}

/** Listing parameters of a query string (spec §3/§5), with the shop's page sizes and tax factor. */
export function listingParams(services: RequestServices, query: string | null | undefined) {
  const params = parseListingQuery(query, services.config);
  return parseInput(listingLimits, params, services.locale);
}

const listingLimits = z.object({
  page: z.number().int().min(1).max(100_000),
  pageLength: z.number().int().min(1),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  sort: z.any(),
  filters: z.any(),
});

const idSchema = z.object({ id: z.string().regex(/^\d{1,9}$/) });
const querySchema = z.object({ query: z.string().max(20_000).nullish() });

export const categoryResolvers: Resolvers = {
  Query: {
    category: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { id } = parseInput(idSchema, args, services.locale);
      const row = await services.loaders.categoryById.load(Number(id));
      return row && row.level > 1 ? toCategoryParent(context, row) : null;
    },
    categoryMenu: async (_parent, _args, context) => {
      const services = servicesOf(context);
      const rows = await services.loaders.categoryChildren.load(defaultCategoryId);
      return rows.filter((row) => row.includeInMenu).map((row) => toCategoryParent(context, row));
    },
  },
  Category: {
    name: async (parent, _args, context) => (await rowOf(servicesOf(context), parent)).name,
    description: async (parent, _args, context) =>
      (await rowOf(servicesOf(context), parent)).description,
    path: async (parent, _args, context) =>
      `/${(await rowOf(servicesOf(context), parent)).urlPath}`,
    image: async (parent, _args, context) => (await rowOf(servicesOf(context), parent)).image,
    level: async (parent, _args, context) => (await rowOf(servicesOf(context), parent)).level,
    metaTitle: async (parent, _args, context) =>
      (await rowOf(servicesOf(context), parent)).metaTitle,
    metaDescription: async (parent, _args, context) =>
      (await rowOf(servicesOf(context), parent)).metaDescription,
    breadcrumbs: async (parent, _args, context) => {
      const services = servicesOf(context);
      const row = await rowOf(services, parent);
      const ids = row.path.split('/').map(Number).slice(2);
      const rows = await services.loaders.categoryById.loadMany(ids);
      return rows.flatMap((item) =>
        item && !(item instanceof Error) ? [{ name: item.name, path: `/${item.urlPath}` }] : [],
      );
    },
    alternates: async (parent, _args, context) => {
      const services = servicesOf(context);
      const rows = await selectRows<{ locale: string; urlPath: string }>(
        services.db,
        sql`SELECT locale, url_path AS "urlPath" FROM category_locale WHERE category_id = ${Number(parent.id)} ORDER BY locale DESC`,
      );
      return rows.map((row) => ({ locale: row.locale, path: `/${row.urlPath}` }));
    },
    children: async (parent, _args, context) => {
      const rows = await servicesOf(context).loaders.categoryChildren.load(Number(parent.id));
      return rows.map((row) => toCategoryParent(context, row));
    },
    products: async (parent, args, context, info) => {
      const services = servicesOf(context);
      const { query } = parseInput(querySchema, args, services.locale);
      const category = await rowOf(services, parent);
      const params = listingParams(services, query ?? parent.routeQuery);
      // Facets and price ranges are counted over the whole category: not when nobody reads them (the
      // header menu asks each top category for its first product on every page).
      const facets = selectsAnyOf(info, ['facets', 'priceRanges']);
      return toListing(
        context,
        await listProducts(services, { kind: 'category', category }, params, { facets }),
      );
    },
    cacheControl: (_parent, _args, context) =>
      cacheControlOf(servicesOf(context).config, 'category'),
  },
};
