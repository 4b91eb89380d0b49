import { graphqlClientHeader } from '@truffe/graphql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../../test/startServer';
import { createLogger } from './logger';

/** Log lines the server wrote (a real pino logger writing into this array). */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { LOG_LEVEL: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { lines, logger };
}

const token = 'operator-token-for-tests-5b1c';

/** A GraphQL query over HTTP, as our own client sends it. */
function graphqlQuery(base: string, path: string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [graphqlClientHeader]: 'storefront' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
}
const minute = 60_000;

describe('platform endpoints (development mode, real HTTP)', () => {
  let server: TestServer;
  let restricted: TestServer;
  const { lines, logger } = logCapture();

  beforeAll(async () => {
    server = await startServer(
      {
        NODE_ENV: 'development',
        ADMIN_TOKEN: token,
        ANALYTICS_SCRIPT_URL: 'https://analytics.example.test/gtag.js',
        ANALYTICS_MEASUREMENT_ID: 'G-TEST',
      },
      {
        platform: {
          logger,
          limits: {
            clientLogPerClient: { limit: 3, windowMs: minute },
            clientLogPerAddress: { limit: 1_000, windowMs: minute },
          },
        },
      },
    );
    // Operators only from 10.1.2.3: the tests' loopback address is not allowed.
    restricted = await startServer(
      {
        NODE_ENV: 'development',
        ADMIN_TOKEN: token,
        ADMIN_ALLOWED_IPS: '10.1.2.3, 192.168.0.0/16',
      },
      {
        platform: {
          limits: {
            clientLogPerClient: { limit: 100, windowMs: minute },
            clientLogPerAddress: { limit: 2, windowMs: minute },
          },
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await restricted?.close();
  });

  describe('admin maintenance switch', () => {
    const switchTo = (base: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}/admin/maintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

    it('refuses a request without a token, with a wrong token, or from an address not allowed', async () => {
      const none = await switchTo(server.url, { enabled: true });
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect((await none.json()) as unknown).toMatchObject({ error: { code: 'unauthorized' } });

      const wrong = await switchTo(server.url, { enabled: true }, bearer(`${token}x`));
      expect(wrong.status).toBe(401);
      const short = await switchTo(server.url, { enabled: true }, bearer('x'));
      expect(short.status).toBe(401);
      const basic = await switchTo(
        server.url,
        { enabled: true },
        { authorization: `Basic ${token}` },
      );
      expect(basic.status).toBe(401);

      const elsewhere = await switchTo(restricted.url, { enabled: true }, bearer(token));
      expect(elsewhere.status).toBe(403);
      expect((await elsewhere.json()) as unknown).toMatchObject({ error: { code: 'forbidden' } });

      // None of them changed anything.
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${restricted.url}/`)).status).toBe(200);
    });

    it('refuses bad bodies with a translated 4xx and changes nothing', async () => {
      const notBoolean = await switchTo(server.url, { enabled: 'yes' }, bearer(token));
      expect(notBoolean.status).toBe(400);
      expect((await notBoolean.json()) as unknown).toMatchObject({
        error: { code: 'invalidBody', message: 'The request body is not valid.' },
      });
      const extra = await switchTo(server.url, { enabled: true, until: 1 }, bearer(token));
      expect(extra.status).toBe(400);
      const malformed = await switchTo(server.url, '{"enabled": tru', {
        ...bearer(token),
        'accept-language': 'fr-FR,fr;q=0.9',
      });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()) as unknown).toMatchObject({
        error: { code: 'invalidBody', message: 'Le corps de la requête n’est pas valide.' },
      });
      const text = await fetch(`${server.url}/admin/maintenance`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'text/plain' },
        body: 'enabled',
      });
      expect(text.status).toBe(415);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    });

    it('switches every page to 503 with the maintenance page, and back', async () => {
      const on = await switchTo(server.url, { enabled: true }, bearer(token));
      expect(on.status).toBe(200);
      expect((await on.json()) as unknown).toMatchObject({ maintenance: true });
      try {
        for (const path of ['/', '/en/', '/cart', '/nothing-here']) {
          const page = await fetch(`${server.url}${path}`);
          expect(page.status, path).toBe(503);
          expect(page.headers.get('retry-after')).toBe('5');
          const html = await page.text();
          expect(html).toContain('data-status-page="maintenance"');
        }
        for (const path of ['/graphql', '/en/graphql']) {
          const answer = await graphqlQuery(server.url, path);
          expect(answer.status, path).toBe(503);
          expect((await answer.json()) as unknown).toMatchObject({
            errors: [{ message: '#503 Maintenance flag' }],
          });
        }
        const health = (await (await fetch(`${server.url}/healthz`)).json()) as unknown;
        expect(health).toMatchObject({ maintenance: true });
        const state = await fetch(`${server.url}/admin/maintenance`, { headers: bearer(token) });
        expect((await state.json()) as unknown).toMatchObject({ maintenance: true });
        expect(lines.some((line) => line.msg === 'maintenance mode switched by an operator')).toBe(
          true,
        );
      } finally {
        const off = await switchTo(server.url, { enabled: false }, bearer(token));
        expect(off.status).toBe(200);
      }
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('data-status-page="maintenance"');
      const answer = await graphqlQuery(server.url, '/graphql');
      expect(answer.status).toBe(200);
      expect((await answer.json()) as unknown).toMatchObject({ data: { __typename: 'Query' } });
    });
  });

  describe('client log handler', () => {
    const post = (
      body: unknown,
      { clientId = 'client-abc-123', base = server.url, type = 'application/json' } = {},
    ) =>
      fetch(`${base}/client-log-handler?client_id=${encodeURIComponent(clientId)}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const thrown = {
      context: 'window.onerror',
      level: 'error',
      data: { error: 'TypeError', message: 'x is not a function', trace: 'TypeError: x…\n at y' },
    };

    it('writes the entries of a valid body as structured log lines', async () => {
      const response = await post(
        { logs: [thrown, { context: 'console.warn', level: 'warn', data: { args: ['slow'] } }] },
        { clientId: 'client-valid-1' },
      );
      expect(response.status).toBe(204);
      const written = lines.filter((line) => line.clientId === 'client-valid-1');
      expect(written).toHaveLength(2);
      expect(written[0]).toMatchObject({
        source: 'browser',
        level: 50,
        context: 'window.onerror',
        data: { error: 'TypeError', message: 'x is not a function' },
      });
      expect(written[0]?.requestId).toEqual(expect.any(String));
      expect(written[1]).toMatchObject({ level: 40, context: 'console.warn' });
    });

    it('accepts a sendBeacon body (text/plain)', async () => {
      const response = await post(
        { logs: [thrown] },
        { clientId: 'client-beacon', type: 'text/plain' },
      );
      expect(response.status).toBe(204);
    });

    it('answers 4xx to bad bodies and client ids, without writing anything', async () => {
      const before = lines.length;
      const cases: [unknown, string, number][] = [
        [{ logs: [thrown] }, '', 400], // no client id
        [{ logs: [thrown] }, 'a b<script>', 400],
        [{ logs: [] }, 'client-bad-1', 400],
        [{ logs: [{ ...thrown, level: 'fatal' }] }, 'client-bad-2', 400],
        [{ logs: [{ ...thrown, data: { message: 'no error name' } }] }, 'client-bad-3', 400],
        [
          { logs: [{ ...thrown, data: { ...thrown.data, message: 'x'.repeat(2_001) } }] },
          'client-bad-4',
          400,
        ],
        [{ logs: Array.from({ length: 51 }, () => thrown) }, 'client-bad-5', 400],
        [{ entries: [thrown] }, 'client-bad-6', 400],
        ['{"logs": [', 'client-bad-7', 400],
        ['null', 'client-bad-8', 400],
      ];
      for (const [body, clientId, status] of cases) {
        const response = await post(body, { clientId });
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        const answer = (await response.json()) as { error: { code: string; message: string } };
        expect(answer.error.message).toEqual(expect.any(String));
      }
      const tooLarge = await post(
        { logs: [{ context: 'big', level: 'info', data: { blob: 'x'.repeat(70_000) } }] },
        { clientId: 'client-bad-9' },
      );
      expect(tooLarge.status).toBe(413);
      const form = await post('a=1', {
        clientId: 'client-bad-10',
        type: 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBe(415);
      expect(lines.slice(before).filter((line) => line.source === 'browser')).toEqual([]);
      // The server still works.
      expect((await post({ logs: [thrown] }, { clientId: 'client-after-bad' })).status).toBe(204);
    });

    it('limits the rate per client id', async () => {
      for (let index = 0; index < 3; index += 1) {
        expect((await post({ logs: [thrown] }, { clientId: 'client-chatty' })).status).toBe(204);
      }
      const limited = await post({ logs: [thrown] }, { clientId: 'client-chatty' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.json()) as unknown).toMatchObject({ error: { code: 'rateLimited' } });
      // Another client is not affected.
      expect((await post({ logs: [thrown] }, { clientId: 'client-quiet' })).status).toBe(204);
    });

    it('limits the rate per address, whatever the client id', async () => {
      expect(
        (await post({ logs: [thrown] }, { base: restricted.url, clientId: 'client-one' })).status,
      ).toBe(204);
      expect(
        (await post({ logs: [thrown] }, { base: restricted.url, clientId: 'client-two' })).status,
      ).toBe(204);
      const third = await post(
        { logs: [thrown] },
        { base: restricted.url, clientId: 'client-three' },
      );
      expect(third.status).toBe(429);
    });
  });

  describe('observability', () => {
    it('exposes Prometheus metrics by route kind and status, and process metrics', async () => {
      // Responses are counted when they finish: read them to the end first.
      await (await fetch(`${server.url}/`)).text();
      await (await fetch(`${server.url}/nothing-here`)).text();
      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toMatch(
        /^truffe_http_requests_total\{kind="page",method="GET",status="200"\} [1-9]/m,
      );
      expect(text).toMatch(
        /^truffe_http_requests_total\{kind="page",method="GET",status="404"\} [1-9]/m,
      );
      expect(text).toMatch(
        /^truffe_http_request_duration_seconds_bucket\{le="\+Inf",kind="page",status="200"\} [1-9]/m,
      );
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      // Every line is a comment or `name{labels} value`.
      for (const line of text.split('\n').filter(Boolean)) {
        expect(line).toMatch(
          /^(# (HELP|TYPE) \w+ .+|\w+(\{[^}]*\})? -?[\d.e+-]+|\w+(\{[^}]*\})? NaN)$/,
        );
      }
    });

    it('keeps /metrics to the operators’ addresses', async () => {
      expect((await fetch(`${restricted.url}/metrics`)).status).toBe(403);
    });

    it('records real-user Web Vitals', async () => {
      const send = (body: unknown) =>
        fetch(`${server.url}/rum`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const ok = await send({
        path: '/',
        metrics: [
          { name: 'LCP', value: 1234, rating: 'good' },
          { name: 'CLS', value: 0.02, rating: 'good' },
        ],
      });
      expect(ok.status).toBe(204);
      expect(
        (await send({ path: '/', metrics: [{ name: 'FID', value: 1, rating: 'good' }] })).status,
      ).toBe(400);
      expect(
        (await send({ path: '/', metrics: [{ name: 'LCP', value: -1, rating: 'good' }] })).status,
      ).toBe(400);
      const text = await (await fetch(`${server.url}/metrics`)).text();
      expect(text).toMatch(/^truffe_web_vitals_count\{name="LCP"\} 1$/m);
      expect(text).toMatch(/^truffe_web_vitals_sum\{name="LCP"\} 1\.234$/m);
    });

    it('answers each request with an id, keeping a proxy’s', async () => {
      const fresh = await fetch(`${server.url}/healthz`);
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await fetch(`${server.url}/healthz`, {
        headers: { 'x-request-id': 'lb-42.abc' },
      });
      expect(kept.headers.get('x-request-id')).toBe('lb-42.abc');
      const replaced = await fetch(`${server.url}/healthz`, {
        headers: { 'x-request-id': 'no spaces <or> tags' },
      });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const line = lines.find((entry) => entry.requestId === 'lb-42.abc');
      expect(line).toMatchObject({ req: { method: 'GET', path: '/healthz' }, status: 200 });
    });

    it('sends Server-Timing with loaders, GraphQL and render on pages', async () => {
      const page = await fetch(`${server.url}/`);
      const timing = page.headers.get('server-timing') ?? '';
      expect(timing).toMatch(/(^|, )loaders;dur=\d+\.\d/);
      expect(timing).toMatch(/(^|, )graphql;dur=\d+\.\d/);
      expect(timing).toMatch(/(^|, )render;dur=\d+\.\d/);
    });
  });

  describe('content security policy', () => {
    it('sends a nonce that every inline script of the page carries, a new one per response', async () => {
      const nonces = new Set<string>();
      for (const path of ['/', '/en/', '/nothing-here', '/offline.html']) {
        const page = await fetch(`${server.url}${path}`);
        const policy = page.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
        expect(nonce, path).toBeDefined();
        nonces.add(nonce!);
        const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("frame-ancestors 'none'");
        const html = await page.text();
        const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
          .map((match) => match[1] ?? '')
          // Executable inline scripts; JSON data blocks are not run, so CSP does not govern them.
          .filter((attributes) => !/\bsrc=/.test(attributes))
          .filter((attributes) => !/\btype="application\/(ld\+)?json"/.test(attributes));
        expect(inline.length, path).toBeGreaterThan(0);
        for (const attributes of inline) expect(attributes, path).toContain(`nonce="${nonce}"`);
      }
      expect(nonces.size).toBe(4);
    });

    it('allows the configured providers and plugin script origins, and nothing else', async () => {
      const policy = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
      const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scriptSrc).toContain('https://analytics.example.test');
      // Analytics is configured here, so its tag manager is allowed; the card provider is not (the test
      // gateway takes payments), nor PayPal, which has no integration.
      expect(scriptSrc).toContain('https://www.googletagmanager.com');
      expect(scriptSrc).not.toContain('https://www.paypal.com');
      expect(scriptSrc).not.toContain('https://js.stripe.com');
      for (const source of scriptSrc) {
        expect(source).toMatch(/^('self'|'nonce-[^']+'|https:\/\/[a-z0-9.-]+(\/[a-z/]*)?)$/);
      }
      const other =
        (await fetch(`${restricted.url}/`)).headers.get('content-security-policy') ?? '';
      expect(other).not.toContain('analytics.example.test');
      expect(other).not.toContain('googletagmanager.com');
      expect(policy).toMatch(/(?:^|; )default-src 'self'(;|$)/);
    });
  });

  it('serves the service worker with its configuration, never cached by HTTP', async () => {
    const response = await fetch(`${server.url}/service-worker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const source = await response.text();
    expect(source).toMatch(
      /^const swConfig = \{"baseUrl":"\/","cacheName":"truffe-shell-[^"]+","offlinePages":\["\/offline.html","\/en\/offline.html"\],"shell":\[\]\};/,
    );
    expect(source).toContain("addEventListener('fetch'");
    const again = await fetch(`${server.url}/service-worker.js`, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});
