import type { GraphQLContext } from '@truffe/graphql/context';

import { servicesOf } from '../store/requestContext';
import type { CartSession } from './cartService';

/**
 * The request's cart session, put on the context as `cartSession` by the server (apps/storefront/server);
 * without one (e.g. a server-side render that does not forward cookies) the cart, its checkout and its orders
 * read empty and changes are not kept.
 */
export function cartSessionOf(context: GraphQLContext): CartSession {
  const session = context.cartSession as CartSession | undefined;
  return session ?? { token: undefined, issue: () => undefined };
}

/**
 * The request's services for an answer that shows the session's cart, checkout or orders: private, never
 * stored by a shared cache (decisions 0701, 0731).
 */
export function privateServicesOf(context: GraphQLContext) {
  context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
  return servicesOf(context);
}
