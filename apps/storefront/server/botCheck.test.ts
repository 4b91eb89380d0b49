/**
 * The bot check over real HTTP (issue 15 item 8; decision 0756): challenges from `/bot-check/challenge`
 * (never cached, never the key), the forms of /register and /account/password-request posted without
 * JavaScript are refused once the per-address allowance is spent (here none), with the translated message beside
 * the widget and nothing created; with a solution found as the widget finds it they go through, once; a review
 * without a solution is refused by the GraphQL mutation.
 */
import { botCheckFromEnv, useBotCheck } from '@truffe/commerce/botCheck';
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { solveBotCheck } from '@truffe/commerce/testing/botCheckSolution';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

const key = 'bot-check-test-key-of-at-least-32-characters';

describe('the bot check of the public forms', () => {
  let store: Store;
  let server: TestServer;

  beforeAll(async () => {
    // No allowance without a solution: every form must carry one.
    useBotCheck(botCheckFromEnv({ BOTCHECK_PRIVATE_KEY: key, BOTCHECK_UNSOLVED_PER_HOUR: '0' }));
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', PAGE_RENDER_TIMEOUT_MS: '60000' },
      { createContext: (locale, request) => store.createContext(locale, request), orders: store },
    );
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await store?.close();
    useBotCheck(null);
  });

  const postForm = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams(fields).toString(),
    });

  async function solution(): Promise<string> {
    const response = await fetch(`${server.url}/bot-check/challenge`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain(key);
    return solveBotCheck(JSON.parse(text));
  }

  /** The e-mails queued to an address (a new account gets its welcome e-mail in the same transaction). */
  const mailTo = async (email: string) =>
    (await listOutbox(store.db, 100_000)).filter((message) => message.to === email);

  it('refuses a registration posted without a solution, beside the widget, and creates nothing', async () => {
    const email = `bot-${Date.now()}@example.com`;
    const fields = {
      firstname: 'Rex',
      lastname: 'Dupont',
      email,
      password: 'trois chiens dans un pré',
      acceptCgv: 'on',
    };
    const refused = await postForm('/register', fields);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('data-testid="bot-check-error"');
    expect(html).toContain('Confirmez que vous n’êtes pas un robot');
    expect(html).toContain(`value="${email}"`);
    expect(await mailTo(email)).toHaveLength(0);

    const forged = await postForm('/en/register', { ...fields, botCheck: 'bm90IGEgc29sdXRpb24=' });
    expect(forged.status).toBe(422);
    expect(await forged.text()).toContain('The robot check failed or expired');
    expect(await mailTo(email)).toHaveLength(0);

    const payload = await solution();
    const registered = await postForm('/register', { ...fields, botCheck: payload });
    expect(registered.status).toBe(303);
    expect(await mailTo(email)).toHaveLength(1);
    // The same solution again: refused (each is good once).
    const replayed = await postForm('/register', {
      ...fields,
      email: `other-${email}`,
      botCheck: payload,
    });
    expect(replayed.status).toBe(422);
    expect(await replayed.text()).toContain('La vérification anti-robot a échoué ou a expiré');
    expect(await mailTo(`other-${email}`)).toHaveLength(0);
  }, 120_000);

  it('refuses a password request without a solution and sends no e-mail; accepts one with it', async () => {
    const email = `reset-${Date.now()}@example.com`;
    const refused = await postForm('/en/account/password-request', { email });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Please confirm that you are not a robot');
    expect(await mailTo(email)).toHaveLength(0);
    const accepted = await postForm('/en/account/password-request', {
      email,
      botCheck: await solution(),
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('If an account exists for this address');
  }, 120_000);

  it('refuses a review without a solution (GraphQL)', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({
        query: `mutation ($input: CreateProductReviewInput!) {
          createProductReview(input: $input) { success errorMessage } }`,
        variables: {
          input: { sku: 'FRI-009', rating: 4, nickname: 'Rex', title: 'Bon', comment: 'Très bon.' },
        },
      }),
    });
    const body = (await response.json()) as {
      data: { createProductReview: { success: boolean; errorMessage: string | null } };
    };
    expect(body.data.createProductReview.success).toBe(false);
    expect(body.data.createProductReview.errorMessage).toMatch(/robot/);
  });
});
