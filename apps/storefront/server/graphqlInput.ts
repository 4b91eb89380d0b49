import { createGraphQLError, type Plugin } from 'graphql-yoga';

import { type SiteLocale } from '../src/i18n/locales';
import { hasNulCharacter } from './platform/badInput';

/** Most bytes of a `/graphql` body, like the route actions' forms (server/pageForm.ts). */
export const graphqlMaxBodyBytes = 64 * 1024;

type InputRefusal = 'nul' | 'malformedParams' | 'tooLarge' | 'lengthRequired';

const messages: Record<InputRefusal, Record<SiteLocale, string>> = {
  nul: {
    'fr-FR': 'Saisie invalide : le texte ne peut pas contenir le caractère nul (U+0000).',
    'en-GB': 'Invalid input: text may not contain the NUL character (U+0000).',
  },
  malformedParams: {
    'fr-FR':
      'Requête GraphQL invalide : « variables » et « extensions » doivent être des objets JSON valides.',
    'en-GB': 'Invalid GraphQL request: "variables" and "extensions" must be valid JSON objects.',
  },
  tooLarge: {
    'fr-FR': 'Requête GraphQL trop volumineuse : 64 Kio au plus.',
    'en-GB': 'GraphQL request too large: 64 KiB at most.',
  },
  lengthRequired: {
    'fr-FR': 'Requête GraphQL sans longueur : l’en-tête Content-Length est requis.',
    'en-GB': 'GraphQL request without a length: the Content-Length header is required.',
  },
};

const statuses: Record<InputRefusal, number> = {
  nul: 400,
  malformedParams: 400,
  tooLarge: 413,
  lengthRequired: 411,
};

/** Whether any string in a JSON value (keys included) holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNulCharacter(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasNulCharacter(key) || holdsNul(item, depth + 1),
  );
}

/** A JSON query parameter of `GET /graphql` that is absent or parses to an object. */
function isJsonObjectParam(value: string | null): boolean {
  if (value === null || value === '') return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed === null || (typeof parsed === 'object' && !Array.isArray(parsed));
  } catch {
    return false;
  }
}

/**
 * Bad input of `/graphql` refused before anything runs (issue 19 item 5, decision 0881), as GraphQL errors in
 * the site's language with a 4xx status: bodies over 64 KiB (413) or of unknown length (411), malformed
 * `variables` / `extensions` JSON on GET (yoga's own parser would throw: a 500), and a NUL character in any
 * string of the request (PostgreSQL refuses it in text, so it would otherwise fail deep in a resolver).
 */
export function useGraphQLInputGuards(localeOf: (request: Request) => SiteLocale): Plugin {
  const refusal = (request: Request, kind: InputRefusal) =>
    createGraphQLError(messages[kind][localeOf(request)], {
      extensions: { code: 'BAD_USER_INPUT', http: { status: statuses[kind] } },
    });
  return {
    onRequestParse({ request, url }) {
      if (request.method === 'GET' || request.method === 'HEAD') {
        const { searchParams } = url;
        if (
          !isJsonObjectParam(searchParams.get('variables')) ||
          !isJsonObjectParam(searchParams.get('extensions'))
        ) {
          throw refusal(request, 'malformedParams');
        }
        return;
      }
      const length = request.headers.get('content-length');
      if (length === null) throw refusal(request, 'lengthRequired');
      if (!/^\d+$/.test(length) || Number(length) > graphqlMaxBodyBytes) {
        throw refusal(request, 'tooLarge');
      }
    },
    onParams({ request, params }) {
      if (
        holdsNul(params.variables) ||
        holdsNul(params.extensions) ||
        holdsNul(params.operationName) ||
        holdsNul(params.query) ||
        // A `\u0000` escape in a string literal of the document is the same character once parsed.
        /\\u0000/i.test(params.query ?? '')
      ) {
        throw refusal(request, 'nul');
      }
    },
  };
}
