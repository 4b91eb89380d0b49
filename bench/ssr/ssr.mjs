// Page benchmarks (issue 8): SSR throughput against the static file and the template-string renderer,
// latency at 70 % of peak, the anonymous HTML cache, and data scale. Pages are found at run time: a page
// that answers 404 (screen not built yet) gets a "not available yet" row.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { runAlternating, runLoadPinned } from '../lib/load.mjs';
import { summarize } from '../lib/stats.mjs';

/** The first candidate path of each page type that answers 200, from the store's targets. */
export async function findPages(base, targets) {
  const candidates = {
    home: ['/'],
    category: [
      targets.category.path && `/${targets.category.path}`,
      `/category/${targets.category.id}`,
    ],
    product: [
      targets.product.path && `/${targets.product.path}`,
      `/product/${encodeURIComponent(targets.product.sku)}`,
      `/product/${targets.product.id}`,
    ],
  };
  const pages = {};
  for (const [type, paths] of Object.entries(candidates)) {
    const tried = [];
    for (const path of paths.filter(Boolean)) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      const html = await response.text();
      tried.push(`${path} → ${response.status}`);
      // The layout around an empty main is not a page to benchmark: the home must have content.
      if (response.status === 200) {
        pages[type] = { path, html, headers: response.headers };
        break;
      }
    }
    if (!pages[type]) pages[type] = { missing: `not available yet (${tried.join(', ')})` };
  }
  return pages;
}

const loadSettings = (context) => ({
  connections: context.connections,
  durationMs: context.durationMs,
});

/** Uncached figures ask for a fresh render (`Cache-Control: no-cache`): the HTML cache does not answer. */
const uncached = { 'cache-control': 'no-cache' };

/** The template-string reference of a page type: the same data through the same in-process client. */
function templatePathOf(type, targets) {
  if (type === 'product') return `/__bench/template/${encodeURIComponent(targets.product.sku)}`;
  if (type === 'category')
    return `/__bench/template-page/category/${targets.category.id}?path=${encodeURIComponent(`/${targets.category.path ?? ''}`)}`;
  return '/__bench/template-page/home';
}

const templateLabels = {
  product: 'hand-written template strings of the same ProductPageQuery data, same process',
  category:
    'template strings of the same data (route, category, shop, footer queries), same process',
  home: 'template strings of the same data (home CMS page, shop, footer queries), same process',
};

/** SSR throughput: rps of each page against (a) its HTML as a static file, (b) the template renderer. */
export async function benchSsr(context) {
  const { report, server, pages, targets, staticDir, profile } = context;
  const results = {};
  for (const type of ['product', 'category', 'home']) {
    const page = pages[type];
    const figure = `${type} page SSR rps (uncached, ${profile})`;
    if (page.missing) {
      report.missing('ssr', figure, page.missing, '≥ 0.35 × template');
      if (type === 'product') {
        // The reference alone, so that the ratio can be read as soon as the page exists.
        const template = await runLoadPinned({
          base: server.base,
          paths: [`/__bench/template/${encodeURIComponent(targets.product.sku)}`],
          ...loadSettings(context),
        });
        report.row({
          bench: 'ssr',
          figure: 'template-string renderer of the product data (reference only)',
          value: template.rps,
          unit: 'req/s',
          note: okShare(template),
        });
      }
      continue;
    }
    writeFileSync(join(staticDir, `${profile}-${type}.html`), page.html);
    const [ssr, file, template] = await runAlternating([
      { base: server.base, paths: [page.path], headers: uncached, ...loadSettings(context) },
      {
        base: server.base,
        paths: [`/__bench/static/${profile}-${type}.html`],
        ...loadSettings(context),
      },
      { base: server.base, paths: [templatePathOf(type, targets)], ...loadSettings(context) },
    ]);
    results[type] = ssr;
    report.row({
      bench: 'ssr',
      figure: `${type} SSR rps vs static file (${profile})`,
      value: ssr.rps,
      unit: 'req/s',
      reference: 'same HTML as a static file, same server',
      referenceValue: file.rps,
      note: `${page.path}, ${(page.html.length / 1024).toFixed(1)} KiB, ${okShare(ssr)}`,
    });
    if (template && template.requests > 0 && !template.statuses['404']) {
      const ratio = ssr.rps / template.rps;
      report.row({
        bench: 'ssr',
        figure: `${type} SSR rps vs template-string renderer (${profile})`,
        value: ssr.rps,
        unit: 'req/s',
        reference: templateLabels[type],
        referenceValue: template.rps,
        target: '≥ 0.35',
        met: ratio >= 0.35,
        note: okShare(template),
      });
    } else {
      report.missing(
        'ssr',
        `${type} SSR rps vs template-string renderer (${profile})`,
        `the template reference failed (${template ? okShare(template) : 'no run'})`,
        '≥ 0.35',
      );
    }
  }
  return results;
}

const okShare = (result) =>
  `${result.requests} requests, ${Object.entries(result.statuses)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ')}${result.errors ? `, ${result.errors} errors` : ''}`;

/** TTFB p50/p99 of the uncached product page at 70 % of its peak throughput (open loop). */
export async function benchLatency(context, peakRps) {
  const { report, server, pages } = context;
  const page = pages.product.missing ? pages.home : pages.product;
  const which = pages.product.missing ? 'home (product page not available yet)' : 'product';
  if (page.missing) {
    report.missing(
      'latency',
      'TTFB at 70 % of peak',
      pages.product.missing,
      'p50 ≤ 20 ms, p99 ≤ 100 ms',
    );
    return;
  }
  const peak =
    peakRps ??
    (
      await runLoadPinned({
        base: server.base,
        paths: [page.path],
        headers: uncached,
        ...loadSettings(context),
      })
    ).rps;
  const rate = Math.max(1, Math.round(peak * 0.7 * 10) / 10);
  const result = await runLoadPinned({
    base: server.base,
    paths: [page.path],
    headers: uncached,
    rate,
    connections: 64,
    durationMs: Math.max(context.durationMs, 8000),
  });
  report.row({
    bench: 'latency',
    figure: `${which} TTFB p50 at ${rate} req/s (70 % of ${peak.toFixed(1)}), ${context.profile}`,
    value: result.ttfb.p50,
    unit: 'ms',
    target: '≤ 20 ms',
    met: result.ttfb.p50 <= 20,
    note: okShare(result),
  });
  report.row({
    bench: 'latency',
    figure: `${which} TTFB p99 at ${rate} req/s, ${context.profile}`,
    value: result.ttfb.p99,
    unit: 'ms',
    target: '≤ 100 ms',
    met: result.ttfb.p99 <= 100,
  });
}

/** Cached anonymous HTML (X-Cache: HIT) against the same bytes as a static file, per page type. */
export async function benchCache(context) {
  const { report, server, pages, staticDir } = context;
  for (const type of ['product', 'category', 'home']) {
    const page = pages[type];
    if (page.missing) {
      report.missing('cache', `${type} cached HTML rps vs static`, page.missing, '≥ 0.8 × static');
      continue;
    }
    await (await fetch(`${server.base}${page.path}`)).text();
    const probe = await fetch(`${server.base}${page.path}`);
    const html = await probe.text();
    const state = probe.headers.get('x-cache');
    if (state !== 'HIT') {
      report.missing(
        'cache',
        `${type} cached HTML rps vs static`,
        `the second request was not a cache hit (X-Cache: ${state ?? 'none'}; Cache-Control: ${probe.headers.get('cache-control')})`,
        '≥ 0.8 × static',
      );
      continue;
    }
    // The static reference: the bytes this cached response carries.
    writeFileSync(join(staticDir, `${type}-cached.html`), html);
    const [cached, file] = await runAlternating([
      { base: server.base, paths: [page.path], ...loadSettings(context) },
      {
        base: server.base,
        paths: [`/__bench/static/${type}-cached.html`],
        ...loadSettings(context),
      },
    ]);
    report.row({
      bench: 'cache',
      figure: `${type} cached anonymous HTML rps at ${context.profile} (${page.path}, ${(html.length / 1024).toFixed(1)} KiB, identity)`,
      value: cached.rps,
      unit: 'req/s',
      reference: 'same bytes as a static file, same server',
      referenceValue: file.rps,
      target: '≥ 0.8',
      met: cached.rps / file.rps >= 0.8,
      note: okShare(cached),
    });
  }
}

/** Sequential p50 of a page and the GraphQL share of its server time (Server-Timing). */
async function pageTimings(base, path, count) {
  const ttfb = [];
  const total = [];
  const graphql = [];
  const db = [];
  const server = [];
  for (let index = 0; index < count + 5; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: uncached });
    const headersAt = performance.now();
    await response.text();
    if (index < 5) continue;
    ttfb.push(headersAt - started);
    total.push(performance.now() - started);
    const timing = Object.fromEntries(
      (response.headers.get('server-timing') ?? '')
        .split(',')
        .map((entry) => /^\s*([\w-]+);dur=([\d.]+)/.exec(entry))
        .filter(Boolean)
        .map((match) => [match[1], Number(match[2])]),
    );
    graphql.push(timing.graphql ?? 0);
    db.push(timing.db ?? Number.NaN);
    server.push((timing.loaders ?? 0) + (timing.render ?? 0));
  }
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  return {
    p50: summarize(ttfb).p50,
    totalP50: summarize(total).p50,
    graphqlShare: sum(graphql) / sum(server),
    dbShare: sum(db) / sum(server),
    dbP50: summarize(db).p50,
    serverP50: summarize(server).p50,
  };
}

/**
 * Data scale: p50 of the product and category pages at `medium` against the same page type at `small`
 * (each store's own page: the catalogues differ), and the database share of the page's server time.
 * `context.reference`: the small store's server and pages (runs with both profiles); without it, the p50
 * alone.
 */
export async function benchScale(context) {
  const { report, server, pages, profile, reference } = context;
  for (const type of ['product', 'category']) {
    const page = pages[type];
    if (page.missing) {
      report.missing('scale', `${type} p50 medium / small`, page.missing, '≤ 1.2');
      report.missing('scale', `${type} database share of server time`, page.missing, '≤ 20 %');
      continue;
    }
    const here = await pageTimings(server.base, page.path, 50);
    const small = reference?.pages[type];
    if (profile === 'medium' && small && !small.missing) {
      const at = await pageTimings(reference.server.base, small.path, 50);
      report.row({
        bench: 'scale',
        figure: `${type} p50 at medium vs small`,
        value: here.p50,
        unit: 'ms',
        reference: `the ${type} page at small (${small.path})`,
        referenceValue: at.p50,
        target: '≤ 1.2',
        met: here.p50 / at.p50 <= 1.2,
        note: `${page.path}; sequential, TTFB, 50 requests each after 5; server time p50 ${here.serverP50.toFixed(1)} vs ${at.serverP50.toFixed(1)} ms`,
      });
      if (Number.isFinite(at.dbShare)) {
        report.row({
          bench: 'scale',
          figure: `${type} database share of server time at small`,
          value: at.dbShare * 100,
          unit: '%',
          target: '≤ 20 %',
          met: at.dbShare <= 0.2,
          note: `p50 db ${at.dbP50.toFixed(1)} ms of ${at.serverP50.toFixed(1)} ms`,
        });
      }
    } else {
      report.row({
        bench: 'scale',
        figure: `${type} p50 (sequential) at ${profile}`,
        value: here.p50,
        unit: 'ms',
        note: `TTFB; whole response p50 ${here.totalP50.toFixed(0)} ms (streamed); the medium / small ratio needs both profiles (\`pnpm bench\`)`,
        target: '≤ 1.2 × small at medium',
      });
    }
    if (Number.isFinite(here.dbShare)) {
      report.row({
        bench: 'scale',
        figure: `${type} database share of server time at ${profile}`,
        value: here.dbShare * 100,
        unit: '%',
        target: '≤ 20 %',
        met: here.dbShare <= 0.2,
        note: `Server-Timing db / (loaders + render): SQL in flight (@truffe/commerce timing hook), p50 db ${here.dbP50.toFixed(1)} ms of ${here.serverP50.toFixed(1)} ms; GraphQL (resolvers + SQL) ${(here.graphqlShare * 100).toFixed(0)} %`,
      });
    } else {
      report.row({
        bench: 'scale',
        figure: `${type} GraphQL share of server time (upper bound of database time)`,
        value: here.graphqlShare * 100,
        unit: '%',
        target: '≤ 20 %',
        met: here.graphqlShare <= 0.2,
        note: 'no Server-Timing db entry: graphql / (loaders + render), resolvers included',
      });
    }
  }
}
