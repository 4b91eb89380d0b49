import {
  type CacheHint,
  type ContentMetadataCollector,
  type ContentMetadataEntry,
  createCacheControlCollector,
  createContentMetadataCollector,
  type CacheControlCollector,
} from '@truffe/graphql/context';
import { type DocumentNode, type ExecutionResult, Kind, print, visit } from 'graphql';
import { type Plugin } from 'graphql-yoga';

import { currencyCacheKey } from './displayCurrency';

/**
 * Operations whose answer is the same for every visitor of a site, currency and customer group: catalogue,
 * CMS and routing reads. Everything else (cart, customer, checkout, wishlist, orders, editor modes, search
 * with free text) is executed every time: a name missing here is never cached (decision 0893).
 */
export const cacheableOperations: ReadonlySet<string> = new Set([
  'ProductPageQuery',
  'ProductReviewsQuery',
  'CategoryQuery',
  'CategoryMenuQuery',
  // The header menu's pictures (the first product of each top category), deferred on every page.
  'MenuFeaturedQuery',
  'RouteQuery',
  'CmsPageQuery',
  // The footer's CMS blocks, on every page (their tags and the CMS lifetime, like a CMS page's).
  'FooterBlocksQuery',
]);

/**
 * Operations whose answer is the process's configuration for the site (the `shop` record: name, sites,
 * currency, page sizes; `buildShop` in @truffe/commerce reads no table). Their resolvers give no cache hint
 * and no content tag, and so does a hit; they are kept for {@link configurationLifetimeMs} (decision 0915).
 */
export const configurationOperations: ReadonlySet<string> = new Set(['ShopQuery']);
const configurationLifetimeMs = 15 * 60_000;

interface Entry {
  result: ExecutionResult;
  content: ContentMetadataEntry[];
  /** The answer's cache hint; none for a configuration operation. */
  hint: CacheHint | undefined;
  bytes: number;
  expiresAt: number;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export interface ResponseCache {
  /** The yoga/envelop plugin: shared by `/graphql` and the page loaders' in-process client. */
  plugin(): Plugin;
  /** Drops the answers that showed content with one of these tags (the HTML cache's `Cache-Tag` hashes). */
  purgeTags(tags: readonly string[]): void;
  purgeAll(): void;
  stats(): ResponseCacheStats;
}

/** What the shop's GraphQL context carries that the cache reads (server/graphql.ts, @truffe/commerce). */
interface CacheableContext {
  locale?: string;
  request?: Request;
  previewContent?: boolean;
  contentMetadata?: ContentMetadataCollector;
  cacheControl?: CacheControlCollector;
  commerce?: { customerGroupId?: number; customerId?: number | null };
}

/**
 * The document with its definitions and every selection set in a stable order: the manifest text `/graphql`
 * runs lists the fragments first and orders some fields differently from the loaders' codegen documents, yet
 * both ask for the same data and share an entry (a JSON answer's key order does not matter to its readers).
 */
function canonicalText(document: DocumentNode): string {
  const sorted = visit(document, {
    SelectionSet: {
      leave: (node) => ({
        ...node,
        selections: [...node.selections].sort((a, b) => (print(a) < print(b) ? -1 : 1)),
      }),
    },
  });
  return sorted.definitions
    .map((definition) => print(definition))
    .sort()
    .join('\n');
}

const documentTexts = new WeakMap<DocumentNode, { name?: string; text: string }>();

function describe(document: DocumentNode, operationName?: string | null) {
  let described = documentTexts.get(document);
  if (!described) {
    const operation = document.definitions.find(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        (!operationName || definition.name?.value === operationName),
    );
    described = {
      name:
        operation?.kind === Kind.OPERATION_DEFINITION && operation.operation === 'query'
          ? operation.name?.value
          : undefined,
      text: canonicalText(document),
    };
    documentTexts.set(document, described);
  }
  return described;
}

/**
 * A bounded in-process cache of GraphQL answers (issue 21 item 1, decision 0893): a catalogue page's loaders
 * and `/graphql` read the same entries. The key is the operation, its variables, the site, the display
 * currency and the customer group; signed-in customers, editors in preview and errors are never cached, and
 * an answer is stored only when its resolvers said it may be shared (a public cache hint). A hit gives the
 * request the content tags and cache hint the answer had, so the page's `Cache-Tag` and `Cache-Control` are
 * the same as without the cache; a purge of one of those tags (stock, price, CMS save; this process or the
 * broadcast) drops it, and no answer outlives its hint's max-age.
 */
export function createResponseCache(options: {
  maxBytes: number;
  now?: () => number;
}): ResponseCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  /** Bumped by every purge: an answer computed while a purge happened is not stored (it may be stale). */
  let generation = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const { hash } of entry.content) {
      const keys = keysByTag.get(hash);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(hash);
    }
  }

  function store(key: string, entry: Entry) {
    if (entry.bytes > options.maxBytes / 8) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const { hash } of entry.content) {
      let keys = keysByTag.get(hash);
      if (!keys) keysByTag.set(hash, (keys = new Set()));
      keys.add(key);
    }
    // Least recently used first (a Map keeps insertion order; a hit re-inserts).
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  /** Whether an operation is one of {@link configurationOperations}. */
  function isConfiguration(args: { document: DocumentNode; operationName?: unknown }): boolean {
    const { name } = describe(args.document, args.operationName as string | undefined);
    return name !== undefined && configurationOperations.has(name);
  }

  function keyOf(context: CacheableContext, document: DocumentNode, args: Record<string, unknown>) {
    if (context.previewContent) return undefined;
    if (context.commerce?.customerId != null) return undefined;
    const { name, text } = describe(document, args.operationName as string | undefined);
    if (!name || !(cacheableOperations.has(name) || configurationOperations.has(name)))
      return undefined;
    return JSON.stringify([
      context.locale ?? '',
      currencyCacheKey(context.request?.headers.get('cookie')),
      context.commerce?.customerGroupId ?? 0,
      text,
      args.variableValues ?? {},
    ]);
  }

  return {
    plugin(): Plugin {
      return {
        onExecute({ args, setResultAndStopExecution, setExecuteFn, executeFn }) {
          const context = args.contextValue as CacheableContext;
          const key = keyOf(context, args.document, args as unknown as Record<string, unknown>);
          if (key === undefined) return;
          const entry = entries.get(key);
          if (entry && entry.expiresAt > now()) {
            hits += 1;
            // Most recently used: to the end of the map's order.
            entries.delete(key);
            entries.set(key, entry);
            for (const content of entry.content) context.contentMetadata?.add(content);
            if (entry.hint) context.cacheControl?.hint(entry.hint);
            setResultAndStopExecution(entry.result);
            return;
          }
          if (entry) remove(key);
          misses += 1;
          const started = generation;
          setExecuteFn(async (executeArgs) => {
            // The answer's own tags and hint, then given to the request's collectors as well.
            const content = createContentMetadataCollector();
            const cacheControl = createCacheControlCollector();
            const outer = executeArgs.contextValue as CacheableContext;
            const result = (await executeFn({
              ...executeArgs,
              contextValue: { ...outer, contentMetadata: content, cacheControl },
            })) as ExecutionResult;
            const listed = content.list();
            for (const item of listed) outer.contentMetadata?.add(item);
            const hint = cacheControl.get();
            if (hint) outer.cacheControl?.hint(hint);
            const plain = !(Symbol.asyncIterator in Object(result));
            // How long the answer may be kept: its public hint's max-age, or a configuration's lifetime.
            const lifetimeMs =
              hint?.scope === 'public' && hint.maxAge > 0
                ? hint.maxAge * 1000
                : !hint && listed.length === 0 && isConfiguration(args)
                  ? configurationLifetimeMs
                  : 0;
            if (
              plain &&
              started === generation &&
              !result.errors?.length &&
              result.data &&
              lifetimeMs
            ) {
              store(key, {
                result,
                content: listed,
                hint,
                bytes: key.length + JSON.stringify(result).length,
                expiresAt: now() + lifetimeMs,
              });
            }
            return result;
          });
        },
      };
    },
    purgeTags(tags) {
      generation += 1;
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
    },
    purgeAll() {
      generation += 1;
      entries.clear();
      keysByTag.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}

/** `GRAPHQL_CACHE_MB` (default 16; 0 turns the cache off). */
export function responseCacheBytes(env: Record<string, string | undefined>): number {
  const raw = env.GRAPHQL_CACHE_MB?.trim();
  const megabytes = raw === undefined || raw === '' ? 16 : Number(raw);
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.floor(megabytes * 1024 * 1024) : 0;
}
