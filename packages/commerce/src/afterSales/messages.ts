import type { SiteLocale } from '../config';
import { formatMoney } from '../email/orderConfirmation';
import { type Catalogue, createTranslator, type MessageValues } from '../i18n/translate';
import { orderStatuses, type OrderStatus } from '../orders/schema';
import { returnStatuses, type ReturnStatus } from './schema';

/** The order statuses as the customer and the staff read them. */
const statusLabels = {
  PENDING_PAYMENT: { 'fr-FR': 'En attente de paiement', 'en-GB': 'Awaiting payment' },
  PROCESSING: { 'fr-FR': 'En cours de traitement', 'en-GB': 'Processing' },
  COMPLETE: { 'fr-FR': 'Terminée', 'en-GB': 'Complete' },
  CLOSED: { 'fr-FR': 'Clôturée', 'en-GB': 'Closed' },
  CANCELED: { 'fr-FR': 'Annulée', 'en-GB': 'Canceled' },
} satisfies Record<OrderStatus, Catalogue[string]>;

/** An order status in the locale (an unknown one as it is stored). */
export function orderStatusLabel(locale: SiteLocale, status: string): string {
  return (orderStatuses as readonly string[]).includes(status)
    ? statusLabels[status as OrderStatus][locale]
    : status;
}

const returnStatusLabels: Record<ReturnStatus, Catalogue[string]> = {
  requested: { 'fr-FR': 'Demandé', 'en-GB': 'Requested' },
  authorised: { 'fr-FR': 'Accepté', 'en-GB': 'Authorised' },
  received: { 'fr-FR': 'Reçu', 'en-GB': 'Received' },
  refunded: { 'fr-FR': 'Remboursé', 'en-GB': 'Refunded' },
  credited: { 'fr-FR': 'Crédité en avoir', 'en-GB': 'Credited' },
  refused: { 'fr-FR': 'Refusé', 'en-GB': 'Refused' },
};

/** A return status as the customer reads it (an unknown one as it is stored). */
export function returnStatusLabel(locale: SiteLocale, status: string): string {
  return (returnStatuses as readonly string[]).includes(status)
    ? returnStatusLabels[status as ReturnStatus][locale]
    : status;
}

/** Placeholders that hold an order status or an amount in cents: said in the message's language. */
const statusPlaceholders = new Set(['from', 'to', 'status']);
const returnStatusPlaceholders = new Set(['returnFrom', 'returnTo']);
const moneyPlaceholders = new Set(['refunded', 'paid']);

/** Refusals of the order operations after payment (invoice, ship, cancel, close), in both site languages. */
const afterSalesMessages = {
  orderNotFound: {
    'fr-FR': 'La commande {orderNumber} est introuvable.',
    'en-GB': 'Order {orderNumber} could not be found.',
  },
  invoiceNotFound: {
    'fr-FR': 'Cette facture est introuvable.',
    'en-GB': 'This invoice could not be found.',
  },
  transitionRefused: {
    'fr-FR': 'La commande {orderNumber} est « {from} » : elle ne peut pas passer à « {to} ».',
    'en-GB': 'Order {orderNumber} is “{from}”: it cannot become “{to}”.',
  },
  notInvoiceable: {
    'fr-FR': 'La commande {orderNumber} est « {status} » : elle ne peut pas être facturée.',
    'en-GB': 'Order {orderNumber} is “{status}”: it cannot be invoiced.',
  },
  notShippable: {
    'fr-FR': 'La commande {orderNumber} est « {status} » : elle ne peut pas être expédiée.',
    'en-GB': 'Order {orderNumber} is “{status}”: it cannot be shipped.',
  },
  alreadyShipped: {
    'fr-FR':
      'La commande {orderNumber} a déjà été expédiée (en tout ou partie) : elle ne peut plus être annulée, faites un retour.',
    'en-GB':
      'Order {orderNumber} has already been shipped (in whole or in part): it can no longer be canceled, make a return instead.',
  },
  notFullyRefunded: {
    'fr-FR':
      'La commande {orderNumber} n’est pas entièrement remboursée ({refunded} sur {paid}) : elle ne peut pas être clôturée.',
    'en-GB':
      'Order {orderNumber} is not fully refunded ({refunded} of {paid}): it cannot be closed.',
  },
  nothingToInvoice: {
    'fr-FR': 'Tout est déjà facturé sur la commande {orderNumber}.',
    'en-GB': 'Everything on order {orderNumber} is already invoiced.',
  },
  nothingToShip: {
    'fr-FR': 'Tout est déjà expédié sur la commande {orderNumber}.',
    'en-GB': 'Everything on order {orderNumber} is already shipped.',
  },
  invalidLineId: {
    'fr-FR':
      'Le numéro de ligne «\u202f{lineId}\u202f» n’est pas valide\u202f: une ligne de commande se désigne par son numéro, en chiffres. Rien n’a été enregistré.',
    'en-GB':
      'The line number “{lineId}” is not valid: an order line is named by its number, in digits. Nothing was saved.',
  },
  unknownLine: {
    'fr-FR': 'La ligne {lineId} n’appartient pas à la commande {orderNumber}.',
    'en-GB': 'Line {lineId} does not belong to order {orderNumber}.',
  },
  duplicateLine: {
    'fr-FR': 'La ligne {lineId} est demandée deux fois.',
    'en-GB': 'Line {lineId} is asked for twice.',
  },
  invalidQuantity: {
    'fr-FR': 'La quantité de la ligne {lineId} doit être un nombre entier positif.',
    'en-GB': 'The quantity of line {lineId} must be a positive whole number.',
  },
  tooManyToInvoice: {
    'fr-FR':
      'Ligne {lineId} : {qty} demandé(s), mais il ne reste que {left} à facturer (commandé moins facturé).',
    'en-GB':
      'Line {lineId}: {qty} asked for, but only {left} left to invoice (ordered less invoiced).',
  },
  tooManyToShip: {
    'fr-FR':
      'Ligne {lineId} : {qty} demandé(s), mais il ne reste que {left} à expédier (commandé moins expédié).',
    'en-GB': 'Line {lineId}: {qty} asked for, but only {left} left to ship (ordered less shipped).',
  },
  unknownCarrier: {
    'fr-FR': 'Transporteur inconnu « {carrier} » : choisissez parmi {carriers}.',
    'en-GB': 'Unknown carrier “{carrier}”: choose one of {carriers}.',
  },
  invalidTrackingNumber: {
    'fr-FR': 'Numéro de suivi invalide : de 6 à 40 lettres, chiffres ou tirets, sans espace.',
    'en-GB': 'Invalid tracking number: 6 to 40 letters, digits or dashes, without spaces.',
  },
  notRefundable: {
    'fr-FR': 'La commande {orderNumber} est « {status} » : elle ne peut pas être remboursée.',
    'en-GB': 'Order {orderNumber} is “{status}”: it cannot be refunded.',
  },
  nothingToRefund: {
    'fr-FR': 'Il ne reste rien à rembourser sur la commande {orderNumber}.',
    'en-GB': 'Nothing is left to refund on order {orderNumber}.',
  },
  tooManyToRefund: {
    'fr-FR':
      'Ligne {lineId} : {qty} demandé(s), mais il ne reste que {left} à rembourser (commandé moins remboursé).',
    'en-GB':
      'Line {lineId}: {qty} asked for, but only {left} left to refund (ordered less refunded).',
  },
  invalidRefundKey: {
    'fr-FR': 'La clé du remboursement doit compter de 1 à 128 caractères.',
    'en-GB': 'The refund key must be 1 to 128 characters long.',
  },
  refundKeyReused: {
    'fr-FR': 'Cette clé a déjà servi à rembourser une autre commande que {orderNumber}.',
    'en-GB': 'This key was already used to refund another order than {orderNumber}.',
  },
  unknownRefundDestination: {
    'fr-FR': 'Destination de remboursement inconnue « {to} » : payment ou store_credit.',
    'en-GB': 'Unknown refund destination “{to}”: payment or store_credit.',
  },
  storeCreditNeedsAccount: {
    'fr-FR':
      'La commande {orderNumber} a été passée sans compte client : un avoir client est impossible, remboursez le paiement.',
    'en-GB':
      'Order {orderNumber} was placed without a customer account: store credit is impossible, refund the payment.',
  },
  returnNotFound: {
    'fr-FR': 'Le retour {returnNumber} est introuvable.',
    'en-GB': 'Return {returnNumber} could not be found.',
  },
  returnTransitionRefused: {
    'fr-FR':
      'Le retour {returnNumber} est « {returnFrom} » : il ne peut pas passer à « {returnTo} ».',
    'en-GB': 'Return {returnNumber} is “{returnFrom}”: it cannot become “{returnTo}”.',
  },
  refusalReasonRequired: {
    'fr-FR': 'Indiquez la raison du refus (de 3 à 500 caractères).',
    'en-GB': 'Give the reason for the refusal (3 to 500 characters).',
  },
  notReturnable: {
    'fr-FR':
      'Rien de la commande {orderNumber} ne peut être retourné : seuls les articles expédiés, et pas déjà en retour, le peuvent.',
    'en-GB':
      'Nothing of order {orderNumber} can be returned: only items shipped and not already being returned can.',
  },
  nothingToReturn: {
    'fr-FR': 'Choisissez au moins un article et sa quantité à retourner.',
    'en-GB': 'Choose at least one item and its quantity to return.',
  },
  tooManyToReturn: {
    'fr-FR':
      '{name} : {qty} demandé(s), mais {left} au plus peuvent être retournés (expédié moins déjà en retour).',
    'en-GB':
      '{name}: {qty} asked for, but at most {left} can be returned (shipped less already being returned).',
  },
  invalidReturnReason: {
    'fr-FR': 'Choisissez le motif du retour de {name}.',
    'en-GB': 'Choose the reason for returning {name}.',
  },
  invalidReturnCondition: {
    'fr-FR': 'Choisissez l’état de {name}.',
    'en-GB': 'Choose the condition of {name}.',
  },
  invalidResolution: {
    'fr-FR': 'Choisissez ce que vous souhaitez : remboursement, échange ou avoir client.',
    'en-GB': 'Choose what you wish: a refund, an exchange or store credit.',
  },
  commentTooLong: {
    'fr-FR': 'Le commentaire ne doit pas dépasser {max} caractères.',
    'en-GB': 'The comment must not exceed {max} characters.',
  },
} satisfies Catalogue;

export type AfterSalesMessageId = keyof typeof afterSalesMessages;

const translate = createTranslator(afterSalesMessages);

/** The after-sales message in the locale, with its `{name}` placeholders filled in (statuses translated). */
export function afterSalesMessage(
  locale: SiteLocale,
  id: AfterSalesMessageId,
  values: MessageValues = {},
): string {
  const localized = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      statusPlaceholders.has(name)
        ? orderStatusLabel(locale, String(value))
        : returnStatusPlaceholders.has(name)
          ? returnStatusLabel(locale, String(value))
          : moneyPlaceholders.has(name)
            ? formatMoney(Number(value), locale)
            : value,
    ]),
  );
  return translate(locale, id, localized);
}

/**
 * A refusal of an order operation: nothing was written. It carries its message id and values so that a caller
 * in another language (the command in French, a back office in English) can say it again with `messageIn`.
 */
export class AfterSalesError extends Error {
  constructor(
    readonly code: AfterSalesMessageId,
    readonly values: MessageValues = {},
    locale: SiteLocale = 'fr-FR',
  ) {
    super(afterSalesMessage(locale, code, values));
    this.name = 'AfterSalesError';
  }

  /** The same refusal in another language. */
  messageIn(locale: SiteLocale): string {
    return afterSalesMessage(locale, this.code, this.values);
  }
}
