/**
 * Who is asking (issue 15): the signed-in customer of a request, read once from the session cookie's token and
 * kept on the request's services, so that prices (the customer group), carts and orders of the whole request
 * agree, and the session is touched once.
 */
import type { GraphQLContext } from '@truffe/graphql/context';

import { type CartClaim, claimCartAtSignIn } from '../cart/customerCart';
import { cartSessionOf } from '../cart/session';
import { type RequestServices, servicesOf } from '../store/requestContext';
import { customerDepsOf } from './context';
import type { CustomerView } from './customerRecord';
import { readSession, type SessionInfo } from './sessions';

/** The session and customer of a signed-in request. */
export interface Viewer {
  session: SessionInfo;
  customer: CustomerView;
}

/**
 * Reads the session of `token` into the context's services: `viewer` (null when the token is absent, unknown
 * or expired), `customerId` and `customerGroupId` (1 general, 2 approved professional). Call it once, when the
 * context is built; without it a context is a visitor's.
 */
export async function identifyCustomer(
  context: GraphQLContext,
  token: string | undefined,
): Promise<Viewer | null> {
  const services = servicesOf(context);
  const viewer = token ? await readSession(customerDepsOf(services), token) : null;
  setViewer(services, viewer);
  // Anything answered for a signed-in customer may carry its group's prices: never for a shared cache.
  if (viewer) context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
  return viewer;
}

/** Makes the request's services act for `viewer` (after a sign-in in the same request, too). */
export function setViewer(services: RequestServices, viewer: Viewer | null): void {
  services.viewer = viewer;
  services.customerId = viewer?.customer.id ?? null;
  services.customerGroupId = viewer?.customer.customerGroupId ?? 0;
}

/**
 * The request's viewer: the one {@link identifyCustomer} read, or (a context built without it, such as a test
 * harness) the session of `token` read now.
 */
export async function viewerOf(
  context: GraphQLContext,
  token: string | undefined,
): Promise<Viewer | null> {
  const services = servicesOf(context);
  if (services.viewer !== undefined) return services.viewer;
  return identifyCustomer(context, token);
}

/**
 * What follows a sign-in in the request that made it (password, social sign-in): the request acts for the
 * customer from now on, and the browser's cart becomes the customer's ({@link claimCartAtSignIn}).
 */
export async function startSignedIn(
  context: GraphQLContext,
  session: SessionInfo,
  customer: CustomerView,
): Promise<CartClaim> {
  const services = servicesOf(context);
  setViewer(services, { session, customer });
  return claimCartAtSignIn(services, cartSessionOf(context), customer.id);
}
