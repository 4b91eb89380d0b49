/**
 * The request header our client always sends. The server's CSRF prevention requires it on requests
 * a browser would send cross-site without a preflight (GET, form posts), so a forged cross-site
 * request cannot run an operation.
 */
export const graphqlClientHeader = 'x-truffe-graphql-client';
