import { ShopQueryDocument, type ShopQueryQuery } from '@truffe/graphql/documents';

/**
 * The ShopQuery document (packages/graphql/src/operations/ShopQuery.graphql), imported by name from the
 * generated documents: the `graphql()` lookup of `@truffe/graphql/operations` would bundle the source text of
 * every operation into the page.
 */
export const shopQueryDocument = ShopQueryDocument;

export type ShopQueryResult = ShopQueryQuery;
