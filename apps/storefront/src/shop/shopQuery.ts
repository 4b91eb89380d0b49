import { type DocumentType, graphql } from '@truffe/graphql/operations';

/**
 * The ShopQuery document (packages/graphql/src/operations/ShopQuery.graphql). The generated entry point only
 * exports the `graphql()` lookup, so the source must match the operation file exactly; when it does not, the
 * lookup's type is `unknown` and this module stops compiling.
 * TODO: import `ShopQueryDocument` directly once `@truffe/graphql/operations` exports the documents.
 */
export const shopQueryDocument = graphql(
  'query ShopQuery {\n  shop {\n    id\n    websiteId\n    name\n    url\n    baseUrl\n    imageBaseUrl\n    currentCurrency {\n      code\n      symbol\n    }\n    taxFactor\n    locale\n    defaultTitle\n    defaultDescription\n    availablePageSizes\n    sites {\n      locale\n      pathPrefix\n      currency\n      country\n      language\n    }\n  }\n}',
);

export type ShopQueryResult = DocumentType<typeof shopQueryDocument>;
