import type { ASTVisitor, GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const suggestion = /\s*Did you mean .+\?$/;

/**
 * Validation rule: no `__schema` or `__type` (introspection). Written here rather than taken from
 * graphql-js so that its errors are yoga's own (see persistedQueryError).
 */
function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name === '__schema' || name === '__type') {
        context.reportError(
          createGraphQLError(
            `GraphQL introspection is not allowed, but the query contained ${name}.`,
            {
              nodes: [node],
              extensions: { code: 'INTROSPECTION_DISABLED' },
            },
          ),
        );
      }
    },
  };
}

/** Removes "Did you mean …?" from a validation error: suggestions would reveal the schema. */
function withoutSuggestion(error: Error): Error {
  if (error.name !== 'GraphQLError' || !suggestion.test(error.message)) return error;
  const graphQLError = error as GraphQLError;
  return createGraphQLError(error.message.replace(suggestion, ''), {
    nodes: graphQLError.nodes,
    source: graphQLError.source,
    positions: graphQLError.positions,
    path: graphQLError.path,
    originalError: graphQLError.originalError,
    extensions: graphQLError.extensions,
  });
}

/** Production only (ARCHITECTURE.md "Security posture"): no introspection and no field suggestions. */
export function useProductionHardening(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map((error: Error) => withoutSuggestion(error)));
      };
    },
  };
}
