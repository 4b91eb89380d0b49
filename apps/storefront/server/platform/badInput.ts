import { type NextFunction, type Request, type Response } from 'express';

import { type SiteLocale } from '../../src/i18n/locales';
import { routeKind } from './metrics';
import { sendStaticPage, staticPageLocale, type StaticPageOptions } from './staticPage';

/**
 * Bad input refused at the edge of the server (issue 19 item 5, decision 0881): what no page, form or program
 * of ours ever sends is answered 4xx here, before it can reach a render, a resolver or the database (where a
 * NUL byte in a text parameter is a PostgreSQL error, and CR/LF in a path an error of the renderer).
 */

/** Longest address (path and query string) but of /graphql: the route query refuses longer addresses. */
export const maxPageQueryLength = 2048;
/** Longest query string of `GET /graphql`, which carries its variables there. */
export const maxOtherQueryLength = 8192;

/** C0 control characters and DEL: never part of a path of ours. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** Whether a text holds a NUL character (PostgreSQL refuses it in every text column). */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

/** Whether a urlencoded form or query string holds a NUL character, raw or percent-encoded. */
export function hasEncodedNul(text: string): boolean {
  return hasNulCharacter(text) || /%00/i.test(text);
}

export type BadInputReason = 'control-character' | 'malformed-address' | 'query-too-long';

const pageMessages: Record<
  SiteLocale,
  Record<'invalid' | 'tooLong' | 'tooLarge', { title: string; text: string }> & { home: string }
> = {
  'fr-FR': {
    invalid: {
      title: 'Demande invalide',
      text: 'Cette adresse ou ce formulaire contient des caractères non autorisés (caractère nul, retour à la ligne ou encodage incorrect). Vérifiez-les puis réessayez : rien n’a été enregistré.',
    },
    tooLong: {
      title: 'Adresse trop longue',
      text: 'Cette adresse et ses paramètres dépassent 2 Ko. Repartez de l’accueil ou du catalogue : rien n’a été enregistré.',
    },
    tooLarge: {
      title: 'Formulaire trop volumineux',
      text: 'Ce formulaire dépasse la taille acceptée (64 Ko de texte, 256 Ko avec un fichier). Raccourcissez le texte ou le fichier puis réessayez : rien n’a été enregistré.',
    },
    home: 'Retour à l’accueil',
  },
  'en-GB': {
    invalid: {
      title: 'Invalid request',
      text: 'This address or form contains characters that are not allowed (a NUL character, a line break or a bad encoding). Check them and try again: nothing was saved.',
    },
    tooLong: {
      title: 'Address too long',
      text: 'This address and its parameters are longer than 2 KB. Start again from the home page or the catalogue: nothing was saved.',
    },
    tooLarge: {
      title: 'Form too large',
      text: 'This form is larger than we accept (64 KB of text, 256 KB with a file). Shorten the text or the file and try again: nothing was saved.',
    },
    home: 'Back to the home page',
  },
};

const programMessages: Record<SiteLocale, Record<'invalid' | 'tooLong', string>> = {
  'fr-FR': {
    invalid:
      'La requête contient des caractères non autorisés (caractère nul U+0000, retour à la ligne dans le chemin ou encodage incorrect).',
    tooLong: 'La chaîne de requête de cette adresse est trop longue.',
  },
  'en-GB': {
    invalid:
      'The request contains characters that are not allowed (a NUL character U+0000, a line break in the path or a bad encoding).',
    tooLong: 'The query string of this address is too long.',
  },
};

export type BadInputOptions = StaticPageOptions;

/**
 * Answers a refused page request or form post: a small self-contained page in the site's language, branded
 * like the other platform pages (no render, no database), never cached.
 */
export function sendBadInputPage(
  req: Request,
  res: Response,
  options: BadInputOptions,
  status: 400 | 413 | 414 = 400,
): void {
  const messages = pageMessages[staticPageLocale(req, options.baseUrl)];
  const text =
    status === 414 ? messages.tooLong : status === 413 ? messages.tooLarge : messages.invalid;
  sendStaticPage(req, res, options, { status, ...text, homeLabel: messages.home });
}

/** Refuses a request of a program: a GraphQL error for /graphql, `{ error: { code, message } }` otherwise. */
function sendProgramRefusal(req: Request, res: Response, status: 400 | 414, graphql: boolean) {
  const locale = req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr-FR' : 'en-GB';
  const kind = status === 414 ? 'tooLong' : 'invalid';
  const message = programMessages[locale][kind];
  const code = status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST';
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json(
    graphql
      ? { errors: [{ message, extensions: { code } }] }
      : { error: { code: code.toLowerCase(), message } },
  );
}

/** Why a request's address is refused, or `null` when it may go on. */
export function badAddressReason(
  originalUrl: string,
  kind: ReturnType<typeof routeKind>,
): BadInputReason | null {
  const queryStart = originalUrl.indexOf('?');
  const rawPath = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : originalUrl.slice(queryStart + 1);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return 'malformed-address';
  }
  if (controlCharacters.test(path)) return 'control-character';
  // `//host/…` or `/\host/…` would read as another origin wherever the address is resolved against ours.
  if (/^[/\\]{2}/.test(rawPath) || /^[/\\]{2}/.test(path)) return 'malformed-address';
  if (hasEncodedNul(query)) return 'control-character';
  if (kind === 'graphql') return query.length > maxOtherQueryLength ? 'query-too-long' : null;
  // The route query reads at most 2048 characters of an address (path and query string); an address that
  // looks like a file (`….png`) and is not one ends up rendered as a page too.
  if (originalUrl.length > maxPageQueryLength) return 'query-too-long';
  return null;
}

/**
 * The edge check of every request (mount right after the platform's request logging): control characters in
 * the path (NUL, CR, LF…), a NUL anywhere in the query string, a malformed percent-encoding of the path and
 * over-long query strings are refused with 400 / 414 — a branded page for pages, JSON for programs.
 */
export function refuseBadAddresses(options: BadInputOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const kind = routeKind(req.path, req.method, options.baseUrl);
    const reason = badAddressReason(req.originalUrl, kind);
    if (!reason) return next();
    const status = reason === 'query-too-long' ? 414 : 400;
    if (kind === 'page' || (req.method === 'POST' && req.is('application/x-www-form-urlencoded'))) {
      return sendBadInputPage(req, res, options, status);
    }
    return sendProgramRefusal(req, res, status, kind === 'graphql');
  };
}
