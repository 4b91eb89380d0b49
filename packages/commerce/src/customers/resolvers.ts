/**
 * `me` and the account mutations (issue 15 items 1 and 7): the GraphQL face of the customer services. The
 * session cookie belongs to the server (apps/storefront/server/customerSession.ts), which puts it on the context
 * as `customerSession`; refusals answer the spec's `{ success, errorMessage }` with translated field errors.
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { botCheckRefusal } from '../botCheck/guard';
import { servicesOf } from '../store/requestContext';
import { type CustomerDeps, customerDepsOf } from './context';
import type { CustomerView } from './customerRecord';
import { CustomerError } from './messages';
import { requestPasswordReset, resetPassword } from './passwordReset';
import { register } from './registration';
import { endSession } from './sessions';
import { setViewer, startSignedIn, viewerOf } from './viewer';
import { cartSessionOf } from '../cart/session';
import { signIn } from './signIn';
import { socialProvidersFromEnv } from './social/providers';

/** The request's session cookie, as the server puts it on the context (`customerSession`). */
export interface CustomerSessionCookie {
  /** The cookie's token (well-formed), or undefined. */
  token: string | undefined;
  /** The client's address as the server trusts it (the sign-in throttle's second key). */
  clientAddress: string | undefined;
  /** Sets the cookie of a new session (`remember`: kept until `expiresAt`, else a browser-session cookie). */
  issue(token: string, options: { remember: boolean; expiresAt: Date }): void;
  /** Removes the cookie (signed out, or a session the server no longer knows). */
  clear(): void;
}

/** A form refused by the bot check: the message in general and beside the widget (field `botCheck`). */
function botCheckRefused(message: string) {
  return {
    success: false,
    errorMessage: message,
    fieldErrors: [{ field: 'botCheck', message }],
    message: null,
    customer: null,
  };
}

let socialProviders: ReturnType<typeof socialProvidersFromEnv> | undefined;

const noSession: CustomerSessionCookie = {
  token: undefined,
  clientAddress: undefined,
  issue: () => undefined,
  clear: () => undefined,
};

/** The request's session cookie; without one (a harness) nobody is signed in and nothing is kept. */
export function customerSessionOf(context: GraphQLContext): CustomerSessionCookie {
  return (context.customerSession as CustomerSessionCookie | undefined) ?? noSession;
}

/** The services of an answer about the session's customer: private, never stored by a shared cache. */
function privateDepsOf(context: GraphQLContext): CustomerDeps {
  context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
  return customerDepsOf(servicesOf(context));
}

function customerOutput(customer: CustomerView) {
  return {
    id: String(customer.id),
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
  };
}

const succeeded = (extra: { message?: string; customer?: CustomerView } = {}) => ({
  success: true,
  errorMessage: null,
  fieldErrors: [],
  message: extra.message ?? null,
  customer: extra.customer ? customerOutput(extra.customer) : null,
});

/** A refusal of the services as a result; anything else is an internal error and is rethrown. */
async function answering<T>(context: GraphQLContext, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CustomerError)) throw error;
    const locale = servicesOf(context).locale;
    return {
      success: false,
      errorMessage: error.translate(locale),
      fieldErrors: error.fieldMessages(locale),
      message: null,
      customer: null,
    };
  }
}

export const customerResolvers: Resolvers = {
  Query: {
    // The same for everyone and read from the environment once: public, cacheable.
    socialSignInProviders: () =>
      (socialProviders ??= socialProvidersFromEnv(process.env)).map(({ id, name }) => ({
        id,
        name,
      })),
    me: async (_parent, _args, context) => {
      privateDepsOf(context);
      const cookie = customerSessionOf(context);
      if (!cookie.token) return null;
      const current = await viewerOf(context, cookie.token);
      // Expired or ended elsewhere: the browser stops presenting it (and its pages become shareable again).
      if (!current) cookie.clear();
      return current ? customerOutput(current.customer) : null;
    },
  },
  Mutation: {
    signIn: (_parent, args, context) =>
      answering(context, async () => {
        const deps = privateDepsOf(context);
        const cookie = customerSessionOf(context);
        const locale = servicesOf(context).locale;
        const result = await signIn(
          deps,
          { email: args.email, password: args.password, remember: args.remember, locale },
          { clientAddress: cookie.clientAddress, previousSessionToken: cookie.token },
        );
        if (!result.ok)
          return {
            success: false,
            errorMessage: result.message,
            fieldErrors: [],
            message: null,
            customer: null,
          };
        cookie.issue(result.session.token, {
          remember: result.session.remember,
          expiresAt: result.session.absoluteExpiresAt,
        });
        await startSignedIn(context, result.session, result.customer);
        return succeeded({ customer: result.customer });
      }),
    signOut: async (_parent, _args, context) => {
      const deps = privateDepsOf(context);
      const cookie = customerSessionOf(context);
      await endSession(deps, cookie.token);
      cookie.clear();
      // The cart stays with the customer, not with this browser (a shared computer shows the next visitor none).
      cartSessionOf(context).clear?.();
      setViewer(servicesOf(context), null);
      return { success: true, errorMessage: null };
    },
    registerCustomer: (_parent, args, context) =>
      answering(context, async () => {
        const deps = privateDepsOf(context);
        const { input } = args;
        const refusal = await botCheckRefusal(context, input.botCheck);
        if (refusal) return botCheckRefused(refusal);
        const result = await register(deps, {
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          password: input.password,
          newsletter: input.newsletter,
          // Checked by the service (a refusal names the field), whatever the client sent.
          acceptCgv: input.acceptCgv as true,
          locale: servicesOf(context).locale,
        });
        return succeeded({ message: result.message });
      }),
    requestPasswordReset: (_parent, args, context) =>
      answering(context, async () => {
        const deps = privateDepsOf(context);
        const refusal = await botCheckRefusal(context, args.botCheck);
        if (refusal) return botCheckRefused(refusal);
        const result = await requestPasswordReset(deps, {
          email: args.email,
          locale: servicesOf(context).locale,
        });
        return succeeded({ message: result.message });
      }),
    resetPassword: (_parent, args, context) =>
      answering(context, async () => {
        const deps = privateDepsOf(context);
        await resetPassword(deps, { token: args.token, password: args.password });
        // Every session of the account ended, this browser's too.
        customerSessionOf(context).clear();
        return succeeded();
      }),
  },
};
