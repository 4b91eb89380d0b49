// Memory benchmark (issue 8): the server's RSS after 10,000 mixed requests and its growth over a second
// 10,000 (a leak shows as growth), at the profile of the run's main server (`medium` by default).
//
// The mix is what a shop's server sees, weighted so that 2 × 10,000 requests fit the run's time budget on
// one server core (decision 0880): mostly anonymous pages that the HTML cache serves (200 products, 20
// categories and the home, each rendered once on its first request), static assets and images, and a
// share of work that runs the render path and the database every time: uncached renders (`Cache-Control:
// no-cache`), persisted GraphQL GETs and cart mutations of a few shoppers (POST with their cart cookie).
import { runLoadPinned } from '../lib/load.mjs';
import { rssMiB } from '../lib/server.mjs';

/** Requests of each kind per 1,000 of the mix. */
export const memoryMix = {
  'cached page': 700,
  asset: 150,
  image: 50,
  health: 20,
  graphql: 40,
  'uncached render': 30,
  'cart mutation': 10,
};

/**
 * Lays the mix out as one cycle of 1,000 requests in which every kind is spread evenly (a kind with weight
 * w comes every 1000 / w requests), each kind taking its next target in turn.
 * @param {Record<string, number>} weights requests per 1,000
 * @param {Record<string, object[]>} targets per kind, the requests it cycles through
 */
export function mixCycle(weights, targets) {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  const slots = [];
  for (const [kind, weight] of Object.entries(weights)) {
    if (!targets[kind]?.length) continue;
    for (let index = 0; index < weight; index += 1) {
      // The slot's place in the cycle: evenly spaced, offset per kind so that kinds interleave.
      slots.push({ kind, at: (index + 0.5) / weight, index });
    }
  }
  slots.sort((a, b) => a.at - b.at || a.kind.localeCompare(b.kind));
  const cursor = {};
  return slots.slice(0, total).map(({ kind }) => {
    const list = targets[kind];
    const next = cursor[kind] ?? 0;
    cursor[kind] = next + 1;
    return { ...list[next % list.length], kind };
  });
}

const persisted = (operationName, hash, variables) =>
  `/graphql?operationName=${operationName}&variables=${encodeURIComponent(
    JSON.stringify(variables),
  )}&extensions=${encodeURIComponent(
    JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  )}`;

/** Cart cookies of `count` shoppers: each one's first add-to-cart gets a cart and its cookie. */
async function shoppers(base, targets, count) {
  const cookies = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-truffe-graphql-client': '1' },
      body: JSON.stringify({
        operationName: 'AddToCartMutation',
        variables: { input: { sku: targets.skus[index % targets.skus.length], quantity: 1 } },
        extensions: { persistedQuery: { version: 1, sha256Hash: targets.addToCart.hash } },
      }),
    });
    await response.text();
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    if (response.ok && cookie) cookies.push(cookie);
  }
  return cookies;
}

export async function benchMemory(context) {
  const { report, server, pages, targets, profile } = context;
  const count = context.memoryRequests ?? 10_000;
  const home = pages.home.missing ? [] : [{ path: pages.home.path }];
  const cachedPages = [
    ...home,
    ...(targets.categoryPaths ?? []).map((path) => ({ path })),
    ...(targets.productPaths ?? []).map((path) => ({ path })),
  ];
  const html = ['home', 'category', 'product'].map((type) => pages[type].html ?? '').join('\n');
  const assets = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1])),
  ];
  // Image derivatives the pages link (src and every srcset candidate): cold resizes first, then hits.
  const images = [
    ...new Set(
      [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((match) =>
        match[1]
          .replaceAll('&amp;', '&')
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0])
          .filter((url) => url.startsWith('/media/')),
      ),
    ),
  ].slice(0, 40);
  const uncached = { 'cache-control': 'no-cache' };
  const cookies = targets.addToCart ? await shoppers(server.base, targets, 10) : [];
  const targetsByKind = {
    'cached page': cachedPages,
    asset: assets.map((path) => ({ path })),
    image: images.map((path) => ({ path })),
    health: [{ path: '/healthz' }],
    graphql: targets.skus.slice(0, 50).map((sku) => ({
      path: persisted('ProductPageQuery', targets.productQuery.hash, { sku }),
      headers: { 'x-truffe-graphql-client': '1' },
    })),
    'uncached render': [
      ...(targets.productPaths ?? []).slice(0, 20).map((path) => ({ path, headers: uncached })),
      ...home.map((page) => ({ ...page, headers: uncached })),
    ],
    'cart mutation': cookies.map((cookie, index) => ({
      path: '/graphql',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-truffe-graphql-client': '1',
        cookie,
      },
      body: JSON.stringify({
        operationName: 'AddToCartMutation',
        variables: { input: { sku: targets.skus[(index * 7) % targets.skus.length], quantity: 1 } },
        extensions: { persistedQuery: { version: 1, sha256Hash: targets.addToCart.hash } },
      }),
    })),
  };
  const paths = mixCycle(memoryMix, targetsByKind);
  const load = () =>
    runLoadPinned({
      base: server.base,
      paths,
      connections: context.connections,
      maxRequests: count,
      durationMs: context.memoryLimitMs ?? 180_000,
      warmupRequests: 0,
    });
  /** JS heap in use after a full GC (bench server's /__bench/memory), MiB; NaN without --expose-gc. */
  const heap = async () => {
    const memory = await (await fetch(`${server.base}/__bench/memory`)).json();
    return memory.gc ? memory.heapUsed / 2 ** 20 : Number.NaN;
  };
  const start = rssMiB(server.pid);
  const heapStart = await heap();
  const first = await load();
  const afterFirst = rssMiB(server.pid);
  const heapFirst = await heap();
  const second = await load();
  const afterSecond = rssMiB(server.pid);
  const heapSecond = await heap();
  const kinds = Object.entries(second.kinds ?? {})
    .map(
      ([kind, result]) =>
        `${kind} ${result.requests} (${Object.entries(result.statuses)
          .map(([status, n]) => `${n}×${status}`)
          .join(' ')}; p50 ${result.ttfb.p50.toFixed(1)} ms)`,
    )
    .join(', ');
  const mix = `mix per 1,000: ${Object.entries(memoryMix)
    .map(([kind, weight]) => `${weight} ${kind}`)
    .join(
      ', ',
    )}; ${cachedPages.length} cacheable pages, ${assets.length} assets, ${images.length} images, ${targetsByKind.graphql.length} SKUs for GraphQL, ${targetsByKind['uncached render'].length} uncached pages, ${cookies.length} shoppers' carts`;
  report.row({
    bench: 'memory',
    figure: `server RSS after ${first.requests} mixed requests (${profile})`,
    value: afterFirst,
    unit: 'MiB',
    reference: 'RSS when ready',
    referenceValue: start,
    note: `${mix}; ${(first.elapsedMs / 1000).toFixed(0)} s`,
  });
  report.row({
    bench: 'memory',
    figure: `RSS growth over a second ${second.requests}`,
    value: afterSecond - afterFirst,
    unit: 'MiB',
    reference: 'RSS after the first batch',
    referenceValue: afterFirst,
    note: `${(second.elapsedMs / 1000).toFixed(0)} s; second batch: ${kinds}${second.errors ? `; ${second.errors} errors` : ''}`,
  });
  report.row({
    bench: 'memory',
    figure: `JS heap after a full GC: growth over the second ${second.requests}`,
    value: heapSecond - heapFirst,
    unit: 'MiB',
    reference: 'heap after GC after the first batch',
    referenceValue: heapFirst,
    note: `heap after GC: ${heapStart.toFixed(1)} MiB when ready, ${heapFirst.toFixed(1)} after the first batch, ${heapSecond.toFixed(1)} after the second (RSS also holds PGlite's WebAssembly memory, the HTML cache and what the allocator keeps)`,
  });
  return { first, second, start, afterFirst, afterSecond, heapStart, heapFirst, heapSecond };
}
