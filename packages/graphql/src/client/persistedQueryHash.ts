import type { DocumentNode } from 'graphql';

/** A document as the codegen client preset emits it: the hash of its printed text under `__meta__`. */
interface DocumentWithMeta {
  __meta__?: { hash?: unknown };
}

/** The sha256 hash that codegen embedded in a generated document (spec §7), if any. */
export function embeddedDocumentHash(
  document: DocumentNode | DocumentWithMeta,
): string | undefined {
  const hash = (document as DocumentWithMeta).__meta__?.hash;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) ? hash : undefined;
}

/**
 * Plain hex sha256 of a query text with the Web Crypto API (browsers in a secure context, Node 20).
 * Resolves `null` where it is unavailable (a page served over plain HTTP from another host), and the
 * operation is then sent without a hash.
 */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
