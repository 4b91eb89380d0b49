// Memory benchmark (issue 8): the server's RSS after 10,000 mixed requests and its growth over a second
// 10,000 (a leak shows as growth). Mixed: the pages that exist, persisted GraphQL, static assets, health.
import { runLoadPinned } from '../lib/load.mjs';
import { rssMiB } from '../lib/server.mjs';

export async function benchMemory(context) {
  const { report, server, pages, targets, profile } = context;
  const count = context.memoryRequests ?? 10_000;
  const pagePaths = ['product', 'category', 'home']
    .map((type) => pages[type])
    .filter((page) => !page.missing)
    .map((page) => page.path);
  const assets = [...(pages.home.html ?? '').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)]
    .map((match) => match[1])
    .slice(0, 4);
  const graphql = targets.skus
    .slice(0, 20)
    .map(
      (sku) =>
        `/graphql?operationName=ProductPageQuery&variables=${encodeURIComponent(
          JSON.stringify({ sku }),
        )}&extensions=${encodeURIComponent(
          JSON.stringify({ persistedQuery: { version: 1, sha256Hash: targets.productQuery.hash } }),
        )}`,
    );
  // Interleaved so that every kind is spread over the run: page, graphql, page, asset, graphql, health…
  const paths = [];
  for (let index = 0; index < 20; index += 1) {
    if (pagePaths.length) paths.push(pagePaths[index % pagePaths.length]);
    paths.push(graphql[index % graphql.length]);
    if (assets.length) paths.push(assets[index % assets.length]);
    paths.push('/healthz');
  }
  const load = () =>
    runLoadPinned({
      base: server.base,
      paths,
      // Pages render every time (no-cache: the HTML cache would answer most of them): the render path is
      // where per-request state could leak.
      headers: { 'x-truffe-graphql-client': '1', 'cache-control': 'no-cache' },
      connections: context.connections,
      maxRequests: count,
      durationMs: 120_000,
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
  const mix = `${pagePaths.length} page(s), 20 GraphQL product queries, ${assets.length} assets, /healthz`;
  report.row({
    bench: 'memory',
    figure: `server RSS after ${first.requests} mixed requests (${profile})`,
    value: afterFirst,
    unit: 'MiB',
    reference: 'RSS when ready',
    referenceValue: start,
    note: mix,
  });
  report.row({
    bench: 'memory',
    figure: `RSS growth over a second ${second.requests}`,
    value: afterSecond - afterFirst,
    unit: 'MiB',
    reference: 'RSS after the first run',
    referenceValue: afterFirst,
    note: `${(first.elapsedMs / 1000).toFixed(0)} s + ${(second.elapsedMs / 1000).toFixed(0)} s; statuses ${JSON.stringify(second.statuses)}`,
  });
  report.row({
    bench: 'memory',
    figure: `JS heap after a full GC: growth over the second ${second.requests}`,
    value: heapSecond - heapFirst,
    unit: 'MiB',
    reference: 'heap after GC after the first run',
    referenceValue: heapFirst,
    note: `heap after GC: ${heapStart.toFixed(1)} MiB when ready, ${heapFirst.toFixed(1)} after the first run, ${heapSecond.toFixed(1)} after the second (RSS also holds PGlite's WebAssembly memory and what the allocator keeps)`,
  });
}
