// Server-only entry (`@truffe/graphql/client/server`): graphql-js and Node APIs stay out of the browser bundle.
export { createServerShopClient, type ServerShopClientOptions } from './createServerShopClient';
export { executeExchange, type ExecuteExchangeOptions } from './executeExchange';
