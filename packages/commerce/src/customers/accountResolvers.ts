/**
 * The account area's GraphQL (issue 15 items 6 and 7): the address book and the newsletter choice of
 * `Customer`, and the mutations of `/user/information`, `/user/address-book` and `/user/newsletter`. Thin:
 * each mutation takes the session's customer (sessionCustomer.ts) and calls a service of this folder;
 * refusals are the services' translated `CustomerError`s.
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { CustomerAddressInput, Resolvers } from '@truffe/graphql/resolvers-types';

import { servicesOf } from '../store/requestContext';
import { type AddressDefaultKind, setDefaultAddress } from './addressDefaults';
import {
  type AddressInput,
  createAddress,
  type CustomerAddressView,
  deleteAddress,
  listAddresses,
  updateAddress,
} from './addresses';
import type { CustomerView } from './customerRecord';
import { pendingEmailChange, requestEmailChange } from './emailChange';
import { CustomerError } from './messages';
import { newsletterStatus, subscribeNewsletter, unsubscribeNewsletter } from './newsletter';
import { accountNewsletterWording } from './newsletterWording';
import { changePasswordRenewingSession, updateName } from './profile';
import { profileMessage } from './profileMessages';
import { customerSessionOf } from './resolvers';
import { privateCustomerDepsOf, requireSessionCustomer } from './sessionCustomer';

function customerOutput(customer: CustomerView) {
  return {
    id: String(customer.id),
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
  };
}

function addressOutput(address: CustomerAddressView) {
  return { ...address, id: String(address.id) };
}

/** A refusal of the services as a failed result; anything else is an internal error and is rethrown. */
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
      address: null,
    };
  }
}

const succeeded = (
  customer: CustomerView,
  extra: { message?: string; address?: CustomerAddressView } = {},
) => ({
  success: true,
  errorMessage: null,
  fieldErrors: [],
  message: extra.message ?? null,
  customer: customerOutput(customer),
  address: extra.address ? addressOutput(extra.address) : null,
});

/** The service's input of an address as GraphQL gives it (null options become "not given"). */
function addressInputOf(input: CustomerAddressInput): AddressInput {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company ?? null,
    street: input.street,
    postcode: input.postcode,
    city: input.city,
    countryCode: input.countryCode,
    telephone: input.telephone ?? null,
    isDefaultBilling: input.isDefaultBilling ?? undefined,
    isDefaultShipping: input.isDefaultShipping ?? undefined,
  };
}

/** An address id as the services read it (a malformed one is "not found" there). */
const addressIdOf = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : null);

/**
 * `Customer` objects are only ever made by the account resolvers from the session's own customer (`me` and
 * the mutations' results), so its id here is the session's customer id, never one a client chose.
 */
function ownerOf(parent: { id?: string }): number {
  const id = Number(parent.id);
  if (!Number.isSafeInteger(id)) throw new Error('A Customer without its id');
  return id;
}

export const accountResolvers: Resolvers = {
  Customer: {
    addresses: async (parent, _args, context) =>
      (await listAddresses(privateCustomerDepsOf(context), ownerOf(parent))).map(addressOutput),
    defaultBilling: async (parent, _args, context) => {
      const addresses = await listAddresses(privateCustomerDepsOf(context), ownerOf(parent));
      const found = addresses.find((address) => address.isDefaultBilling);
      return found ? addressOutput(found) : null;
    },
    defaultShipping: async (parent, _args, context) => {
      const addresses = await listAddresses(privateCustomerDepsOf(context), ownerOf(parent));
      const found = addresses.find((address) => address.isDefaultShipping);
      return found ? addressOutput(found) : null;
    },
    isSubscribed: async (parent, _args, context) =>
      (await newsletterStatus(privateCustomerDepsOf(context), ownerOf(parent))).subscribed,
    newsletterChoiceAt: async (parent, _args, context) =>
      (
        await newsletterStatus(privateCustomerDepsOf(context), ownerOf(parent))
      ).since?.toISOString() ?? null,
    pendingEmail: async (parent, _args, context) =>
      (await pendingEmailChange(privateCustomerDepsOf(context), ownerOf(parent)))?.newEmail ?? null,
    newsletterWording: (_parent, _args, context) =>
      accountNewsletterWording(servicesOf(context).locale),
  },
  Mutation: {
    updateCustomerName: (_parent, args, context) =>
      answering(context, async () => {
        const { deps, customer } = await requireSessionCustomer(context);
        return succeeded(await updateName(deps, customer.id, args.input));
      }),
    changeCustomerEmail: (_parent, args, context) =>
      answering(context, async () => {
        const { deps, session } = await requireSessionCustomer(context);
        const { customer } = await requestEmailChange(deps, session, {
          email: args.email,
          password: args.password,
        });
        // The same words whether the address was free or another account's (emailChange.ts).
        const message = profileMessage(servicesOf(context).locale, 'emailChangeRecorded');
        return succeeded(customer, { message });
      }),
    changeCustomerPassword: (_parent, args, context) =>
      answering(context, async () => {
        const { deps, session, customer } = await requireSessionCustomer(context);
        const renewed = await changePasswordRenewingSession(deps, session, {
          currentPassword: args.currentPassword,
          newPassword: args.newPassword,
        });
        customerSessionOf(context).issue(renewed.session.token, {
          remember: renewed.session.remember,
          expiresAt: renewed.session.absoluteExpiresAt,
        });
        return succeeded(customer);
      }),
    createCustomerAddress: (_parent, args, context) =>
      answering(context, async () => {
        const { deps, customer } = await requireSessionCustomer(context);
        const address = await createAddress(deps, customer.id, addressInputOf(args.input));
        return succeeded(customer, { address });
      }),
    updateCustomerAddress: (_parent, args, context) =>
      answering(context, async () => {
        const { deps, customer } = await requireSessionCustomer(context);
        const address = await updateAddress(
          deps,
          customer.id,
          addressIdOf(args.id),
          addressInputOf(args.input),
        );
        return succeeded(customer, { address });
      }),
    deleteCustomerAddress: (_parent, args, context) =>
      answering(context, async () => {
        const { deps, customer } = await requireSessionCustomer(context);
        await deleteAddress(deps, customer.id, addressIdOf(args.id));
        return succeeded(customer);
      }),
    setDefaultCustomerAddress: (_parent, args, context) =>
      answering(context, async () => {
        const { deps, customer } = await requireSessionCustomer(context);
        const kind: AddressDefaultKind = args.kind === 'BILLING' ? 'billing' : 'shipping';
        const address = await setDefaultAddress(deps, customer.id, addressIdOf(args.id), kind);
        return succeeded(customer, { address });
      }),
    subscribeCustomerNewsletter: (_parent, _args, context) =>
      answering(context, async () => {
        const { deps, customer } = await requireSessionCustomer(context);
        await subscribeNewsletter(deps, customer.id, {
          source: 'account',
          wording: accountNewsletterWording(servicesOf(context).locale),
        });
        return succeeded(customer);
      }),
    unsubscribeCustomerNewsletter: (_parent, _args, context) =>
      answering(context, async () => {
        const { deps, customer } = await requireSessionCustomer(context);
        await unsubscribeNewsletter(deps, customer.id, {
          source: 'account',
          wording: accountNewsletterWording(servicesOf(context).locale),
        });
        return succeeded(customer);
      }),
  },
};
