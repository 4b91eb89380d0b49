// GraphQL benchmark (issue 8): the product page query as a persisted GET through yoga (/graphql, the shop's
// production policy) against a plain JSON endpoint returning the same data (bench-only /__bench/json: the
// same schema, resolvers and store context run by graphql-js `execute` on a pre-parsed document, no yoga,
// no GraphQL-over-HTTP layer, no plugins). Both uncached, same SKUs in the same order.
import { spawnSync } from 'node:child_process';

import { runAlternating } from '../lib/load.mjs';
import { root, tsxBin } from '../lib/server.mjs';

export async function benchGraphql(context) {
  const { report, server, targets } = context;
  const skus = targets.skus.slice(0, 50);
  const persistedPath = (sku) =>
    `/graphql?operationName=ProductPageQuery&variables=${encodeURIComponent(
      JSON.stringify({ sku }),
    )}&extensions=${encodeURIComponent(
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: targets.productQuery.hash } }),
    )}`;
  const headers = { 'x-truffe-graphql-client': '1', accept: 'application/json' };
  const probe = await fetch(`${server.base}${persistedPath(skus[0])}`, { headers });
  const body = await probe.json().catch(() => ({}));
  if (probe.status !== 200 || !body.data?.product) {
    report.missing(
      'graphql',
      'persisted GET ProductPageQuery rps vs plain JSON',
      `the persisted GET failed (${probe.status}: ${JSON.stringify(body.errors ?? body).slice(0, 200)})`,
      '≥ 0.5',
    );
    return;
  }
  const plain = await fetch(`${server.base}/__bench/json/${encodeURIComponent(skus[0])}`).then(
    (response) => response.json(),
  );
  const same = JSON.stringify(plain.product?.sku) === JSON.stringify(body.data.product.sku);
  const settings = { connections: context.connections, durationMs: context.durationMs };
  const [yoga, json] = await runAlternating([
    { base: server.base, paths: skus.map(persistedPath), headers, ...settings },
    {
      base: server.base,
      paths: skus.map((sku) => `/__bench/json/${encodeURIComponent(sku)}`),
      ...settings,
    },
  ]);
  report.row({
    bench: 'graphql',
    figure: 'ProductPageQuery persisted GET through yoga, rps',
    value: yoga.rps,
    unit: 'req/s',
    reference: 'plain JSON endpoint, same data (graphql-js execute, no yoga)',
    referenceValue: json.rps,
    target: '≥ 0.5',
    met: yoga.rps / json.rps >= 0.5,
    note: `${skus.length} SKUs in turn; p50 ${yoga.ttfb.p50.toFixed(1)} vs ${json.ttfb.p50.toFixed(1)} ms${same ? '' : '; data differ!'}`,
  });
  executorRows(report);
}

/**
 * graphql-jit and a response cache against graphql-js, in-process on the same store and resolvers
 * (bench/graphql/executors.ts, requests alternating between the three; PGlite, small profile).
 */
function executorRows(report) {
  const run = spawnSync(
    tsxBin,
    [
      'bench/graphql/executors.ts',
      '--engine',
      'pglite',
      '--profile',
      'small',
      '--rounds',
      '20',
      '--json',
    ],
    { cwd: root, encoding: 'utf8', timeout: 240_000 },
  );
  const line = (run.stdout ?? '').trim().split('\n').at(-1) ?? '';
  let result;
  try {
    result = JSON.parse(line);
  } catch {
    report.missing(
      'graphql',
      'gain of response caching / graphql-jit',
      `bench/graphql/executors.ts failed (${(run.stderr ?? '').trim().slice(-200) || run.status})`,
    );
    return;
  }
  for (const figure of result.figures) {
    const note = `in-process, PGlite small, ${result.rounds} requests each, alternating; answers differing: ${figure.differences}`;
    report.row({
      bench: 'graphql',
      figure: `${figure.scenario} query p50 with graphql-jit (not adopted)`,
      value: figure.jit,
      unit: 'ms',
      reference: 'graphql-js execute (what the shop runs)',
      referenceValue: figure.plain,
      note,
    });
    report.row({
      bench: 'graphql',
      figure: `${figure.scenario} query p50 as a response cache hit (not adopted)`,
      value: figure.cached,
      unit: 'ms',
      reference: 'graphql-js execute (what the shop runs)',
      referenceValue: figure.plain,
      note,
    });
  }
}
