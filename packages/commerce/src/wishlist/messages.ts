/** Refusals of the wishlist and the in-stock alerts (issue 17 items 1–3), in both site languages. */
import type { SiteLocale } from '../config';
import { type Catalogue, createTranslator, type MessageValues } from '../i18n/translate';

const wishlistMessages = {
  notSignedIn: {
    'fr-FR': 'Connectez-vous pour utiliser votre liste d’envies.',
    'en-GB': 'Sign in to use your wishlist.',
  },
  featureOff: {
    'fr-FR': 'Ce service n’est pas disponible pour le moment.',
    'en-GB': 'This service is not available at the moment.',
  },
  invalidInput: {
    'fr-FR': 'Cette demande n’est pas valide.',
    'en-GB': 'This request is not valid.',
  },
  unknownSku: {
    'fr-FR': 'Le produit {sku} n’existe pas ou n’est plus vendu.',
    'en-GB': 'Product {sku} does not exist or is no longer sold.',
  },
  unknownOption: {
    'fr-FR': 'Cette option n’existe pas pour le produit {sku}.',
    'en-GB': 'This option does not exist for product {sku}.',
  },
  invalidQuantity: {
    'fr-FR': 'La quantité doit être un nombre entier entre 1 et {max}.',
    'en-GB': 'The quantity must be a whole number between 1 and {max}.',
  },
  commentTooLong: {
    'fr-FR': 'Le commentaire ne doit pas dépasser {max} caractères.',
    'en-GB': 'The comment must be at most {max} characters long.',
  },
  tooManyItems: {
    'fr-FR': 'Votre liste d’envies est pleine ({max} articles au plus).',
    'en-GB': 'Your wishlist is full ({max} items at most).',
  },
  itemNotFound: {
    'fr-FR': 'Cet article n’est pas dans votre liste d’envies.',
    'en-GB': 'This item is not in your wishlist.',
  },
  // A visitor's line of someone else's shared list (the owner removed it while the visitor's page was open):
  // "your wishlist" was not theirs.
  sharedItemNotFound: {
    'fr-FR': 'Cet article n’est plus dans cette liste d’envies.',
    'en-GB': 'This item is no longer in this wishlist.',
  },
  emptyWishlist: {
    'fr-FR': 'Cette liste d’envies est vide.',
    'en-GB': 'This wishlist is empty.',
  },
  sharedNotFound: {
    'fr-FR': 'Cette liste d’envies partagée n’existe pas ou n’est plus partagée.',
    'en-GB': 'This shared wishlist does not exist or is no longer shared.',
  },
  invalidEmail: {
    'fr-FR': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    'en-GB': 'Enter a valid e-mail address, for example name@example.com.',
  },
  alreadyInStock: {
    'fr-FR': 'Le produit {sku} est en stock : vous pouvez le commander dès maintenant.',
    'en-GB': 'Product {sku} is in stock: you can order it now.',
  },
  alertNotFound: {
    'fr-FR': 'Ce lien de désabonnement n’est pas valide.',
    'en-GB': 'This unsubscribe link is not valid.',
  },
  nothingAdded: {
    'fr-FR': 'Aucun article n’a pu être ajouté au panier.',
    'en-GB': 'No item could be added to the cart.',
  },
} satisfies Catalogue;

export type WishlistMessageId = keyof typeof wishlistMessages;

export const wishlistMessage = createTranslator(wishlistMessages);

/** A refusal of a wishlist operation; translated where it is answered. */
export class WishlistError extends Error {
  constructor(
    readonly code: WishlistMessageId,
    readonly values: MessageValues = {},
  ) {
    super(wishlistMessage('en-GB', code, values));
    this.name = 'WishlistError';
  }

  messageIn(locale: SiteLocale): string {
    return wishlistMessage(locale, this.code, this.values);
  }
}
