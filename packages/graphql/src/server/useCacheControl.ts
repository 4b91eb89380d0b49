import { isAsyncIterable, type Plugin } from 'graphql-yoga';

import {
  createCacheControlCollector,
  type CacheControlCollector,
  type CacheHint,
} from '../context';

/** The context member resolvers give cache hints to (`GraphQLContext.cacheControl`). */
export const cacheControlContextKey = 'cacheControl';

function isCollector(value: unknown): value is CacheControlCollector {
  const collector = value as Partial<CacheControlCollector> | null | undefined;
  return typeof collector?.hint === 'function' && typeof collector.get === 'function';
}

/** The most restrictive of two hints (`undefined` = not cacheable at all). */
function narrower(a: CacheHint | undefined, b: CacheHint | undefined): CacheHint | undefined {
  if (!a || !b) return undefined;
  return {
    maxAge: Math.min(a.maxAge, b.maxAge),
    staleWhileRevalidate: Math.min(a.staleWhileRevalidate, b.staleWhileRevalidate),
    scope: a.scope === 'private' || b.scope === 'private' ? 'private' : 'public',
  };
}

/** The `Cache-Control` header of a hint. */
export function cacheControlHeader(hint: CacheHint | undefined): string {
  if (!hint || hint.scope === 'private' || hint.maxAge <= 0) return 'no-store';
  return `public, max-age=0, s-maxage=${hint.maxAge}, stale-while-revalidate=${hint.staleWhileRevalidate}`;
}

/**
 * `Cache-Control` of GraphQL responses (spec §3 "cache control exists on product, category and CMS
 * page", §6): a response is shared-cacheable (`public, s-maxage`) only when every operation in it
 * succeeded and every one was hinted public by its resolvers (the most restrictive hint wins);
 * anything else — errors, customer data, no hint — is `no-store`. What makes hashed GET queries
 * CDN-cacheable (spec §7).
 */
export function useCacheControl(): Plugin {
  const hintByRequest = new WeakMap<Request, { hint: CacheHint | undefined }>();
  return {
    onContextBuilding({ context, extendContext }) {
      if (!isCollector((context as Record<string, unknown>)[cacheControlContextKey])) {
        extendContext({ [cacheControlContextKey]: createCacheControlCollector() } as never);
      }
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          const context = args.contextValue as unknown as Record<string, unknown> & {
            request?: Request;
          };
          if (!context.request) return;
          const collector = context[cacheControlContextKey];
          const hint =
            isAsyncIterable(result) || (result.errors?.length ?? 0) > 0 || !isCollector(collector)
              ? undefined
              : collector.get();
          const seen = hintByRequest.get(context.request);
          hintByRequest.set(context.request, { hint: seen ? narrower(seen.hint, hint) : hint });
        },
      };
    },
    onResponse({ request, response }) {
      const seen = hintByRequest.get(request);
      const cacheable = response.status === 200 && seen !== undefined;
      response.headers.set('cache-control', cacheControlHeader(cacheable ? seen.hint : undefined));
    },
  };
}
