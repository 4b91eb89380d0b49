import { createRequire } from 'node:module';

import { createRequest } from '@urql/core';
import { print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';

import * as generated from '../generated/graphql';

// The parser urql itself ships (the storefront's browser build parses documents with it, decision 0805).
const requireFromUrql = createRequire(createRequire(import.meta.url).resolve('@urql/core'));
const { parse } = requireFromUrql('@0no-co/graphql.web') as {
  parse: (text: string, options: { noLocation: boolean }) => DocumentNode;
};

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as { kind?: unknown }).kind === 'Document',
);

describe('GraphQL documents shipped as text to the browser (apps/storefront/vite.config.ts)', () => {
  it('covers the generated documents', () => {
    expect(documents.length).toBeGreaterThan(20);
  });

  it.each(documents)(
    '%s parsed from its compact text has the same urql key and text as the generated AST',
    (_name, document) => {
      const { __meta__: _meta, ...ast } = document as DocumentNode & { __meta__?: unknown };
      const parsed = parse(stripIgnoredCharacters(print(ast)), { noLocation: true });
      // Fresh copies: urql memoizes keys on the document objects.
      const server = createRequest(structuredClone(ast), { a: 1 });
      const browser = createRequest(parsed, { a: 1 });
      expect(browser.key).toBe(server.key);
      expect(print(browser.query)).toBe(print(server.query));
    },
  );
});
