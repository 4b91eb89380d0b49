import { type CombinedError } from '@urql/core';

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
export function rateLimitedData<Data>(
  document: { definitions: readonly unknown[] },
  message: string,
): Data {
  const operation = document.definitions[0] as
    { selectionSet?: { selections?: readonly { name?: { value?: string } }[] } } | undefined;
  const field = operation?.selectionSet?.selections?.[0]?.name?.value ?? 'result';
  const answer = { success: false, errorMessage: message, fieldErrors: [] };
  rateLimitedAnswers.add(answer);
  return { [field]: answer } as Data;
}

/** Whether a mutation answer is a rate-limit refusal made by {@link rateLimitedData}. */
export function isRateLimited(answer: object | null | undefined): boolean {
  return answer ? rateLimitedAnswers.has(answer) : false;
}
