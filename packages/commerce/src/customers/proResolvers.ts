/**
 * The professional side of the customer GraphQL (issue 15 item 3): `registerPro`, and what `me` tells the
 * screens about a pro account (`group`, `proStatus`, `company`). Beside `resolvers.ts`, merged with it by type.
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { botCheckRefusal } from '../botCheck/guard';
import { servicesOf } from '../store/requestContext';
import { customerDepsOf } from './context';
import { type CustomerView, findCustomerById } from './customerRecord';
import { CustomerError } from './messages';
import { registerPro } from './registration';

/** Everything about the session's customer is private: never stored by a shared cache. */
function privateServices(context: GraphQLContext) {
  context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
  return servicesOf(context);
}

type CustomerRowRead = Promise<CustomerView | undefined>;

/** The rows read during one request (its context), by customer id. */
const rowsByRequest = new WeakMap<object, Map<string, CustomerRowRead>>();

/**
 * The customer row behind a `Customer` answer. The parent is always the session's own customer (`me`, a
 * mutation's `customer`), so reading it by its id discloses nothing more; one read per request and customer.
 */
function customerOf(context: GraphQLContext, id: string | undefined): CustomerRowRead {
  const services = privateServices(context);
  // Usually the request's viewer, read once with its session (customers/viewer.ts).
  const viewer = services.viewer?.customer;
  if (viewer && String(viewer.id) === String(id)) return Promise.resolve(viewer);
  let rows = rowsByRequest.get(context);
  if (!rows) rowsByRequest.set(context, (rows = new Map()));
  const key = String(id);
  let row = rows.get(key);
  if (!row) rows.set(key, (row = findCustomerById(services.db, Number(key))));
  return row;
}

export const proCustomerResolvers: Resolvers = {
  Customer: {
    group: async (parent, _args, context) =>
      (await customerOf(context, parent.id))?.group ?? 'general',
    proStatus: async (parent, _args, context) =>
      (await customerOf(context, parent.id))?.proStatus ?? 'none',
    company: async (parent, _args, context) =>
      (await customerOf(context, parent.id))?.proDetails?.company ?? null,
  },
  Mutation: {
    registerPro: async (_parent, args, context) => {
      const services = privateServices(context);
      const { input } = args;
      // The bot check first (decision 0756): a refused form creates nothing.
      const refusal = await botCheckRefusal(context, input.botCheck);
      if (refusal)
        return {
          success: false,
          errorMessage: refusal,
          fieldErrors: [{ field: 'botCheck', message: refusal }],
          message: null,
          customer: null,
        };
      try {
        const result = await registerPro(customerDepsOf(services), {
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          password: input.password,
          company: input.company,
          siret: input.siret,
          vatNumber: input.vatNumber,
          // Checked by the service against the five activities (a refusal names the field).
          activity: input.activity as never,
          phone: input.phone,
          address: {
            street: input.address.street,
            postcode: input.address.postcode,
            city: input.address.city,
            countryCode: input.address.countryCode,
          },
          newsletter: input.newsletter,
          // Checked by the service (a refusal names the field), whatever the client sent.
          acceptCgv: input.acceptCgv as true,
          locale: services.locale,
        });
        return {
          success: true,
          errorMessage: null,
          fieldErrors: [],
          message: result.message,
          customer: null,
        };
      } catch (error) {
        if (!(error instanceof CustomerError)) throw error;
        return {
          success: false,
          errorMessage: error.translate(services.locale),
          fieldErrors: error.fieldMessages(services.locale),
          message: null,
          customer: null,
        };
      }
    },
  },
};
