import { type Catalogue, createTranslator } from '@truffe/commerce/i18n';
import { type SiteLocale } from '@truffe/graphql/locales';
import { type Request, type Response } from 'express';

/**
 * Refusals of the platform endpoints (admin, client log, RUM): a stable code for programs and a message in
 * the caller's language (fr-FR or en-GB, from Accept-Language; English otherwise).
 */
const refusalMessages = {
  unauthorized: {
    'en-GB': 'A valid bearer token is required.',
    'fr-FR': 'Un jeton d’accès valide est requis.',
  },
  forbidden: {
    'en-GB': 'This address may not use this endpoint.',
    'fr-FR': 'Cette adresse n’est pas autorisée à utiliser ce point d’accès.',
  },
  invalidBody: {
    'en-GB': 'The request body is not valid.',
    'fr-FR': 'Le corps de la requête n’est pas valide.',
  },
  invalidClientId: {
    'en-GB': 'The client_id parameter is missing or not valid.',
    'fr-FR': 'Le paramètre client_id est absent ou invalide.',
  },
  tooLarge: {
    'en-GB': 'The request body is too large.',
    'fr-FR': 'Le corps de la requête est trop volumineux.',
  },
  unsupportedMediaType: {
    'en-GB': 'The request body must be JSON.',
    'fr-FR': 'Le corps de la requête doit être du JSON.',
  },
  rateLimited: {
    'en-GB': 'Too many requests: try again later.',
    'fr-FR': 'Trop de requêtes : réessayez plus tard.',
  },
  unavailable: {
    'en-GB': 'The shop’s database does not answer: try again in a moment.',
    'fr-FR': 'La base de données de la boutique ne répond pas : réessayez dans un instant.',
  },
} satisfies Catalogue;

export type RefusalCode = keyof typeof refusalMessages;

const refusalMessage = createTranslator(refusalMessages);

function language(req: Request): SiteLocale {
  return req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr-FR' : 'en-GB';
}

/** Answers `status` with `{ error: { code, message } }`; `details` are zod issues (paths and messages). */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  code: RefusalCode,
  details?: unknown,
): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({
    error: {
      code,
      message: refusalMessage(language(req), code),
      ...(details === undefined ? {} : { details }),
    },
  });
}

/**
 * Turns body-parser failures (malformed JSON, too large, bad charset) into refusals instead of Express's
 * HTML error page: mount after the routes that parse bodies.
 */
export function bodyParserRefusals(
  error: unknown,
  req: Request,
  res: Response,
  next: (error?: unknown) => void,
): void {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return refuse(req, res, 413, 'tooLarge');
  if (typeof type === 'string' && (type.startsWith('entity.') || type.startsWith('charset.'))) {
    return refuse(req, res, 400, 'invalidBody');
  }
  if (type === 'encoding.unsupported') return refuse(req, res, 415, 'unsupportedMediaType');
  return next(error);
}
