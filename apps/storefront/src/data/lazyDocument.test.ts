import { createRequire } from 'node:module';

import * as generated from '@truffe/graphql/documents';
import { createRequest } from '@urql/core';
import { print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';

import { lazyDocument, loadDocumentParser } from './lazyDocument';

// The parser urql ships, which the browser build's documents load with the client (vite.config.ts).
const requireFromUrql = createRequire(createRequire(import.meta.url).resolve('@urql/core'));
const graphqlWeb = requireFromUrql('@0no-co/graphql.web') as {
  parse: (text: string, options: { noLocation: boolean }) => DocumentNode;
};

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as { kind?: unknown }).kind === 'Document',
);

/** What the browser build makes of a generated document (vite.config.ts `documentPerModule`). */
function browserDocument(document: DocumentNode): DocumentNode {
  const { __meta__: meta, ...ast } = document as DocumentNode & { __meta__?: unknown };
  return lazyDocument(
    stripIgnoredCharacters(print(ast)),
    meta ? { __meta__: meta } : {},
    async () => graphqlWeb,
  );
}

describe('lazyDocument (GraphQL documents of the browser build)', () => {
  it('is not parsed before the parser is loaded, and says so when read too early', () => {
    const [, document] = documents[0]!;
    expect(() => browserDocument(document).definitions).toThrow(/before its parser/);
  });

  it.each(documents)(
    '%s has the urql key, text and persisted hash of the generated AST',
    async (_name, document) => {
      await loadDocumentParser();
      const lazy = browserDocument(document);
      // Fresh copies: urql memoizes keys on the document objects.
      const server = createRequest(structuredClone(document), { a: 1 });
      const browser = createRequest(lazy, { a: 1 });
      expect(browser.key).toBe(server.key);
      expect(print(browser.query)).toBe(print(server.query));
      expect((lazy as { __meta__?: unknown }).__meta__).toEqual(
        (document as { __meta__?: unknown }).__meta__,
      );
    },
  );
});
