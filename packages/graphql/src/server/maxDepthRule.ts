import { createGraphQLError } from 'graphql-yoga';
import {
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Depth of a selection set: 1 for `{ a }`, following fragment spreads (each fragment once per path). */
function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__') && !selection.selectionSet) continue;
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || visiting.has(name)) continue; // a cycle is NoFragmentCyclesRule's to report
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

/** Validation rule: rejects an operation whose fields nest deeper than `maxDepth`. */
export function maxDepthRule(maxDepth: number) {
  // Named: yoga's validation cache is keyed by the rules' names.
  return function MaxDepthRule(context: ValidationContext): ASTVisitor {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            createGraphQLError(
              `The operation is ${depth} levels deep; at most ${maxDepth} are allowed.`,
              {
                nodes: [node],
                extensions: { code: 'MAX_DEPTH_EXCEEDED' },
              },
            ),
          );
        }
      },
    };
  };
}
