import type { Plugin } from 'graphql-yoga';
import { createGraphQLError } from 'graphql-yoga';

import { isSiteLocale, type SiteLocale } from '../locales';

/** The extension code of an operation that failed because the database could not be reached (HTTP 503). */
export const storeUnavailableCode = 'SERVICE_UNAVAILABLE';

const messages: Record<SiteLocale, string> = {
  'fr-FR': 'La boutique est momentanément indisponible. Réessayez dans quelques secondes.',
  'en-GB': 'The shop is briefly unavailable. Please try again in a few seconds.',
};

/** The shopper's message of an unreachable store, in the site's language. */
export function storeUnavailableMessage(locale: unknown): string {
  return messages[isSiteLocale(locale) ? locale : 'fr-FR'];
}

/**
 * Error codes of node-postgres and PostgreSQL that mean "the database cannot be reached now", not "this input is
 * wrong": a refused or cut connection, a server shutting down or starting, a statement or connection past its
 * deadline (SQLSTATE class 08, 57P01–57P03, 57014).
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/** Whether `error` (or an error it wraps) says the database could not be reached (decision 0892). */
export function isStoreUnavailable(error: unknown): boolean {
  let current = error as
    { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (unreachableCodes.has(code) || code.startsWith('08')) return true;
    if (typeof current.message === 'string' && unreachableMessages.test(current.message))
      return true;
    if ((current as { extensions?: { code?: unknown } }).extensions?.code === storeUnavailableCode)
      return true;
    current = (current.originalError ?? current.cause) as typeof current;
  }
  return false;
}

/** The GraphQL error answered for an unreachable store: translated, HTTP 503, `Retry-After: 5`. */
export function storeUnavailableError(
  locale: unknown,
  where: { path?: readonly (string | number)[] } = {},
) {
  return createGraphQLError(storeUnavailableMessage(locale), {
    ...(where.path ? { path: where.path } : {}),
    extensions: {
      code: storeUnavailableCode,
      http: { status: 503, headers: { 'Retry-After': '5' } },
    },
  });
}

/**
 * An operation whose resolvers could not reach the database answers the translated "briefly unavailable" error
 * (code `SERVICE_UNAVAILABLE`, HTTP 503, `Retry-After`) instead of yoga's masked "Unexpected error." (500):
 * the shopper's client says "try again", monitoring counts an outage, not a bug (decision 0892). The context's
 * `locale` picks the language.
 */
export function useStoreUnavailable(): Plugin {
  return {
    onExecute({ args }) {
      const locale = (args.contextValue as { locale?: unknown } | undefined)?.locale;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.some(isStoreUnavailable)) return;
          setResult({
            ...result,
            errors: result.errors.map((error) =>
              isStoreUnavailable(error) ? storeUnavailableError(locale, error) : error,
            ),
          });
        },
      };
    },
  };
}
