import {
  makeOperation,
  stringifyDocument,
  type CombinedError,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { filter, fromPromise, makeSubject, map, merge, mergeMap, pipe, takeUntil } from 'wonka';

import { createBoundedMemo } from './boundedMemo';
import { embeddedDocumentHash, sha256Hex } from './persistedQueryHash';

/** hash → the exact query text it was computed from (codegen's `persisted-documents.json`). */
export type PersistedDocuments = Readonly<Record<string, string>>;

/** Options of {@link persistedQueryExchange}. */
export interface PersistedQueryExchangeOptions {
  /**
   * The manifest, or a function loading it on first need (keeps it out of the first bundle): a
   * fallback sends the manifest text, the one the hash was computed from, so that the server can check
   * `sha256(query) === hash` and, in production, that the text is one of ours.
   * @defaultValue none: a fallback sends the printed document without a hash
   */
  documents?: PersistedDocuments | (() => Promise<PersistedDocuments>);
  /**
   * Send hashed queries (never mutations) with GET so that a CDN can cache them (spec §7).
   * @defaultValue false
   */
  useGetForHashedQueries?: boolean;
  /** Computes the hash of a document without a codegen hash. @defaultValue sha256 with Web Crypto */
  hash?: (text: string) => Promise<string | null>;
}

type Fallback = 'not-found' | 'not-supported' | 'http-error';

/** Spec §4/§8: which answer to a hash-only attempt makes the client resend the full query. */
export function persistedQueryFallback(error: CombinedError | undefined): Fallback | null {
  if (!error) return null;
  const has = (message: string, code: string) =>
    error.graphQLErrors.some((item) => item.message === message || item.extensions?.code === code);
  if (has('PersistedQueryNotSupported', 'PERSISTED_QUERY_NOT_SUPPORTED')) return 'not-supported';
  if (has('PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND')) return 'not-found';
  const status = (error.response as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 500 ? 'http-error' : null;
}

const isHashable = (operation: Operation) =>
  operation.kind === 'query' || operation.kind === 'mutation';

/**
 * Persisted queries (spec §4, §7, §8). Every query and mutation carries
 * `extensions.persistedQuery = { version: 1, sha256Hash }`, and the first attempt sends only the hash.
 * On PersistedQueryNotFound the operation is resent with its full text (the server checks and stores
 * it); on PersistedQueryNotSupported, or HTTP 400 or 500, it is resent in full AND hashed queries are
 * turned off for the rest of this client's life. When `useGetForHashedQueries` is on, hashed queries
 * go out as GET; full-text resends always POST.
 */
export function persistedQueryExchange(options: PersistedQueryExchangeOptions = {}): Exchange {
  const hashText = options.hash ?? sha256Hex;
  const hashes = createBoundedMemo<string, Promise<string | null>>();
  let manifest: Promise<PersistedDocuments> | undefined;
  const loadManifest = (): Promise<PersistedDocuments> => {
    const { documents } = options;
    if (!documents) return Promise.resolve({});
    manifest ??=
      typeof documents === 'function' ? documents().catch(() => ({})) : Promise.resolve(documents);
    return manifest;
  };

  return ({ forward }) => {
    let enabled = true;

    /** The query text to send in full for a hash: the manifest's, else the printed document. */
    async function fullText(operation: Operation, hash: string | undefined): Promise<string> {
      const fromManifest = hash === undefined ? undefined : (await loadManifest())[hash];
      return fromManifest ?? stringifyDocument(operation.query);
    }

    function withoutHash(operation: Operation, queryText: string): Operation {
      const next = makeOperation(operation.kind, operation, {
        ...operation.context,
        queryText,
        preferGetMethod: false,
      });
      const { persistedQuery: _dropped, ...extensions } = operation.extensions ?? {};
      next.extensions = extensions;
      return next;
    }

    async function hashed(operation: Operation): Promise<Operation> {
      const embedded = embeddedDocumentHash(operation.query);
      if (!enabled) return withoutHash(operation, await fullText(operation, embedded));
      let hash: string | null | undefined = embedded;
      if (hash === undefined) {
        const text = stringifyDocument(operation.query);
        let pending = hashes.get(text);
        if (!pending) {
          pending = hashText(text).catch(() => null);
          hashes.set(text, pending);
        }
        hash = await pending;
      }
      if (!hash || !enabled) return withoutHash(operation, await fullText(operation, embedded));
      const next = makeOperation(operation.kind, operation, {
        ...operation.context,
        preferGetMethod:
          operation.kind === 'query' && options.useGetForHashedQueries ? 'within-url-limit' : false,
      });
      next.extensions = {
        ...operation.extensions,
        persistedQuery: { version: 1, sha256Hash: hash },
      };
      return next;
    }

    async function resend(operation: Operation, fallback: Fallback): Promise<Operation> {
      const persisted = operation.extensions?.persistedQuery;
      const hash = persisted?.sha256Hash;
      const fromManifest = hash === undefined ? undefined : (await loadManifest())[hash];
      // The server can only verify a hash against the text it was computed from.
      const verifiable =
        fromManifest !== undefined || embeddedDocumentHash(operation.query) === undefined;
      if (fallback !== 'not-found' || !persisted || !verifiable) {
        return withoutHash(operation, fromManifest ?? stringifyDocument(operation.query));
      }
      const next = makeOperation(operation.kind, operation, {
        ...operation.context,
        queryText: fromManifest ?? stringifyDocument(operation.query),
        preferGetMethod: false,
      });
      next.extensions = { ...operation.extensions, persistedQuery: { ...persisted, miss: true } };
      return next;
    }

    return (operations$) => {
      const resends = makeSubject<Operation>();
      const teardownOf = (operation: Operation) =>
        pipe(
          operations$,
          filter((other) => other.kind === 'teardown' && other.key === operation.key),
        );

      const hashed$ = pipe(
        operations$,
        filter(isHashable),
        mergeMap((operation) =>
          pipe(fromPromise(hashed(operation)), takeUntil(teardownOf(operation))),
        ),
      );
      const others$ = pipe(
        operations$,
        filter((operation) => !isHashable(operation)),
      );

      return pipe(
        forward(merge([hashed$, others$, resends.source])),
        map((result: OperationResult): OperationResult | null => {
          const persisted = result.operation.extensions?.persistedQuery;
          if (!persisted || persisted.miss) return result;
          const fallback = persistedQueryFallback(result.error);
          if (!fallback) return result;
          if (fallback !== 'not-found') enabled = false;
          void resend(result.operation, fallback).then((operation) => resends.next(operation));
          return null;
        }),
        filter((result): result is OperationResult => result !== null),
      );
    };
  };
}
