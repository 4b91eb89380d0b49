/** Why a media request was refused; each code has one HTTP status and a message per locale. */
export type MediaErrorCode =
  | 'invalid_path'
  | 'invalid_parameter'
  | 'size_not_allowed'
  | 'method_not_allowed'
  | 'not_found'
  | 'source_too_large'
  | 'unsupported_source'
  | 'busy'
  | 'internal';

export type MediaLocale = 'fr-FR' | 'en-GB';

const statuses: Record<MediaErrorCode, number> = {
  invalid_path: 400,
  invalid_parameter: 400,
  size_not_allowed: 400,
  method_not_allowed: 405,
  not_found: 404,
  // The request is well formed but its source cannot be turned into a derivative.
  source_too_large: 422,
  unsupported_source: 422,
  busy: 503,
  internal: 500,
};

const messages: Record<MediaErrorCode, Record<MediaLocale, (detail: string) => string>> = {
  invalid_path: {
    'fr-FR': () => "Chemin d'image invalide.",
    'en-GB': () => 'Invalid image path.',
  },
  invalid_parameter: {
    'fr-FR': (name) => `Paramètre d'image invalide : ${name}.`,
    'en-GB': (name) => `Invalid image parameter: ${name}.`,
  },
  size_not_allowed: {
    'fr-FR': (preset) =>
      `Taille non autorisée : la largeur et la hauteur doivent être celles du format ${preset} multipliées par 0,5, 1, 2 ou 4.`,
    'en-GB': (preset) =>
      `Size not allowed: width and height must be those of the ${preset} preset times 0.5, 1, 2 or 4.`,
  },
  method_not_allowed: {
    'fr-FR': () => 'Méthode non autorisée : seules GET et HEAD le sont.',
    'en-GB': () => 'Method not allowed: only GET and HEAD are.',
  },
  not_found: {
    'fr-FR': () => 'Image introuvable.',
    'en-GB': () => 'Image not found.',
  },
  source_too_large: {
    'fr-FR': () => "L'image source est trop grande pour être traitée.",
    'en-GB': () => 'The source image is too large to process.',
  },
  unsupported_source: {
    'fr-FR': () =>
      "Le fichier source n'est pas une image prise en charge (JPEG, PNG, WebP, GIF ou AVIF).",
    'en-GB': () => 'The source file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).',
  },
  busy: {
    'fr-FR': () => "Trop d'images en cours de préparation ; réessayez dans un instant.",
    'en-GB': () => 'Too many images are being prepared; try again in a moment.',
  },
  internal: {
    'fr-FR': () => "L'image n'a pas pu être préparée.",
    'en-GB': () => 'The image could not be prepared.',
  },
};

/** A refusal the handler answers with its status and a translated message. */
export class MediaError extends Error {
  readonly status: number;

  constructor(
    readonly code: MediaErrorCode,
    readonly detail = '',
    options?: ErrorOptions,
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`, options);
    this.name = 'MediaError';
    this.status = statuses[code];
  }

  /** The message for shoppers in one of the shop's languages. */
  localizedMessage(locale: MediaLocale): string {
    return messages[this.code][locale](this.detail);
  }
}
