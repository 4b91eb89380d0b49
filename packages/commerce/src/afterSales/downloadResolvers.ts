/**
 * The account's downloadable products in GraphQL (issue 16 item 7, decision 0762): `Customer.downloadableProducts`,
 * read for the session's own customer only (the same check as the orders' resolvers, decision 0761). An
 * AVAILABLE purchase carries its signed, expiring address, made by the server's signer in the context
 * (`downloadLinks`): the secret never reaches a resolver's answer, only the address does. Answers are private.
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { DownloadState, Resolvers } from '@truffe/graphql/resolvers-types';

import { privateServicesOf } from '../cart/session';
import { requireSessionCustomer } from '../customers/sessionCustomer';
import { servicesOf } from '../store/requestContext';
import { downloadLinksOf } from './downloadUrls';
import { listCustomerDownloads } from './downloads';

const states: Record<string, DownloadState> = {
  pending: 'PENDING',
  available: 'AVAILABLE',
  limit_reached: 'LIMIT_REACHED',
  revoked: 'REVOKED',
};

/** The session's customer id, or null when the `Customer` parent (or the request) is somebody else's. */
async function sessionCustomerId(context: GraphQLContext, parent: { id?: string }) {
  const { customer } = await requireSessionCustomer(context);
  const fromRequest = servicesOf(context).customerId;
  if (fromRequest !== null && fromRequest !== customer.id) return null;
  if (parent.id !== undefined && parent.id !== String(customer.id)) return null;
  return customer.id;
}

export const downloadResolvers: Resolvers = {
  Customer: {
    downloadableProducts: async (parent, _args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null) return [];
      const services = privateServicesOf(context);
      const links = downloadLinksOf(context);
      const purchases = await listCustomerDownloads(services.db, customerId, services.locale);
      return purchases.map((purchase) => {
        const signed =
          purchase.state === 'available' && links
            ? links.urlFor(purchase.id, customerId, services.locale)
            : null;
        return {
          id: String(purchase.id),
          productName: purchase.productName,
          linkTitle: purchase.linkTitle,
          orderId: purchase.orderNumber,
          orderedAt: purchase.orderedAt,
          downloadsUsed: purchase.downloadsUsed,
          maxDownloads: purchase.maxDownloads,
          state: states[purchase.state] ?? 'REVOKED',
          downloadUrl: signed?.url ?? null,
          downloadUrlExpiresAt: signed?.expiresAt.toISOString() ?? null,
        };
      });
    },
  },
};
