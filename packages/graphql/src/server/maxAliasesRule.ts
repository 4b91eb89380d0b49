import { type ASTVisitor, type ValidationContext } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** Validation rule: rejects a document with more than `maxAliases` aliased fields (alias amplification). */
export function maxAliasesRule(maxAliases: number) {
  // Named: yoga's validation cache is keyed by the rules' names.
  return function MaxAliasesRule(context: ValidationContext): ASTVisitor {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave(node) {
          if (aliases > maxAliases) {
            context.reportError(
              createGraphQLError(
                `The document has ${aliases} aliases; at most ${maxAliases} are allowed.`,
                {
                  nodes: [node],
                  extensions: { code: 'MAX_ALIASES_EXCEEDED' },
                },
              ),
            );
          }
        },
      },
    };
  };
}
