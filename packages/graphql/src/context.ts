/**
 * What every resolver receives. The storefront server builds it per request; @truffe/commerce fills
 * `services`. Kept open (an index signature) so that the store can add its own members without this
 * package knowing them: `graphql` never imports `commerce`.
 */
export interface GraphQLContext {
  /** Locale of the request's site: 'fr-FR' or 'en-GB'. */
  locale: string;
  [key: string]: unknown;
}
