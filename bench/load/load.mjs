// `pnpm bench load [--users 200] [--duration 60] [--checkout-share 0.25] [--model shoppers|closed] [--think 8]` (issue 19 item 8; decision 0891).
// Virtual shoppers against the deployment of the README's "Deployment" section, on 127.0.0.1 only: two
// storefront production processes on one PostgreSQL database (a clone of the seeded server template, dropped
// at the end) behind our own varnishd (deploy/varnish), started by apps/storefront/test/cluster.ts.
// Each of `users` shoppers walks a journey, one at a time, in a loop: home, a category, a product, a search,
// another product, add to cart (GraphQL), the cart page; one journey in four then opens the checkout and checks
// out with the test gateway's card (e-mail, address, home delivery, card, place order). A new journey is a new
// shopper (a new cookie jar). Two models (decision 0891): `--model shoppers` (default) reads each page for a
// think time (`--think`, mean seconds) before the next step; `--model closed` is autocannon's closed loop
// without think time, the deployment's capacity. Writes bench/results/load.md: users, duration,
// requests, errors, p50/p95/p99 per page type, orders placed vs stock taken (from the database), and each
// process's memory at start and end. Run with tsx (bench/run.mjs does); needs TEST_DATABASE_URL (or
// LOAD_DATABASE_URL), varnishd and the production build. Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { root, rssMiB } from '../lib/server.mjs';

// The storefront's and the store's own modules (TypeScript, run by tsx), by path like bench/lib/serve.mjs.
const load = (path) => import(pathToFileURL(join(root, path)).href);
const { persistedOperation } = await load('packages/commerce/src/testing/persistedOperation.ts');
const { openStore } = await load('packages/commerce/src/store/openStore.ts');
const { startCluster } = await load('apps/storefront/test/cluster.ts');
const { shopperAddress } = await load('apps/storefront/test/shopper.ts');

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    // Seconds; the issue's figure is a 10-minute run: `--duration 600`.
    duration: { type: 'string', default: '60' },
    'checkout-share': { type: 'string', default: '0.25' },
    // `shoppers`: each shopper reads each page for a think time before the next step (the targets' model);
    // `closed`: autocannon's closed loop without think time (the deployment's capacity, no target).
    model: { type: 'string', default: 'shoppers' },
    // Mean think time in seconds (uniform in [0.5, 1.5] × think).
    think: { type: 'string', default: '8' },
    out: { type: 'string', default: 'bench/results/load.md' },
  },
});
const users = Math.min(1000, Math.max(1, Number(values.users) || 200));
const durationSeconds = Math.min(3600, Math.max(5, Number(values.duration) || 60));
const checkoutShare = Math.min(1, Math.max(0, Number(values['checkout-share']) || 0.25));
const model = values.model === 'closed' ? 'closed' : 'shoppers';
const thinkSeconds = Math.min(120, Math.max(0.1, Number(values.think) || 8));
const serverUrl = (process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
if (!serverUrl) {
  console.error(
    'pnpm bench load needs a PostgreSQL server: TEST_DATABASE_URL (or LOAD_DATABASE_URL).',
  );
  process.exit(2);
}

/** Percentile of sorted values (nearest rank). */
const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

console.log(
  `Load: ${users} shoppers (${model === 'closed' ? 'closed loop, no think time' : `think time ${thinkSeconds} s`}) for ${durationSeconds} s against 2 processes behind Varnish…`,
);
const cluster = await startCluster({
  serverUrl,
  processes: 2,
  // The bot check's unsolved-form allowance and the order limit per client address (decision 0890) count
  // every shopper here together (all come from 127.0.0.1): raised; the limit per cart session stays.
  env: { BOTCHECK_UNSOLVED_PER_HOUR: '1000000', RATE_LIMIT_ORDERS_PER_ADDRESS: '1000000' },
});
const store = await openStore({ databaseUrl: cluster.databaseUrl, statementTimeoutMs: 120_000 });
const rows = async (text) => (await store.db.execute(text)).rows;
const stopAll = async () => {
  await store.close().catch(() => undefined);
  await cluster.stop();
};

try {
  const base = cluster.varnishUrl;
  // Targets from the store: orderable simple products with stock to spare, categories, search words.
  const products = await rows(
    `SELECT p.id, p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.visibility = 4 AND p.is_active AND s.is_in_stock AND s.qty >= 100
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 40`,
  );
  const categories = await rows(
    `SELECT request_path AS path FROM url_rewrite
      WHERE entity_type = 'category' AND redirect_type = 0 AND locale = 'fr-FR'
      ORDER BY id LIMIT 20`,
  );
  if (products.length === 0 || categories.length === 0) {
    throw new Error('The seeded store has no orderable product or no category path');
  }
  const searchWords = ['croquettes', 'collier', 'laisse', 'jouet', 'panier', 'friandises'];
  const skus = products.map((row) => row.sku);
  const stockOf = async () =>
    Number(
      (
        await rows(
          `SELECT coalesce(sum(qty), 0)::bigint AS total FROM stock_item
            WHERE product_id IN (${products.map((row) => Number(row.id)).join(',')})`,
        )
      )[0]?.total ?? 0,
    );
  const stockBefore = await stockOf();
  const ordersBefore = Number(
    (await rows(`SELECT coalesce(max(id), 0) AS id FROM sales_order`))[0]?.id ?? 0,
  );

  const graphqlBody = (name, variables) =>
    JSON.stringify({
      operationName: name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedOperation(name).hash } },
    });
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  let journeys = 0;

  /** Per page type: latencies (ms), statuses, errors. */
  const kinds = new Map();
  const kindOf = (name) => {
    let kind = kinds.get(name);
    if (!kind) kinds.set(name, (kind = { latencies: [], statuses: {}, errors: 0, refusals: {} }));
    return kind;
  };

  /**
   * The journey, one step per page or click, shared by both drivers. `build(context)` gives the request, or
   * undefined when this shopper skips the step (the checkout steps of a shopper who only browses).
   * The first step starts a new shopper: a new journey, an empty cookie jar.
   */
  const page = (kind, path) => ({
    kind,
    build: (context) =>
      kind === 'checkout' && !context.checkout
        ? undefined
        : {
            method: 'GET',
            path: typeof path === 'function' ? path(context) : path,
            headers: { accept: 'text/html', ...(context.cookie ? { cookie: context.cookie } : {}) },
          },
  });
  const graphql = (kind, name, variables) => ({
    kind,
    build: (context) =>
      kind !== 'graphql:addToCart' && !context.checkout
        ? undefined
        : {
            method: 'POST',
            path: '/graphql',
            headers: {
              'content-type': 'application/json',
              'x-truffe-graphql-client': '1',
              origin: base,
              ...(context.cookie ? { cookie: context.cookie } : {}),
            },
            body: graphqlBody(
              name,
              typeof variables === 'function' ? variables(context) : variables,
            ),
          },
  });
  const journey = [
    {
      kind: 'home',
      build(context) {
        journeys += 1;
        context.journey = journeys;
        context.checkout = Math.random() < checkoutShare;
        context.sku = pick(skus);
        context.cookie = undefined;
        return { method: 'GET', path: '/', headers: { accept: 'text/html' } };
      },
    },
    page('category', () => `/${pick(categories).path}`),
    page('product', (context) => `/product/${encodeURIComponent(context.sku)}`),
    page('search', () => `/search/${encodeURIComponent(pick(searchWords))}`),
    page('product', () => `/product/${encodeURIComponent(pick(skus))}`),
    graphql('graphql:addToCart', 'AddToCartMutation', (context) => ({
      input: { sku: context.sku, quantity: 1 },
    })),
    page('cart', '/cart'),
    page('checkout', '/checkout'),
    graphql('graphql:checkout', 'SetCheckoutEmailMutation', (context) => ({
      email: `shopper-${context.journey}@example.com`,
    })),
    graphql('graphql:checkout', 'SetCheckoutAddressesMutation', {
      shipping: shopperAddress,
      billingSameAsShipping: true,
    }),
    graphql('graphql:checkout', 'SetCheckoutShippingMethodMutation', { code: 'home' }),
    graphql('graphql:checkout', 'SetCheckoutPaymentMethodMutation', { code: 'truffe_card' }),
    graphql('graphql:placeOrder', 'PlaceOrderMutation', (context) => ({
      idempotencyKey: `load-${process.pid}-${context.journey}`,
      acceptTerms: true,
    })),
  ];

  /** Records one answer of `kind` (latency from sending to the complete body) and keeps the cart cookie. */
  const record = (kind, latency, status, body, setCookieHeader, context) => {
    const entry = kindOf(kind);
    entry.latencies.push(latency);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    if (status >= 400) entry.errors += 1;
    const setCookies = []
      .concat(setCookieHeader ?? [])
      .flatMap((value) => String(value).split(/,(?=\s*\w+=)/));
    for (const setCookie of setCookies) {
      const pair = setCookie.split(';')[0]?.trim() ?? '';
      if (pair.startsWith('truffe_cart=')) {
        const others = (context.cookie ?? '')
          .split('; ')
          .filter((item) => item && !item.startsWith('truffe_cart='));
        context.cookie = [...others, pair].join('; ');
      }
    }
    if (kind.startsWith('graphql:') && status === 200) {
      try {
        const answer = JSON.parse(body);
        const result = Object.values(answer.data ?? {}).find(
          (value) => value && typeof value === 'object',
        );
        if (answer.errors || !result?.success) {
          const why = String(
            result?.errorMessage ?? answer.errors?.[0]?.message ?? 'no success',
          ).slice(0, 120);
          entry.refusals[why] = (entry.refusals[why] ?? 0) + 1;
          // A refused step ends the checkout of this shopper.
          context.checkout = false;
        }
      } catch {
        entry.errors += 1;
        entry.unreadable = (entry.unreadable ?? 0) + 1;
      }
    } else if (status >= 400) {
      context.checkout = false;
    }
  };

  /**
   * Shoppers who read (the default model): each of `users` shoppers walks the journey and waits a think time
   * before each next step, uniform in [0.5, 1.5] × `think` seconds; the first step of each comes after a
   * random wait in [0, think] so that they do not all arrive at once. autocannon has no think time
   * (mcollina/autocannon#201), so these shoppers are scheduled here, over node:http with a keep-alive agent (one
   * request in flight per shopper, 30 s timeout).
   */
  async function runShoppers(startedAt) {
    const target = new URL(base);
    const agent = new Agent({ keepAlive: true, maxSockets: users });
    const deadline = startedAt + durationSeconds * 1000;
    const totals = { requests: 0, network: 0, timeouts: 0 };
    const pause = (ms) => sleep(Math.max(0, Math.min(ms, deadline - Date.now())));
    const send = (request, keepBody) =>
      new Promise((resolve) => {
        const sentAt = performance.now();
        const headers = { ...request.headers };
        if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
        const req = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            path: request.path,
            method: request.method,
            agent,
            headers,
            timeout: 30_000,
          },
          (res) => {
            const chunks = [];
            res.on('data', (chunk) => keepBody && chunks.push(chunk));
            res.on('error', () => resolve({ error: 'network' }));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: keepBody ? Buffer.concat(chunks).toString('utf8') : '',
                setCookie: res.headers['set-cookie'],
                latency: performance.now() - sentAt,
              }),
            );
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (error) =>
          resolve({ error: error.message === 'timeout' ? 'timeout' : 'network' }),
        );
        if (request.body !== undefined) req.write(request.body);
        req.end();
      });
    const shopper = async () => {
      await pause(Math.random() * thinkSeconds * 1000);
      const context = {};
      while (Date.now() < deadline) {
        for (const step of journey) {
          if (Date.now() >= deadline) return;
          const request = step.build(context);
          if (!request) continue;
          const answer = await send(request, step.kind.startsWith('graphql:'));
          totals.requests += 1;
          if (answer.error) {
            totals[answer.error === 'timeout' ? 'timeouts' : 'network'] += 1;
            kindOf(step.kind).errors += 1;
            context.checkout = false;
          } else {
            record(
              step.kind,
              answer.latency,
              answer.status,
              answer.body,
              answer.setCookie,
              context,
            );
          }
          await pause(thinkSeconds * 1000 * (0.5 + Math.random()));
        }
      }
    };
    await Promise.all(Array.from({ length: users }, shopper));
    agent.destroy();
    const seconds = (Date.now() - startedAt) / 1000;
    return {
      requests: { total: totals.requests, average: totals.requests / seconds },
      errors: totals.network + totals.timeouts,
      timeouts: totals.timeouts,
    };
  }

  /**
   * The closed loop (`--model closed`, capacity): autocannon, one connection per shopper sending its next step
   * as soon as the last answer is complete, no think time. A step this shopper skips ends the journey
   * (autocannon then starts a new one with a fresh context).
   */
  async function runClosed() {
    const result = await autocannon({
      url: base,
      connections: users,
      duration: durationSeconds,
      timeout: 30,
      requests: journey.map((step) => ({
        method: 'GET',
        setupRequest(request, context) {
          const built = step.build(context);
          if (!built) return null;
          context.kind = step.kind;
          context.sentAt = performance.now();
          return { ...request, ...built };
        },
        onResponse(status, body, context, headers) {
          record(
            context.kind,
            performance.now() - context.sentAt,
            status,
            body,
            headers?.['set-cookie'] ?? headers?.['Set-Cookie'],
            context,
          );
        },
      })),
    });
    return result;
  }

  const processes = cluster.processes.map((process, index) => ({
    name: index === 0 ? 'A' : 'B',
    pid: process.pid,
    start: rssMiB(process.pid),
    samples: [],
  }));
  // Memory every 30 s (every tenth of a shorter run).
  const sampleEveryMs = Math.min(30_000, (durationSeconds * 1000) / 10);
  const sampler = setInterval(() => {
    for (const process of processes) process.samples.push(rssMiB(process.pid));
  }, sampleEveryMs);

  const loadBefore = loadavg()[0];
  const started = Date.now();
  const result = model === 'closed' ? await runClosed() : await runShoppers(started);
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  for (const process of processes) process.end = rssMiB(process.pid);
  const loadAfter = loadavg()[0];

  // Orders placed during the run and the stock they took (from the database).
  const orderRows = await rows(
    `SELECT o.status, count(DISTINCT o.id)::int AS orders, coalesce(sum(l.qty), 0)::int AS units
      FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id
      WHERE o.id > ${ordersBefore} GROUP BY o.status ORDER BY o.status`,
  );
  const stockAfter = await stockOf();
  const ordered = orderRows.reduce((sum, row) => sum + Number(row.units), 0);
  const canceled = orderRows
    .filter((row) => /cancel/i.test(row.status))
    .reduce((sum, row) => sum + Number(row.units), 0);
  const stockTaken = stockBefore - stockAfter;

  const pageKinds = ['home', 'category', 'product', 'search', 'cart', 'checkout'];
  const non2xx = [...kinds.values()].reduce(
    (sum, kind) =>
      sum +
      Object.entries(kind.statuses)
        .filter(([status]) => Number(status) < 200 || Number(status) > 299)
        .reduce((total, [, count]) => total + count, 0),
    0,
  );
  const statusErrors = [...kinds.values()].reduce(
    (sum, kind) =>
      sum +
      Object.entries(kind.statuses)
        .filter(([status]) => Number(status) >= 400)
        .reduce((total, [, count]) => total + count, 0),
    0,
  );
  const unreadable = [...kinds.values()].reduce((sum, kind) => sum + (kind.unreadable ?? 0), 0);
  const lines = [];
  lines.push('# Load benchmark (`pnpm bench load`)', '');
  lines.push(
    `Run of ${new Date(started).toISOString()} · ${users} concurrent virtual shoppers · ${seconds.toFixed(0)} s` +
      ` · 2 storefront production processes on one PostgreSQL database behind Varnish (deploy/varnish),` +
      ` ${
        model === 'closed'
          ? 'closed loop without think time (autocannon 9; capacity, no target)'
          : `each shopper reading each page for a think time uniform in ${(thinkSeconds / 2).toFixed(1)}–${(thinkSeconds * 1.5).toFixed(1)} s (mean ${thinkSeconds} s) before the next step`
      } (decision 0891), everything on 127.0.0.1 of one ${cpus().length}-CPU machine` +
      ` shared with the load generator, PostgreSQL, Varnish and other work (not pinned; load average` +
      ` ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end).`,
    '',
  );
  lines.push(
    `Journey: home, category, product, search, product, add to cart (GraphQL), cart page; ${Math.round(checkoutShare * 100)} % of the journeys then open the checkout page and check out with the test gateway's card (e-mail, address, home delivery, card, place order; the hosted payment page is not visited, so the orders stay pending payment).`,
    '',
  );
  lines.push('| figure | value |', '| --- | --- |');
  lines.push(`| users | ${users} |`);
  lines.push(`| duration | ${seconds.toFixed(0)} s |`);
  lines.push(`| journeys started | ${journeys} |`);
  lines.push(`| requests | ${result.requests.total} (${result.requests.average.toFixed(0)}/s) |`);
  lines.push(
    `| errors | ${result.errors} connection errors (of which ${result.timeouts} timeouts), ${statusErrors} answers ≥ 400, ${unreadable} unreadable GraphQL answers |`,
  );
  lines.push(`| answers not 2xx | ${non2xx} |`);
  lines.push('');
  lines.push('## Latency per page type (ms, request sent → response complete)', '');
  lines.push(
    '| type | requests | p50 | p95 | p99 | statuses | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  const ordering = [...pageKinds, 'graphql:addToCart', 'graphql:checkout', 'graphql:placeOrder'];
  for (const name of [...ordering, ...[...kinds.keys()].filter((key) => !ordering.includes(key))]) {
    const kind = kinds.get(name);
    if (!kind) continue;
    const sorted = [...kind.latencies].sort((a, b) => a - b);
    const statuses = Object.entries(kind.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    lines.push(
      `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${statuses} | ${kind.errors} |`,
    );
  }
  const pageLatencies = pageKinds
    .flatMap((name) => kinds.get(name)?.latencies ?? [])
    .sort((a, b) => a - b);
  lines.push('');
  lines.push(
    `Pages together: p95 ${percentile(pageLatencies, 95).toFixed(1)} ms (target < 300 ms: ${percentile(pageLatencies, 95) < 300 ? 'met' : 'not met'}).`,
    '',
  );
  const refusals = [...kinds.entries()].flatMap(([name, kind]) =>
    Object.entries(kind.refusals).map(([why, count]) => `| ${name} | ${why} | ${count} |`),
  );
  if (refusals.length) {
    lines.push('## GraphQL answers refused (success false or errors)', '');
    lines.push('| step | message | count |', '| --- | --- | --- |', ...refusals, '');
  }
  lines.push('## Orders and stock (from the database)', '');
  lines.push('| order status | orders | units |', '| --- | --- | --- |');
  for (const row of orderRows) lines.push(`| ${row.status} | ${row.orders} | ${row.units} |`);
  lines.push('');
  lines.push(
    `Units ordered ${ordered} (of which in canceled orders ${canceled}); stock taken from the ${products.length} products bought: ${stockTaken} (${stockBefore} → ${stockAfter}). ` +
      `Drift (units ordered − canceled − stock taken): ${ordered - canceled - stockTaken}.`,
    '',
  );
  lines.push('## Memory (RSS, MiB)', '');
  lines.push(
    `| process | start | end | highest, first half → second half | samples every ${(sampleEveryMs / 1000).toFixed(0)} s |`,
    '| --- | --- | --- | --- | --- |',
  );
  for (const process of processes) {
    // Flat: the second half of the run peaks no higher than the first (warm caches fill in the first half).
    const half = Math.floor(process.samples.length / 2);
    const first = Math.max(process.start, ...process.samples.slice(0, half));
    const second = Math.max(process.end, ...process.samples.slice(half));
    lines.push(
      `| ${process.name} | ${process.start.toFixed(0)} | ${process.end.toFixed(0)} | ${first.toFixed(0)} → ${second.toFixed(0)} (${second - first > 0 ? '+' : ''}${(second - first).toFixed(0)}) | ${process.samples.map((value) => value.toFixed(0)).join(', ')} |`,
    );
  }
  lines.push('');
  const out = join(root, values.out);
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  console.log(`\nWritten to ${values.out}`);
} finally {
  await stopAll();
}
