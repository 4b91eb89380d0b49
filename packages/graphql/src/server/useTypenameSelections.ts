import { Kind, visit, type DocumentNode, type FieldNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const typenameField: FieldNode = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: '__typename' },
};

/** Adds `__typename` to every selection set that lacks it (subscription roots excepted). */
export function addTypenameSelections(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      const parentNode = parent as { kind?: string; operation?: string } | undefined;
      if (parentNode?.kind === Kind.OPERATION_DEFINITION && parentNode.operation === 'subscription')
        return undefined;
      const hasTypename = node.selections.some(
        (selection) =>
          selection.kind === Kind.FIELD &&
          selection.name.value === '__typename' &&
          !selection.alias,
      );
      return hasTypename ? undefined : { ...node, selections: [...node.selections, typenameField] };
    },
  });
}

/**
 * Answers every object with its `__typename`. The normalized cache (graphcache) needs it to key
 * entities, and urql adds it to the documents it sends, but the hash of a persisted operation is the
 * hash of the manifest text, which codegen prints without it: a hash-only request would otherwise get
 * data graphcache cannot store. Adding it on the server keeps the hash = text relation intact.
 */
export function useTypenameSelections(): Plugin {
  const transformed = new WeakMap<DocumentNode, DocumentNode>();
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!result || result instanceof Error || (result as DocumentNode).kind !== Kind.DOCUMENT)
          return;
        const document = result as DocumentNode;
        let withTypename = transformed.get(document);
        if (!withTypename) {
          withTypename = addTypenameSelections(document);
          transformed.set(document, withTypename);
          transformed.set(withTypename, withTypename);
        }
        if (withTypename !== document) replaceParseResult(withTypename);
      };
    },
  };
}
