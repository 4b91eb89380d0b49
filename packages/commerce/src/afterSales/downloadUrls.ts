/**
 * Signed, expiring download addresses of purchased files (issue 16 item 7, decision 0762). A token is
 * `<purchaseId>-<expires>-<signature>`: the purchase, its expiry in Unix seconds and an HMAC-SHA256 (base64url)
 * of both AND of the customer the address was made for. The customer id is not in the address: the server
 * checks the signature with the id of the session presenting it, so an address copied to somebody else (or
 * opened signed out) does not verify, and nothing in it tells whose purchase it is. The secret is the server's
 * own (never sent to the page); changing it ends every address given out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { GraphQLContext } from '@truffe/graphql/context';

import type { SiteLocale } from '../config';

/** How long a download address works after the page that showed it was made: 15 minutes. */
export const downloadUrlLifetimeSeconds = 15 * 60;

const tokenPattern = /^(\d{1,10})-(\d{1,12})-([A-Za-z0-9_-]{43})$/;

function signature(secret: string, purchaseId: number, customerId: number, expires: number) {
  return createHmac('sha256', secret)
    .update(`truffe-download:v1:${purchaseId}:${customerId}:${expires}`)
    .digest('base64url');
}

/** A token for `customerId`'s purchase, valid until `now` + the lifetime (seconds rounded up). */
export function signDownloadToken(
  secret: string,
  purchaseId: number,
  customerId: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expires = Math.ceil(now / 1000) + downloadUrlLifetimeSeconds;
  return {
    token: `${purchaseId}-${expires}-${signature(secret, purchaseId, customerId, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/**
 * The purchase id of a token that `customerId` may use now, or null: malformed, expired, tampered with, or
 * signed for another customer all read the same (the caller answers 404 alike).
 */
export function verifyDownloadToken(
  secret: string,
  token: string,
  customerId: number,
  now = Date.now(),
): number | null {
  const match = tokenPattern.exec(token);
  if (!match) return null;
  const purchaseId = Number(match[1]);
  const expires = Number(match[2]);
  if (!Number.isSafeInteger(purchaseId) || expires * 1000 <= now) return null;
  const expected = Buffer.from(signature(secret, purchaseId, customerId, expires));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? purchaseId : null;
}

/**
 * What the server puts in the GraphQL context (key `downloadLinks`) to turn a purchase into its signed address:
 * the secret and the mount path stay on the server, the resolvers only ask for an address.
 */
export interface DownloadLinks {
  urlFor(
    purchaseId: number,
    customerId: number,
    locale: SiteLocale,
  ): { url: string; expiresAt: Date };
}

/** The signer of the request's context, if the server gave one (contexts built by tests may not). */
export function downloadLinksOf(context: GraphQLContext): DownloadLinks | null {
  const links = (context as { downloadLinks?: DownloadLinks }).downloadLinks;
  return links && typeof links.urlFor === 'function' ? links : null;
}

/**
 * The signer of a server mounted at `baseUrl` ('/' or '/shop/'): addresses
 * `{base}[en/]downloads/file/<token>`, the language choosing the words of a refusal.
 */
export function createDownloadLinks(secret: string, baseUrl: string): DownloadLinks {
  return {
    urlFor(purchaseId, customerId, locale) {
      const { token, expiresAt } = signDownloadToken(secret, purchaseId, customerId);
      const prefix = locale === 'en-GB' ? 'en/' : '';
      return { url: `${baseUrl}${prefix}downloads/file/${token}`, expiresAt };
    },
  };
}
