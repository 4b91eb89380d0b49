/**
 * "The session's customer, or a refusal" for the resolvers of the account area (issue 15 item 7): every
 * customer-owned object is reached through the customer id this returns, never through an id the client
 * sends, so one customer can never read or change another's.
 */
import type { GraphQLContext } from '@truffe/graphql/context';

import { servicesOf } from '../store/requestContext';
import { type CustomerDeps, customerDepsOf } from './context';
import type { CustomerView } from './customerRecord';
import { CustomerError } from './messages';
import { customerSessionOf } from './resolvers';
import { type SessionInfo } from './sessions';
import { viewerOf } from './viewer';

/** The signed-in customer of a request, with the services to act for it. */
export interface SessionCustomer {
  deps: CustomerDeps;
  session: SessionInfo;
  customer: CustomerView;
}

/** The services of an answer about the session's customer: private, never stored by a shared cache. */
export function privateCustomerDepsOf(context: GraphQLContext): CustomerDeps {
  context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
  return customerDepsOf(servicesOf(context));
}

/**
 * The customer of the request's session cookie; `CustomerError('notSignedIn')` without a live session (an
 * expired or ended one also clears the cookie, as `me` does).
 */
export async function requireSessionCustomer(context: GraphQLContext): Promise<SessionCustomer> {
  const deps = privateCustomerDepsOf(context);
  const cookie = customerSessionOf(context);
  // The session read once for the request (viewer.ts), or now for a context built without it.
  const current = cookie.token ? await viewerOf(context, cookie.token) : null;
  if (!current) {
    if (cookie.token) cookie.clear();
    throw new CustomerError('notSignedIn');
  }
  return { deps, ...current };
}
