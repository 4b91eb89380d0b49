import { createHash } from 'node:crypto';

import type { ContentType, GraphQLContext } from '@truffe/graphql/context';

import type { ShopConfig } from '../config';

/** Tag of an entity in `extensions.contentMetadata` and the `Cache-Tag` header: `<type>:<id>` hashed. */
export function contentHash(type: ContentType, id: string): string {
  return createHash('sha256').update(`${type}:${id}`).digest('hex').slice(0, 16);
}

const cacheKeys: Record<ContentType, keyof ShopConfig['cacheControl'] | null> = {
  product: 'product',
  category: 'category',
  'cms-page': 'cmsPage',
  'cms-block': 'cmsPage',
};

/** Records that the response contains an entity, and its type's cache-control hint. */
export function recordContent(
  context: GraphQLContext,
  config: ShopConfig,
  type: ContentType,
  id: string,
): void {
  context.contentMetadata?.add({ type, id, hash: contentHash(type, id) });
  const key = cacheKeys[type];
  if (key) context.cacheControl?.hint({ ...config.cacheControl[key], scope: 'public' });
}

/** The cache-control hint of a cacheable type, as exposed by its `cacheControl` field. */
export function cacheControlOf(config: ShopConfig, key: keyof ShopConfig['cacheControl']) {
  return { ...config.cacheControl[key], scope: 'public' };
}
