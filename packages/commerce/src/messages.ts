import { type Catalogue, createTranslator } from './i18n/translate';

/** Messages the store returns to shoppers, in both site languages. */
const messages = {
  invalidInput: { 'fr-FR': 'Saisie invalide : {details}', 'en-GB': 'Invalid input: {details}' },
  required: { 'fr-FR': '« {field} » est obligatoire.', 'en-GB': '“{field}” is required.' },
  invalid: { 'fr-FR': '« {field} » n’est pas valide.', 'en-GB': '“{field}” is not valid.' },
  tooLong: {
    'fr-FR': '« {field} » ne doit pas dépasser {max} caractères.',
    'en-GB': '“{field}” must be at most {max} characters long.',
  },
  ratingRange: {
    'fr-FR': 'La note doit être comprise entre 0 et 5.',
    'en-GB': 'The rating must be between 0 and 5.',
  },
  tooMany: {
    'fr-FR': '« {field} » accepte au plus {max} valeurs.',
    'en-GB': '“{field}” accepts at most {max} values.',
  },
  productNotFound: {
    'fr-FR': 'Le produit « {sku} » est introuvable.',
    'en-GB': 'The product “{sku}” could not be found.',
  },
  reviewQueued: {
    'fr-FR': 'Merci ! Votre avis sera publié après modération.',
    'en-GB': 'Thank you! Your review will be published once moderated.',
  },
  reviewsDisabled: {
    'fr-FR': 'Les avis clients sont désactivés.',
    'en-GB': 'Customer reviews are turned off.',
  },
} satisfies Catalogue;

/** The message in the locale, with its `{name}` placeholders filled in. */
export const translate = createTranslator(messages);

/** Field names as shoppers read them. */
const fieldLabels = {
  sku: { 'fr-FR': 'Référence', 'en-GB': 'SKU' },
  rating: { 'fr-FR': 'Note', 'en-GB': 'Rating' },
  nickname: { 'fr-FR': 'Pseudonyme', 'en-GB': 'Nickname' },
  title: { 'fr-FR': 'Titre', 'en-GB': 'Title' },
  comment: { 'fr-FR': 'Commentaire', 'en-GB': 'Comment' },
  text: { 'fr-FR': 'Recherche', 'en-GB': 'Search' },
  url: { 'fr-FR': 'Adresse', 'en-GB': 'URL' },
  identifiers: { 'fr-FR': 'Identifiants', 'en-GB': 'Identifiers' },
  skus: { 'fr-FR': 'Références', 'en-GB': 'SKUs' },
  name: { 'fr-FR': 'Nom', 'en-GB': 'Name' },
  id: { 'fr-FR': 'Identifiant', 'en-GB': 'Id' },
  from: { 'fr-FR': 'Début', 'en-GB': 'From' },
  size: { 'fr-FR': 'Nombre', 'en-GB': 'Size' },
  query: { 'fr-FR': 'Paramètres', 'en-GB': 'Parameters' },
} satisfies Catalogue;

/** A field's name as shoppers read it, in the locale. */
export const fieldLabel = createTranslator(fieldLabels);
