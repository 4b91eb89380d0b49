import { type Catalogue, createTranslator } from '../i18n/translate';

/** Messages of order placement and payment, in both site languages. */
const orderMessages = {
  invalidInput: {
    'fr-FR': 'Demande de commande invalide.',
    'en-GB': 'Invalid order request.',
  },
  invalidKey: {
    'fr-FR': 'Identifiant de tentative de commande invalide : rechargez la page et réessayez.',
    'en-GB': 'Invalid order attempt identifier: reload the page and try again.',
  },
  invalidExpectedTotal: {
    'fr-FR': 'Le total attendu doit être un montant entier positif en centimes.',
    'en-GB': 'The expected total must be a positive whole amount in cents.',
  },
  emptyCart: {
    'fr-FR': 'Votre panier est vide.',
    'en-GB': 'Your cart is empty.',
  },
  termsNotAccepted: {
    'fr-FR': 'Pour commander, acceptez les conditions générales de vente.',
    'en-GB': 'To place your order, accept the terms and conditions of sale.',
  },
  unavailableProduct: {
    'fr-FR': 'Un produit de votre panier n’est plus disponible : vérifiez votre panier.',
    'en-GB': 'A product in your cart is no longer available: please check your cart.',
  },
  pricesChanged: {
    'fr-FR': 'Les prix ont changé, veuillez vérifier votre commande.',
    'en-GB': 'Prices have changed, please review your order.',
  },
  outOfStock: {
    'fr-FR': 'Le produit « {name} » est en rupture de stock.',
    'en-GB': 'The product “{name}” is out of stock.',
  },
  onlyLeft: {
    'fr-FR': 'Il ne reste que {qty} « {name} » en stock.',
    'en-GB': 'Only {qty} of “{name}” left in stock.',
  },
  limitedStock: {
    'fr-FR':
      'Le produit « {name} » n’est disponible qu’en quantité limitée\u202f: réduisez la quantité.',
    'en-GB': '“{name}” is only available in a limited quantity: please lower the quantity.',
  },
  aboveUnpaidHold: {
    'fr-FR':
      'La quantité de « {name} » dépasse ce qu’une seule commande peut réserver\u202f: réduisez-la ou passez plusieurs commandes.',
    'en-GB':
      'The quantity of “{name}” is more than one order may reserve: lower it or place several orders.',
  },
  keyReused: {
    'fr-FR': 'Votre panier a changé depuis cette tentative de commande : vérifiez votre commande.',
    'en-GB': 'Your cart has changed since this order attempt: please review your order.',
  },
  busy: {
    'fr-FR': 'La boutique est très sollicitée, veuillez réessayer dans un instant.',
    'en-GB': 'The shop is very busy, please try again in a moment.',
  },
  paymentUnavailable: {
    'fr-FR':
      'Le service de paiement ne répond pas. Votre commande est enregistrée : réessayez dans un instant.',
    'en-GB':
      'The payment service is not answering. Your order is saved: please try again in a moment.',
  },
  paymentMethodUnavailable: {
    'fr-FR': 'Ce moyen de paiement n’est pas disponible : choisissez-en un autre.',
    'en-GB': 'This payment method is not available: please choose another one.',
  },
  paymentDeclined: {
    'fr-FR':
      'Votre paiement a été refusé ou annulé. Votre panier est conservé : vous pouvez réessayer.',
    'en-GB': 'Your payment was declined or canceled. Your cart is kept: you can try again.',
  },
  paymentPending: {
    'fr-FR': 'Votre paiement n’est pas encore confirmé.',
    'en-GB': 'Your payment is not confirmed yet.',
  },
  orderNotFound: {
    'fr-FR': 'Cette commande est introuvable.',
    'en-GB': 'This order could not be found.',
  },
  guestOrderNotFound: {
    'fr-FR':
      'Aucune commande ne correspond à ce numéro et à cette adresse e-mail. Vérifiez-les (le numéro figure dans l’e-mail de confirmation) ; une commande passée avec un compte client se trouve dans ce compte.',
    'en-GB':
      'No order matches this number and e-mail address. Please check them (the number is in the confirmation e-mail); an order placed with a customer account is found in that account.',
  },
  invalidOrderNumber: {
    'fr-FR': 'Saisissez le numéro de la commande, par exemple TR-000123.',
    'en-GB': 'Enter the order number, for example TR-000123.',
  },
} satisfies Catalogue;

/** The order message in the locale, with its `{name}` placeholders filled in. */
export const orderMessage = createTranslator(orderMessages);

/** A refusal the shopper can act on: nothing was written, the mutation answers `success: false`. */
export class OrderError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'OrderError';
  }
}
