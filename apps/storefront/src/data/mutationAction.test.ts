import { SetPreviewModeMutationDocument } from '@truffe/graphql/documents';
import { type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createGraphQLServer } from '../../server/graphql';
import { type ServerLoaderContext } from './loaderContext';
import { mutationAction, safeReturnPath } from './mutationAction';

const editorToken = 'editor-token-for-action-tests';
const graphql = createGraphQLServer({ baseUrl: '/', mode: 'development', editorToken });

/** The action's arguments, with a real in-process client in the request's context (as the server does). */
async function argsFor(form: Record<string, string>, headers: Record<string, string> = {}) {
  const pageRequest = new Request('http://shop.test/en/contribution/modes', { headers });
  const { client } = await graphql.pageClient('en-GB', pageRequest);
  const context: ServerLoaderContext = { client };
  const request = new Request('http://shop.test/en/contribution/modes', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { request, context, params: {} } as unknown as ActionFunctionArgs;
}

const action = mutationAction({
  schema: z.object({
    enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
    returnTo: z.string().optional(),
  }),
  document: SetPreviewModeMutationDocument,
  variables: ({ enabled }) => ({ enabled }),
  outcome: (data) => data.setPreviewMode,
  redirectTo: ({ returnTo }) => (returnTo ? safeReturnPath(returnTo, '/') : null),
});

type DataResult = { type: 'DataWithResponseInit'; data: unknown; init: { status: number } };

describe('mutationAction', () => {
  it('refuses invalid input with 400 and field errors, without running the mutation', async () => {
    const result = (await action(await argsFor({ enabled: 'perhaps' }))) as DataResult;
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { enabled: 'invalid_value' },
    });
  });

  it("answers 422 with the server's translated message when the mutation says no", async () => {
    const result = (await action(await argsFor({ enabled: 'true' }))) as DataResult;
    expect(result.init.status).toBe(422);
    expect(result.data).toEqual({
      ok: false,
      reason: 'failed',
      errorMessage: 'Only an authorized editor session can turn this mode on.',
      fieldErrors: {},
    });
  });

  it('redirects (303) after a success when asked to, otherwise returns ok', async () => {
    const editor = { 'x-editor-token': editorToken };
    const redirected = (await action(
      await argsFor({ enabled: 'true', returnTo: '/en/cart' }, editor),
    )) as Response;
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe('/en/cart');
    expect(await action(await argsFor({ enabled: 'true' }, editor))).toEqual({ ok: true });
  });

  it('only ever returns to a path of this site', () => {
    expect(safeReturnPath('/en/cart?x=1', '/')).toBe('/en/cart?x=1');
    for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil.example', 42]) {
      expect(safeReturnPath(unsafe, '/en/')).toBe('/en/');
    }
  });
});
