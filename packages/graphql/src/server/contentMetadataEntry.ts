import { createHash } from 'node:crypto';

import type { ContentMetadata } from '../client/contentMetadata';

/**
 * The content metadata entry a resolver records for what it returns, e.g.
 * `context.contentMetadata.add([describeContent('Product', sku)])`. The hash is a short, stable tag
 * of type and id (12 hex characters of sha256), fit for a `Cache-Tag` header.
 */
export function describeContent(type: string, id: string | number): ContentMetadata {
  const value = String(id);
  return {
    type,
    id: value,
    hash: createHash('sha256').update(`${type}\u0000${value}`).digest('hex').slice(0, 12),
  };
}
