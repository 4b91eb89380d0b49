/**
 * The account's orders in GraphQL (issue 16 item 1, decision 0761): `Customer.orders`, `Customer.order`, the
 * `Order` type and `reorder`. Every one takes the customer of the request's session (`requireSessionCustomer`,
 * the same as `servicesOf(context).customerId`) and passes its id to the read model, whose statements match it:
 * customer B asking for A's order gets null, exactly as for a number that does not exist — never an error that
 * would tell it exists. Answers are private (never stored by a shared cache).
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { Order, Resolvers } from '@truffe/graphql/resolvers-types';

import type { CartServices } from '../cart/cartService';
import { cartSessionOf, privateServicesOf } from '../cart/session';
import { CustomerError } from '../customers/messages';
import { requireSessionCustomer } from '../customers/sessionCustomer';
import type { OrderAddress } from '../orders/schema';
import { servicesOf } from '../store/requestContext';
import {
  type CustomerOrderDetail,
  type CustomerOrderSummary,
  type DocumentItemView,
  type InvoiceView,
  listCustomerOrders,
  readCustomerOrder,
} from './customerOrders';
import { carrierName, trackingUrlOf } from './carriers';
import { reorder } from './reorder';
import type { DocumentParty } from './schema';

const money = (amount: number, currency = 'EUR') => ({ amount, currency });
const price = (exclTax: number, inclTax: number, currency = 'EUR') => ({
  priceExclTax: money(exclTax, currency),
  priceInclTax: money(inclTax, currency),
});

const addressOutput = (address: OrderAddress) => ({
  ...address,
  company: address.company ?? null,
  telephone: address.telephone ?? null,
});

const partyOutput = (party: DocumentParty) => ({
  name: party.name,
  company: party.company ?? null,
  street: party.street,
  postcode: party.postcode,
  city: party.city,
  countryCode: party.countryCode,
  siret: party.siret ?? null,
  vatNumber: party.vatNumber ?? null,
});

const itemOutput = (item: DocumentItemView) => ({
  sku: item.sku,
  name: item.name,
  quantity: item.qty,
});

function invoiceOutput(invoice: InvoiceView) {
  const currency = invoice.currency;
  return {
    id: String(invoice.id),
    number: invoice.number,
    creationDate: invoice.issuedAt,
    seller: partyOutput(invoice.seller),
    buyer: partyOutput(invoice.buyer),
    items: invoice.lines.map((line) => ({
      id: String(line.id),
      sku: line.sku,
      name: line.name,
      quantity: line.qty,
      price: price(
        line.unitPriceExclTax,
        line.qty > 0 ? Math.round(line.rowTotalInclTax / line.qty) : 0,
        currency,
      ),
      taxRate: line.taxRateBp / 100,
      taxAmount: money(line.rowTax, currency),
      subtotal: price(line.rowTotalExclTax, line.rowTotalInclTax, currency),
    })),
    totals: {
      subtotal: money(invoice.subtotalExclTax, currency),
      shippingAmount: money(invoice.shippingExclTax, currency),
      taxAmount: money(invoice.taxAmount, currency),
      discount: money(0, currency),
      grandTotal: money(invoice.grandTotal, currency),
    },
  };
}

/** The fields of an order its list row already has; its documents come with {@link detailOutput}. */
function summaryOutput(order: CustomerOrderSummary) {
  const currency = order.currency;
  return {
    order_id: order.number,
    number: order.number,
    createdAt: order.createdAt,
    status: order.status,
    email: order.email,
    itemCount: order.itemCount,
    totals: {
      subtotal: price(order.subtotalExclTax, order.subtotalInclTax, currency),
      shipping: money(order.shippingInclTax, currency),
      tax: money(order.grandTotal - order.grandTotalExclTax, currency),
      grandTotal: price(order.grandTotalExclTax, order.grandTotal, currency),
      storeCreditUsed: money(order.storeCreditUsed, currency),
    },
    shippingAddress: addressOutput(order.addresses.shipping),
    billingAddress: addressOutput(order.addresses.billing),
    shippingMethod: { code: order.shippingMethodCode, title: order.shippingMethodTitle },
    pickupPoint: order.pickupPoint,
    payment: { code: order.paymentMethodCode, title: order.paymentMethodTitle },
  };
}

function detailOutput(order: CustomerOrderDetail) {
  const currency = order.currency;
  return {
    ...summaryOutput(order),
    lines: order.lines.map((line) => ({
      id: String(line.id),
      sku: line.sku,
      name: line.name,
      quantity: line.qty,
      unitPrice: price(line.unitPriceExclTax, line.unitPriceInclTax, currency),
      rowTotal: price(line.rowTotalExclTax, line.rowTotalInclTax, currency),
      options: line.options,
    })),
    statusHistory: order.statusHistory.map((change) => ({
      status: change.status,
      createdAt: change.createdAt,
      comment: change.comment,
    })),
    shipments: order.shipments.map((shipment) => ({
      id: String(shipment.id),
      carrier: shipment.carrier,
      name: carrierName(shipment.carrier),
      trackingId: shipment.trackingNumber,
      url: trackingUrlOf(shipment.carrier, shipment.trackingNumber),
      createdAt: shipment.createdAt,
      items: shipment.items.map(itemOutput),
    })),
    invoices: order.invoices.map(invoiceOutput),
    creditMemos: order.creditMemos.map((memo) => ({
      id: String(memo.id),
      number: memo.number,
      createdAt: memo.createdAt,
      status: memo.status.toUpperCase(),
      refundTo: memo.refundTo.toUpperCase(),
      amount: money(memo.amount, currency),
      items: memo.items.map(itemOutput),
    })),
    returns: order.returns.map((entry) => ({
      id: String(entry.id),
      number: entry.number,
      createdAt: entry.createdAt,
      status: entry.status,
    })),
  };
}

type DetailOutput = ReturnType<typeof detailOutput>;
type DetailField = Exclude<keyof DetailOutput, keyof ReturnType<typeof summaryOutput>>;

/**
 * The session's customer id, checked against the `Customer` parent: `Customer` objects are only made from the
 * session's own customer, and a parent of another id (never expected) reads as nothing.
 */
export async function sessionCustomerId(context: GraphQLContext, parent?: { id?: string }) {
  const { customer } = await requireSessionCustomer(context);
  const fromRequest = servicesOf(context).customerId;
  if (fromRequest !== null && fromRequest !== customer.id) return null;
  if (parent?.id !== undefined && parent.id !== String(customer.id)) return null;
  return customer.id;
}

/** The details read for a request, by order number (a request's context lives as long as it does). */
const detailsByRequest = new WeakMap<object, Map<string, Promise<CustomerOrderDetail | null>>>();

/**
 * A field of an order's documents: from the parent when it was read as a detail (`Customer.order`), else read
 * (once per request and order) for the session's customer — an order of a list asked for its lines.
 */
function detailField<Field extends DetailField>(field: Field) {
  return async (
    parent: { order_id?: string | null },
    _args: unknown,
    context: GraphQLContext,
  ): Promise<DetailOutput[Field] | []> => {
    const given = (parent as Partial<DetailOutput>)[field];
    if (given !== undefined) return given;
    const customerId = await sessionCustomerId(context);
    if (customerId === null || !parent.order_id) return [];
    let memo = detailsByRequest.get(context);
    if (!memo) detailsByRequest.set(context, (memo = new Map()));
    let pending = memo.get(parent.order_id);
    if (!pending) {
      pending = readCustomerOrder(privateServicesOf(context).db, customerId, parent.order_id);
      memo.set(parent.order_id, pending);
    }
    const detail = await pending;
    return detail ? detailOutput(detail)[field] : [];
  };
}

function cartServicesOf(context: GraphQLContext, customerId: number) {
  const services = privateServicesOf(context);
  return {
    db: services.db,
    locale: services.locale,
    customerGroupId: services.customerGroupId,
    customerId,
    tax: services.config,
    currency: 'EUR',
  } satisfies CartServices;
}

export const customerOrderResolvers: Resolvers = {
  Customer: {
    orders: async (parent, args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null)
        return { items: [], totalCount: 0, page: 1, pageSize: 1, totalPages: 0 };
      const page = await listCustomerOrders(privateServicesOf(context).db, customerId, {
        page: args.page,
        pageSize: args.pageSize,
      });
      // A list row has no documents: the `Order` resolvers below read them if a query asks.
      return { ...page, items: page.items.map(summaryOutput) as unknown as Order[] };
    },
    order: async (parent, args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null) return null;
      const order = await readCustomerOrder(
        privateServicesOf(context).db,
        customerId,
        String(args.orderId),
      );
      return order ? detailOutput(order) : null;
    },
  },
  Order: {
    lines: detailField('lines'),
    statusHistory: detailField('statusHistory'),
    shipments: detailField('shipments'),
    invoices: detailField('invoices'),
    creditMemos: detailField('creditMemos'),
    returns: detailField('returns'),
  },
  Mutation: {
    reorder: async (_parent, args, context) => {
      const locale = servicesOf(context).locale;
      let customerId: number | null;
      try {
        customerId = await sessionCustomerId(context);
      } catch (error) {
        if (error instanceof CustomerError)
          return {
            success: false,
            errorMessage: error.translate(locale),
            addedCount: 0,
            notAdded: [],
          };
        throw error;
      }
      if (customerId === null)
        return { success: false, errorMessage: null, addedCount: 0, notAdded: [] };
      return reorder(
        cartServicesOf(context, customerId),
        cartSessionOf(context),
        String(args.orderId),
      );
    },
  },
};
