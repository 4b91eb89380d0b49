/**
 * The storefront's payment webhook endpoint and development outbox over real HTTP, on a copy of the seeded store
 * with the test gateway: the raw body reaches the provider's signature check (a forged one is 400), an unknown
 * provider is 404, a verified event of no order of ours is acknowledged; `/__dev/outbox` lists the outbox in
 * development and answers 404 in production unless DEV_OUTBOX=1. (The state changes a webhook drives are tested
 * in packages/commerce/test/concurrency.test.ts and ordersReconcile.test.ts.)
 */
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';

import type { TestGateway } from '@truffe/commerce/payments';
import { openStore, type Store } from '@truffe/commerce/store';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seededDataDir } from '../test/testStore';
import { mountDevOutbox } from './devOutbox';
import { mountPaymentRoutes } from './payments';

let store: Store;
let dataDir: string;
const servers: { close(): void }[] = [];

async function serve(env: NodeJS.ProcessEnv): Promise<string> {
  const app = express();
  mountPaymentRoutes(app, '/', store);
  mountDevOutbox(app, '/', store, env);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dataDir = await seededDataDir();
  store = await openStore({
    dataDir,
    log: () => undefined,
    reconcile: false,
    payments: {
      backend: 'test',
      publicUrl: 'http://127.0.0.1:9',
      testGateway: { secret: 'webhook-route-test', retryDelaysMs: [], log: () => undefined },
    },
  });
});
afterAll(async () => {
  for (const server of servers) server.close();
  await store?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /payments/webhook/:code', () => {
  it('checks the signature over the raw body and acknowledges only verified events', async () => {
    const origin = await serve({ NODE_ENV: 'test' });
    const gateway = store.payments.testGateway as unknown as TestGateway;
    const signed = gateway.signEvent({
      eventId: 'evt_route_1',
      providerPaymentId: 'tg_unknown',
      paymentId: '00000000-0000-4000-8000-000000000001',
      status: 'captured',
      amountCents: 1000,
      occurredAt: new Date().toISOString(),
      sequence: 1,
    });
    const post = (path: string, body: string, headers: Record<string, string>) =>
      fetch(`${origin}${path}`, { method: 'POST', body, headers });

    const accepted = await post('/payments/webhook/truffe_card', signed.body, signed.headers);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('cache-control')).toContain('no-store');
    expect(await accepted.json()).toEqual({ received: true, outcome: 'ignored' });

    // The same bytes re-serialized differently no longer match the signature.
    const reformatted = JSON.stringify(JSON.parse(signed.body), null, 2);
    expect((await post('/payments/webhook/truffe_card', reformatted, signed.headers)).status).toBe(
      400,
    );
    const unsigned = { 'content-type': 'application/json' };
    expect((await post('/payments/webhook/truffe_card', signed.body, unsigned)).status).toBe(400);
    expect((await post('/payments/webhook/nope', signed.body, signed.headers)).status).toBe(404);
  });
});

describe('/__dev/outbox', () => {
  it('lists the outbox in development, as HTML and JSON', async () => {
    const origin = await serve({ NODE_ENV: 'development' });
    const html = await fetch(`${origin}/__dev/outbox`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toContain('no-store');
    expect(await html.text()).toContain('<h1>Outbox (development)</h1>');
    const json = await fetch(`${origin}/__dev/outbox.json`);
    expect(Array.isArray(((await json.json()) as { messages: unknown[] }).messages)).toBe(true);
  });

  it('is 404 in production unless DEV_OUTBOX=1', async () => {
    const production = await serve({ NODE_ENV: 'production' });
    expect((await fetch(`${production}/__dev/outbox`)).status).toBe(404);
    expect((await fetch(`${production}/__dev/outbox.json`)).status).toBe(404);
    const e2e = await serve({ NODE_ENV: 'production', DEV_OUTBOX: '1' });
    expect((await fetch(`${e2e}/__dev/outbox.json`)).status).toBe(200);
  });
});
