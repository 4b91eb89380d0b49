// `pnpm bench load [--users 200] [--duration 60] [--checkout-share 0.25]` (issue 19 item 8; decision 0891).
// Virtual shoppers against the deployment of the README's "Deployment" section, on 127.0.0.1 only: two
// storefront production processes on one PostgreSQL database (a clone of the seeded server template, dropped
// at the end) behind our own varnishd (deploy/varnish), started by apps/storefront/test/cluster.ts.
// Each of `users` autocannon connections is one shopper at a time, looping over a journey: home, a category,
// a product, a search, another product, add to cart (GraphQL), the cart page; one journey in four then checks
// out with the test gateway's card (e-mail, address, home delivery, card, place order). A new journey is a new
// shopper (autocannon resets the context: new cookie jar). Writes bench/results/load.md: users, duration,
// requests, errors, p50/p95/p99 per page type, orders placed vs stock taken (from the database), and each
// process's memory at start and end. Run with tsx (bench/run.mjs does); needs TEST_DATABASE_URL (or
// LOAD_DATABASE_URL), varnishd and the production build. Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { pathToFileURL } from 'node:url';

import autocannon from 'autocannon';

import { root, rssMiB } from '../lib/server.mjs';

// The storefront's and the store's own modules (TypeScript, run by tsx), by path like bench/lib/serve.mjs.
const load = (path) => import(pathToFileURL(join(root, path)).href);
const { persistedOperation } = await load('packages/commerce/src/testing/persistedOperation.ts');
const { openStore } = await load('packages/commerce/src/store/openStore.ts');
const { startCluster } = await load('apps/storefront/test/cluster.ts');

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    // Seconds; the figure is a 10-minute run: `--duration 600`.
    duration: { type: 'string', default: '60' },
    'checkout-share': { type: 'string', default: '0.25' },
    out: { type: 'string', default: 'bench/results/load.md' },
  },
});
const users = Math.min(1000, Math.max(1, Number(values.users) || 200));
const durationSeconds = Math.min(3600, Math.max(5, Number(values.duration) || 60));
const checkoutShare = Math.min(1, Math.max(0, Number(values['checkout-share']) || 0.25));
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

console.log(`Load: ${users} shoppers for ${durationSeconds} s against 2 processes behind Varnish…`);
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
  const get = (kind, path) => ({
    method: 'GET',
    setupRequest(request, context) {
      if (kind === 'checkout' && !context.checkout) return null;
      const cookie = context.cookie;
      context.kind = kind;
      context.sentAt = performance.now();
      return {
        ...request,
        method: 'GET',
        path: typeof path === 'function' ? path(context) : path,
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      };
    },
  });
  const graphql = (kind, name, variables) => ({
    method: 'POST',
    setupRequest(request, context) {
      if (kind !== 'graphql:addToCart' && !context.checkout) return null;
      context.kind = kind;
      context.sentAt = performance.now();
      return {
        ...request,
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          'x-truffe-graphql-client': '1',
          origin: base,
          ...(context.cookie ? { cookie: context.cookie } : {}),
        },
        body: graphqlBody(name, typeof variables === 'function' ? variables(context) : variables),
      };
    },
  });
  const address = {
    firstname: 'Camille',
    lastname: 'Durand',
    street: ['12 rue des Lilas'],
    postcode: '75011',
    city: 'Paris',
    countryCode: 'FR',
  };

  const requests = [
    {
      ...get('home', '/'),
      setupRequest(request, context) {
        // A new journey: a new shopper (autocannon reset the context), who may check out.
        journeys += 1;
        context.journey = journeys;
        context.checkout = Math.random() < checkoutShare;
        context.sku = pick(skus);
        context.kind = 'home';
        context.sentAt = performance.now();
        return { ...request, method: 'GET', path: '/', headers: { accept: 'text/html' } };
      },
    },
    get('category', () => `/${pick(categories).path}`),
    get('product', (context) => `/product/${encodeURIComponent(context.sku)}`),
    get('search', () => `/search/${encodeURIComponent(pick(searchWords))}`),
    get('product', () => `/product/${encodeURIComponent(pick(skus))}`),
    graphql('graphql:addToCart', 'AddToCartMutation', (context) => ({
      input: { sku: context.sku, quantity: 1 },
    })),
    get('cart', '/cart'),
    graphql('graphql:checkout', 'SetCheckoutEmailMutation', (context) => ({
      email: `shopper-${context.journey}@example.com`,
    })),
    graphql('graphql:checkout', 'SetCheckoutAddressesMutation', {
      shipping: address,
      billingSameAsShipping: true,
    }),
    graphql('graphql:checkout', 'SetCheckoutShippingMethodMutation', { code: 'home' }),
    graphql('graphql:checkout', 'SetCheckoutPaymentMethodMutation', { code: 'truffe_card' }),
    graphql('graphql:placeOrder', 'PlaceOrderMutation', (context) => ({
      idempotencyKey: `load-${process.pid}-${context.journey}`,
      acceptTerms: true,
    })),
  ].map((entry) => ({
    ...entry,
    onResponse(status, body, context, headers) {
      const kind = kindOf(context.kind);
      kind.latencies.push(performance.now() - context.sentAt);
      kind.statuses[status] = (kind.statuses[status] ?? 0) + 1;
      if (status >= 400) kind.errors += 1;
      // The cart cookie of this shopper (autocannon gives the headers as a flat object or an array).
      const setCookies = []
        .concat(headers?.['set-cookie'] ?? headers?.['Set-Cookie'] ?? [])
        .flatMap((value) => String(value).split(/,(?=\s*\w+=)/));
      for (const setCookie of setCookies) {
        const pair = setCookie.split(';')[0]?.trim() ?? '';
        if (pair.startsWith('truffe_cart=')) {
          const others = (context.cookie ?? '')
            .split('; ')
            .filter((entry) => entry && !entry.startsWith('truffe_cart='));
          context.cookie = [...others, pair].join('; ');
        }
      }
      if (context.kind.startsWith('graphql:') && status === 200) {
        try {
          const answer = JSON.parse(body);
          const result = Object.values(answer.data ?? {}).find(
            (value) => value && typeof value === 'object',
          );
          if (answer.errors || !result?.success) {
            const why = String(
              result?.errorMessage ?? answer.errors?.[0]?.message ?? 'no success',
            ).slice(0, 120);
            kind.refusals[why] = (kind.refusals[why] ?? 0) + 1;
            // A refused step ends the checkout of this shopper.
            context.checkout = false;
          }
        } catch {
          kind.errors += 1;
        }
      }
    },
  }));

  const processes = cluster.processes.map((process, index) => ({
    name: index === 0 ? 'A' : 'B',
    pid: process.pid,
    start: rssMiB(process.pid),
    samples: [],
  }));
  const sampler = setInterval(() => {
    for (const process of processes) process.samples.push(rssMiB(process.pid));
  }, 30_000);

  const loadBefore = loadavg()[0];
  const started = Date.now();
  const result = await autocannon({
    url: base,
    connections: users,
    duration: durationSeconds,
    timeout: 30,
    requests,
  });
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

  const pageKinds = ['home', 'category', 'product', 'search', 'cart'];
  const lines = [];
  lines.push('# Load benchmark (`pnpm bench load`)', '');
  lines.push(
    `Run of ${new Date(started).toISOString()} · ${users} concurrent virtual shoppers · ${seconds.toFixed(0)} s` +
      ` · 2 storefront production processes on one PostgreSQL database behind Varnish (deploy/varnish),` +
      ` autocannon 9 as the load tool (decision 0891), everything on 127.0.0.1 of one ${cpus().length}-CPU machine` +
      ` shared with the load generator, PostgreSQL, Varnish and other work (not pinned; load average` +
      ` ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end).`,
    '',
  );
  lines.push(
    `Journey: home, category, product, search, product, add to cart (GraphQL), cart page; ${Math.round(checkoutShare * 100)} % of the journeys then check out with the test gateway's card (e-mail, address, home delivery, card, place order; the hosted payment page is not visited, so the orders stay pending payment).`,
    '',
  );
  lines.push('| figure | value |', '| --- | --- |');
  lines.push(`| users | ${users} |`);
  lines.push(`| duration | ${seconds.toFixed(0)} s |`);
  lines.push(`| journeys started | ${journeys} |`);
  lines.push(`| requests | ${result.requests.total} (${result.requests.average.toFixed(0)}/s) |`);
  lines.push(
    `| errors (network, timeouts, status ≥ 400) | ${result.errors} network, ${result.timeouts} timeouts, ${[...kinds.values()].reduce((sum, kind) => sum + kind.errors, 0)} status ≥ 400 or unreadable |`,
  );
  lines.push(`| non-2xx (autocannon) | ${result.non2xx} |`);
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
  lines.push('| process | start | end | samples every 30 s |', '| --- | --- | --- | --- |');
  for (const process of processes) {
    lines.push(
      `| ${process.name} | ${process.start.toFixed(0)} | ${process.end.toFixed(0)} | ${process.samples.map((value) => value.toFixed(0)).join(', ')} |`,
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
