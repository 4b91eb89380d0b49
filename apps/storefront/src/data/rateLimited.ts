import { type CombinedError } from '@urql/core';
import type { DocumentNode, FieldNode, OperationDefinitionNode } from 'graphql';

/** The GraphQL extension code of an operation refused by the shop's rate limits (decision 0890). */
export const rateLimitedCode = 'RATE_LIMITED';

/**
 * The server's translated message when `error` is a rate-limit refusal (HTTP 429, `RATE_LIMITED`), else null:
 * a route action answers it next to its form with status 429 rather than as "unavailable".
 */
export function rateLimitedMessage(error: CombinedError | undefined): string | null {
  const refusal = error?.graphQLErrors.find(
    (graphQLError) => graphQLError.extensions?.code === rateLimitedCode,
  );
  return refusal?.message ?? null;
}

/** Marks an answer made up by {@link rateLimitedData}: its form answers 429. */
const rateLimitedAnswers = new WeakSet<object>();

/**
 * The data of a one-field mutation refused by the rate limits, in the shape its form already shows:
 * `{ [field]: { success: false, errorMessage, fieldErrors: [] } }` — so that the message lands next to the
 * form like any refusal, and {@link isRateLimited} tells the action to answer 429.
 */
export function rateLimitedData<Data>(document: DocumentNode, message: string): Data {
  const answer = { success: false, errorMessage: message, fieldErrors: [] };
  rateLimitedAnswers.add(answer);
  return { [mutationField(document)]: answer } as Data;
}

/**
 * The one field a mutation document asks for: its operation is not always the first definition (fragments come
 * first in some documents) and its first selection is the `__typename` every document carries (decision 0506).
 * The kinds are compared as strings: the `graphql` package stays out of the browser's bundle.
 */
function mutationField(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === ('OperationDefinition' as OperationDefinitionNode['kind']),
  );
  const field = operation?.selectionSet.selections.find(
    (selection): selection is FieldNode =>
      selection.kind === ('Field' as FieldNode['kind']) && selection.name.value !== '__typename',
  );
  return field?.alias?.value ?? field?.name.value ?? 'result';
}

/** Whether a mutation answer is a rate-limit refusal made by {@link rateLimitedData}. */
export function isRateLimited(answer: object | null | undefined): boolean {
  return answer ? rateLimitedAnswers.has(answer) : false;
}
