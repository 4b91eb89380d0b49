import type { SiteLocale } from '../config';
import { type Catalogue, createTranslator } from '../i18n/translate';

/** Messages of the checkout, in both site languages. */
const checkoutMessages = {
  emptyCart: {
    'fr-FR': 'Votre panier est vide : ajoutez un produit avant de passer commande.',
    'en-GB': 'Your cart is empty: add a product before checking out.',
  },
  fixFields: {
    'fr-FR': 'Corrigez les champs signalés.',
    'en-GB': 'Please correct the highlighted fields.',
  },
  emailMissing: {
    'fr-FR': 'Indiquez d’abord votre adresse e-mail.',
    'en-GB': 'Enter your e-mail address first.',
  },
  addressesMissing: {
    'fr-FR': 'Indiquez d’abord votre adresse de livraison.',
    'en-GB': 'Enter your shipping address first.',
  },
  billingMissing: {
    'fr-FR': 'Indiquez d’abord votre adresse de facturation.',
    'en-GB': 'Enter your billing address first.',
  },
  shippingMissing: {
    'fr-FR': 'Choisissez d’abord un mode de livraison.',
    'en-GB': 'Choose a shipping method first.',
  },
  pickupPointMissing: {
    'fr-FR': 'Choisissez d’abord un point retrait.',
    'en-GB': 'Choose a pickup point first.',
  },
  paymentMissing: {
    'fr-FR': 'Choisissez d’abord un moyen de paiement.',
    'en-GB': 'Choose a payment method first.',
  },
  savedAddressNotFound: {
    'fr-FR': 'Cette adresse n’est pas dans votre carnet d’adresses.',
    'en-GB': 'This address is not in your address book.',
  },
  required: {
    'fr-FR': 'Ce champ est obligatoire.',
    'en-GB': 'This field is required.',
  },
  tooLong: {
    'fr-FR': 'Ce champ ne doit pas dépasser {max} caractères.',
    'en-GB': 'This field must be at most {max} characters long.',
  },
  invalidCharacters: {
    'fr-FR': 'Ce champ contient des caractères non autorisés.',
    'en-GB': 'This field contains characters that are not allowed.',
  },
  invalidEmail: {
    'fr-FR': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    'en-GB': 'Enter a valid e-mail address, for example name@example.com.',
  },
  streetLines: {
    'fr-FR': 'Saisissez une ou deux lignes d’adresse.',
    'en-GB': 'Enter one or two address lines.',
  },
  streetLineTooLong: {
    'fr-FR':
      'Cette ligne fait {length} caractères : {max} au plus tiennent sur l’étiquette du colis. Raccourcissez-la ou continuez sur la seconde ligne.',
    'en-GB':
      'This line has {length} characters: at most {max} fit on the parcel label. Shorten it or go on on the second line.',
  },
  invalidCountry: {
    'fr-FR': 'Nous livrons uniquement en France et au Royaume-Uni.',
    'en-GB': 'We only deliver to France and the United Kingdom.',
  },
  invalidPostcodeFR: {
    'fr-FR': 'Le code postal français comporte 5 chiffres, par exemple 75011.',
    'en-GB': 'A French postcode has 5 digits, for example 75011.',
  },
  invalidPostcodeGB: {
    'fr-FR': 'Saisissez un code postal britannique valide, par exemple SW1A 1AA.',
    'en-GB': 'Enter a valid UK postcode, for example SW1A 1AA.',
  },
  invalidTelephone: {
    'fr-FR': 'Saisissez un numéro de téléphone valide (chiffres, espaces, +, 6 à 15 chiffres).',
    'en-GB': 'Enter a valid telephone number (digits, spaces, +, 6 to 15 digits).',
  },
  billingRequired: {
    'fr-FR': 'Indiquez l’adresse de facturation, ou cochez « identique à la livraison ».',
    'en-GB': 'Enter the billing address, or tick “same as shipping”.',
  },
  unknownShippingMethod: {
    'fr-FR': 'Ce mode de livraison n’est pas disponible pour votre adresse.',
    'en-GB': 'This shipping method is not available for your address.',
  },
  pickupPointRequired: {
    'fr-FR': 'Choisissez un point retrait.',
    'en-GB': 'Choose a pickup point.',
  },
  unknownPickupPoint: {
    'fr-FR': 'Ce point retrait est introuvable ou trop loin de votre adresse de livraison.',
    'en-GB': 'This pickup point does not exist or is too far from your shipping address.',
  },
  pickupFranceOnly: {
    'fr-FR': 'Le retrait en point relais est proposé en France uniquement.',
    'en-GB': 'Pickup points are offered in France only.',
  },
  unknownPaymentMethod: {
    'fr-FR': 'Ce moyen de paiement n’est pas disponible.',
    'en-GB': 'This payment method is not available.',
  },
} satisfies Catalogue;

export type CheckoutMessageId = keyof typeof checkoutMessages;

/** The checkout message in the locale, with its `{name}` placeholders filled in. */
export const checkoutMessage = createTranslator(checkoutMessages);

/** A refused field: its path in the mutation's input (e.g. `shippingAddress.street.0`) and the message id. */
export interface FieldProblem {
  field: string;
  id: CheckoutMessageId;
  values?: Record<string, string | number>;
}

/** A refusal of a checkout mutation: a message, and the fields at fault. */
export class CheckoutError extends Error {
  constructor(
    readonly messageId: CheckoutMessageId,
    readonly fields: FieldProblem[] = [],
  ) {
    super(messageId);
    this.name = 'CheckoutError';
  }
}

/**
 * The checkout cannot be placed as it stands (H7e's placement): `messageId` names the missing or invalid
 * step; `message` is in English, `translate(locale)` gives the shopper's language.
 */
export class CheckoutIncompleteError extends Error {
  constructor(
    readonly messageId: CheckoutMessageId,
    readonly step: 'CART' | 'EMAIL' | 'ADDRESSES' | 'SHIPPING' | 'PAYMENT',
  ) {
    super(checkoutMessage('en-GB', messageId));
    this.name = 'CheckoutIncompleteError';
  }

  translate(locale: SiteLocale): string {
    return checkoutMessage(locale, this.messageId);
  }
}
