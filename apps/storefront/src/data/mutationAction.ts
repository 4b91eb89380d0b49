import { type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { type z } from 'zod';

import { rateLimitedMessage } from './rateLimited';
import { shopClientOf } from './shopClient';

/** Spec §3 mutation result. */
export interface MutationOutcome {
  success: boolean;
  errorMessage?: string | null;
}

/** What a form's action returns to its screen (`useActionData` / `fetcher.data`). */
export type FormActionData =
  | { ok: true }
  | {
      ok: false;
      /** `invalid`: the form was refused before any mutation; `failed`: the mutation said no; `unavailable`: it could not run. */
      reason: 'invalid' | 'failed' | 'unavailable';
      /** The server's translated message, when it gave one. */
      errorMessage: string | null;
      /** Per-field problems of an invalid form (zod issue codes), by field name. */
      fieldErrors: Record<string, string>;
    };

export interface MutationActionOptions<
  Data,
  Variables extends AnyVariables,
  Schema extends z.ZodType,
> {
  /** Validates the form's fields (zod at the boundary); its output is the mutation's input. */
  schema: Schema;
  document: TypedDocumentNode<Data, Variables>;
  /** The mutation's variables from the validated form. */
  variables: (input: z.output<Schema>) => Variables;
  /** The `{ success, errorMessage }` of the mutation's data. */
  outcome: (data: Data) => MutationOutcome;
  /**
   * Where to go after success (post/redirect/get), e.g. back to the page of the form; `null` stays and
   * returns `{ ok: true }`. @defaultValue stay
   */
  redirectTo?: (input: z.output<Schema>) => string | null;
}

/**
 * A React Router action running one GraphQL mutation from a form (ARCHITECTURE.md: mutations with a form
 * go through route actions, so they also work before hydration — the server runs the same action on a
 * POST). Bad input is answered 400 and runs nothing; a refused mutation 422; a rate-limited one 429 (with its
 * message, like a refusal); an unreachable server 503.
 */
export function mutationAction<Data, Variables extends AnyVariables, Schema extends z.ZodType>(
  options: MutationActionOptions<Data, Variables, Schema>,
) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
    const parsed = options.schema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        fieldErrors[String(issue.path[0] ?? '')] ??= issue.code;
      return data<FormActionData>(
        { ok: false, reason: 'invalid', errorMessage: null, fieldErrors },
        { status: 400 },
      );
    }
    const input = parsed.data as z.output<Schema>;
    const result = await shopClientOf(context)
      .mutation(options.document, options.variables(input))
      .toPromise();
    // Too many posts from this address (decision 0890): 429, the translated message beside the form.
    const limited = rateLimitedMessage(result.error);
    if (limited) {
      return data<FormActionData>(
        { ok: false, reason: 'failed', errorMessage: limited, fieldErrors: {} },
        { status: 429 },
      );
    }
    if (result.error || !result.data) {
      return data<FormActionData>(
        { ok: false, reason: 'unavailable', errorMessage: null, fieldErrors: {} },
        { status: 503 },
      );
    }
    const outcome = options.outcome(result.data);
    if (!outcome.success) {
      return data<FormActionData>(
        {
          ok: false,
          reason: 'failed',
          errorMessage: outcome.errorMessage ?? null,
          fieldErrors: {},
        },
        { status: 422 },
      );
    }
    const target = options.redirectTo?.(input) ?? null;
    return target ? redirect(target, 303) : ({ ok: true } satisfies FormActionData);
  };
}

/** Where a return path is resolved: any origin, only to see whether the path stays on it. */
const returnBase = 'http://return.invalid';

/** A path that starts with one `/` (not `//host` nor `/\host`, which browsers read as another origin). */
const sameSitePath = /^\/(?![/\\])/;

/**
 * A same-site path to return to after a form (never another origin, never `//host`), in the URL's own serialized
 * form: tabs and line breaks dropped and non-ASCII characters percent-encoded as a browser does, so that
 * `/\t/evil.example` cannot become `//evil.example` in a browser and a `Location` header can always hold it
 * (a line break or `é` in it made the redirect throw: a 500).
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2048 || !sameSitePath.test(value))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, returnBase);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === returnBase && sameSitePath.test(path) ? path : fallback;
}
