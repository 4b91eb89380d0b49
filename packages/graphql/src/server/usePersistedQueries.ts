import { createHash } from 'node:crypto';

import type { Plugin } from 'graphql-yoga';

import { createBoundedMemo, type BoundedMemo } from '../client/boundedMemo';
import type { PersistedDocuments } from '../client/persistedQueryExchange';
import { persistedQueryError } from './persistedQueryErrors';

/** Options of {@link usePersistedQueries}. */
export interface PersistedQueriesOptions {
  /** The codegen manifest: hash → query text (`@truffe/graphql/persisted-documents`). */
  documents: PersistedDocuments;
  /**
   * `'persisted-only'` (production): only operations of the manifest run, asked for by hash or by
   * their exact manifest text. `'automatic'` (development): arbitrary queries run too, and automatic
   * persisted queries register a hash once its text has been checked.
   */
  mode: 'persisted-only' | 'automatic';
  /**
   * Where `'automatic'` mode keeps registered texts. Bounded so that a client cannot fill the memory.
   * @defaultValue an LRU memo of 65,536 entries
   */
  store?: BoundedMemo<string, string>;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

interface PersistedQueryExtension {
  version?: unknown;
  sha256Hash?: unknown;
}

/**
 * Persisted queries on the server (spec §7; ARCHITECTURE.md "Security posture"). A request carries
 * `extensions.persistedQuery = { version: 1, sha256Hash }` and, or only, a `query`:
 * - hash only: the text comes from the manifest (or, in development, the APQ store); unknown →
 *   `PersistedQueryNotFound`, so the client resends it in full;
 * - hash and text: the text must hash to the hash (else 400); in production it must also be in the
 *   manifest; in development it is stored for the next hash-only request;
 * - text only: in production accepted only when its hash is in the manifest (a client that turned
 *   hashing off still works), otherwise 400 `PersistedQueryOnly`.
 */
export function usePersistedQueries(options: PersistedQueriesOptions): Plugin {
  const { documents, mode } = options;
  const store = options.store ?? createBoundedMemo<string, string>();
  const known = (hash: string) => (Object.hasOwn(documents, hash) ? documents[hash] : undefined);

  return {
    onParams({ params, setParams }) {
      const extensions = params.extensions as
        { persistedQuery?: PersistedQueryExtension } | undefined;
      const persisted = extensions?.persistedQuery;
      const query = typeof params.query === 'string' ? params.query : undefined;

      if (persisted == null) {
        if (
          mode === 'persisted-only' &&
          (query === undefined || known(sha256Hex(query)) === undefined)
        ) {
          throw persistedQueryError(
            'Only persisted operations are allowed.',
            'PERSISTED_QUERY_ONLY',
            400,
          );
        }
        return;
      }
      if (typeof persisted !== 'object' || persisted.version !== 1) {
        throw persistedQueryError(
          'Unsupported persisted query version.',
          'PERSISTED_QUERY_VERSION',
          400,
        );
      }
      const hash = persisted.sha256Hash;
      if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
        throw persistedQueryError('Invalid persisted query hash.', 'PERSISTED_QUERY_INVALID', 400);
      }
      if (query !== undefined) {
        if (sha256Hex(query) !== hash) {
          throw persistedQueryError(
            'The query does not match its hash.',
            'PERSISTED_QUERY_HASH_MISMATCH',
            400,
          );
        }
        if (known(hash) === undefined) {
          if (mode === 'persisted-only') {
            throw persistedQueryError(
              'Only persisted operations are allowed.',
              'PERSISTED_QUERY_ONLY',
              400,
            );
          }
          store.set(hash, query);
        }
        return;
      }
      const text = known(hash) ?? (mode === 'automatic' ? store.get(hash) : undefined);
      if (text === undefined) {
        throw persistedQueryError('PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND', 404);
      }
      setParams({ ...params, query: text });
    },
  };
}
