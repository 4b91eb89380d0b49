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
      headers: { 'x-truffe-graphql-client': '1' },
      connections: context.connections,
      maxRequests: count,
      durationMs: 120_000,
      warmupRequests: 0,
    });
  const start = rssMiB(server.pid);
  const first = await load();
  const afterFirst = rssMiB(server.pid);
  const second = await load();
  const afterSecond = rssMiB(server.pid);
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
    note: `${first.elapsedMs / 1000 < 1 ? '' : `${(first.elapsedMs / 1000).toFixed(0)} s + ${(second.elapsedMs / 1000).toFixed(0)} s`}; the medium-profile figure needs --profile medium`,
  });
}
