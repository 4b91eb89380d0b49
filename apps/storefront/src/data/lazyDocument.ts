import { type DocumentNode } from 'graphql';

type Parse = (text: string, options: { noLocation: boolean }) => DocumentNode;

let loadParser: (() => Promise<{ parse: Parse }>) | undefined;
let parse: Parse | undefined;

/**
 * A GraphQL document of the browser build (vite.config.ts `documentPerModule`, decision 0904): its compact
 * text, parsed by urql's own parser the first time something reads its definitions. The parser loads with
 * the GraphQL client (`loadDocumentParser`), so documents in the first bundle cost their text only; urql
 * reads a document only once the client is there.
 */
export function lazyDocument(
  text: string,
  meta: object,
  load: () => Promise<{ parse: Parse }>,
): DocumentNode {
  loadParser ??= load;
  let parsed: DocumentNode | undefined;
  return Object.defineProperty({ kind: 'Document', ...meta }, 'definitions', {
    enumerable: true,
    get() {
      if (!parse) throw new Error('A GraphQL document was read before its parser was loaded');
      parsed ??= parse(text, { noLocation: true });
      return parsed.definitions;
    },
  }) as unknown as DocumentNode;
}

/** Loads the parser of `lazyDocument`s (nothing to do where documents are ASTs: server, dev, tests). */
export async function loadDocumentParser(): Promise<void> {
  if (parse || !loadParser) return;
  ({ parse } = await loadParser());
}
