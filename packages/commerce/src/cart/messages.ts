import { type Catalogue, createTranslator } from '../i18n/translate';

/** Messages of the cart, in both site languages. */
const cartMessages = {
  invalidQuantity: {
    'fr-FR': 'La quantité doit être un nombre entier entre 1 et {max}.',
    'en-GB': 'The quantity must be a whole number between 1 and {max}.',
  },
  invalidInput: {
    'fr-FR': 'Saisie invalide pour le panier.',
    'en-GB': 'Invalid input for the cart.',
  },
  unknownSku: {
    'fr-FR': 'Le produit « {sku} » est introuvable.',
    'en-GB': 'The product “{sku}” could not be found.',
  },
  notOrderable: {
    'fr-FR': 'Le produit « {sku} » ne peut pas être commandé.',
    'en-GB': 'The product “{sku}” cannot be ordered.',
  },
  missingConfiguration: {
    'fr-FR': 'Choisissez toutes les options du produit « {sku} ».',
    'en-GB': 'Choose every option of the product “{sku}”.',
  },
  unknownOption: {
    'fr-FR': 'Cette option n’appartient pas au produit « {sku} ».',
    'en-GB': 'This option does not belong to the product “{sku}”.',
  },
  requiredOption: {
    'fr-FR': 'L’option « {option} » est obligatoire.',
    'en-GB': 'The option “{option}” is required.',
  },
  optionTooLong: {
    'fr-FR': 'L’option « {option} » ne doit pas dépasser {max} caractères.',
    'en-GB': 'The option “{option}” must be at most {max} characters long.',
  },
  missingGroupedItems: {
    'fr-FR': 'Indiquez la quantité d’au moins un article de « {sku} ».',
    'en-GB': 'Enter a quantity for at least one item of “{sku}”.',
  },
  outOfStock: {
    'fr-FR': 'Le produit « {name} » est en rupture de stock.',
    'en-GB': 'The product “{name}” is out of stock.',
  },
  aboveStock: {
    'fr-FR': 'La quantité demandée pour « {name} » n’est pas disponible (au plus {qty}).',
    'en-GB': 'The requested quantity of “{name}” is not available (at most {qty}).',
  },
  limitedStock: {
    'fr-FR':
      'La quantité demandée pour « {name} » n’est pas disponible\u202f: ce produit est en quantité limitée.',
    'en-GB':
      'The requested quantity of “{name}” is not available: this product is in limited quantity.',
  },
  lineNotFound: {
    'fr-FR': 'Cet article n’est plus dans votre panier.',
    'en-GB': 'This item is no longer in your cart.',
  },
  unavailable: {
    'fr-FR': 'Le produit « {name} » n’est plus disponible : retirez-le de votre panier.',
    'en-GB': 'The product “{name}” is no longer available: remove it from your cart.',
  },
  needsChoices: {
    'fr-FR': 'Le produit « {sku} » demande des choix : ajoutez-le depuis sa page produit.',
    'en-GB': 'The product “{sku}” needs choices: add it from its product page.',
  },
  added: {
    'fr-FR': '{qty} × « {name} » ajouté au panier.',
    'en-GB': '{qty} × “{name}” added to the cart.',
  },
  tooManyReferenceLines: {
    'fr-FR': 'Vous pouvez ajouter au plus {max} lignes à la fois ({count} reçues).',
    'en-GB': 'You can add at most {max} lines at once ({count} received).',
  },
  noReferenceLines: {
    'fr-FR': 'Saisissez au moins une référence.',
    'en-GB': 'Enter at least one reference.',
  },
  tooManyLines: {
    'fr-FR': 'Votre panier ne peut pas contenir plus de {max} articles différents.',
    'en-GB': 'Your cart cannot hold more than {max} different items.',
  },
} satisfies Catalogue;

/** The cart message in the locale, with its `{name}` placeholders filled in. */
export const cartMessage = createTranslator(cartMessages);

/** A refusal the shopper can act on: the mutation answers `success: false` with this message. */
export class CartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartError';
  }
}
