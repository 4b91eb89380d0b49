import { mapExchange, type Exchange } from '@urql/core';

import type { ContentMetadataCollector } from './contentMetadata';

/**
 * Spec §7: responses may carry `extensions.contentMetadata` ({ type, id, hash } entries); this
 * exchange adds them to a collector that de-duplicates them by hash across responses.
 */
export function contentMetadataExchange(collector: ContentMetadataCollector): Exchange {
  return mapExchange({
    onResult(result) {
      const entries = (result.extensions as { contentMetadata?: unknown } | undefined)
        ?.contentMetadata;
      if (Array.isArray(entries)) collector.addAll(entries);
    },
  });
}
