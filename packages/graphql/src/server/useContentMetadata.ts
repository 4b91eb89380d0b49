import { isAsyncIterable, type Plugin } from 'graphql-yoga';

import { createContentMetadataCollector } from '../client/contentMetadata';
import type { ContentMetadataCollector } from '../context';

/** The context member resolvers record content metadata into (`GraphQLContext.contentMetadata`). */
export const contentMetadataContextKey = 'contentMetadata';

function isCollector(value: unknown): value is ContentMetadataCollector {
  const collector = value as Partial<ContentMetadataCollector> | null | undefined;
  return typeof collector?.add === 'function' && typeof collector.list === 'function';
}

/**
 * Spec §7 `extensions.contentMetadata`: gives every operation's context a collector (unless the
 * server's context factory already made one), copies what the resolvers recorded (`list()`, already
 * de-duplicated by hash) into the result's extensions, and lists the hashes in a `Cache-Tag` response
 * header so that a CDN can purge by content.
 */
export function useContentMetadata(): Plugin {
  const tagsByRequest = new WeakMap<Request, Set<string>>();
  return {
    onContextBuilding({ context, extendContext }) {
      if (!isCollector((context as Record<string, unknown>)[contentMetadataContextKey])) {
        extendContext({ [contentMetadataContextKey]: createContentMetadataCollector() } as never);
      }
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          const context = args.contextValue as unknown as Record<string, unknown> & {
            request?: Request;
          };
          const collector = context[contentMetadataContextKey];
          if (!isCollector(collector)) return;
          const contentMetadata = collector.list();
          if (contentMetadata.length === 0) return;
          setResult({ ...result, extensions: { ...result.extensions, contentMetadata } });
          if (context.request) {
            const tags = tagsByRequest.get(context.request) ?? new Set<string>();
            for (const entry of contentMetadata) tags.add(entry.hash);
            tagsByRequest.set(context.request, tags);
          }
        },
      };
    },
    onResponse({ request, response }) {
      const tags = tagsByRequest.get(request);
      if (tags && tags.size > 0) response.headers.set('cache-tag', [...tags].join(','));
    },
  };
}
