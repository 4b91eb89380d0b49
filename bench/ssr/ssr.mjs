// Page benchmarks (issue 8): SSR throughput against the static file and the template-string renderer,
// latency at 70 % of peak, the anonymous HTML cache, and data scale. Pages are found at run time: a page
// that answers 404 (screen not built yet) gets a "not available yet" row.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
    // A family's name: a word of thousands of products at large (the scale bench's search page).
    search: ['/search/croquettes'],
    // The configurable product with the most variants (issue 21: the SSR throughput figures' product page).
    configurable: [targets.configurable?.path && `/${targets.configurable.path}`],
  };
  const pages = {};
  for (const [type, paths] of Object.entries(candidates)) {
    const tried = [];
    for (const path of paths.filter(Boolean)) {
      let response = await fetch(`${base}${path}`, { redirect: 'manual' });
      // A first request past the render deadline (a cold large store: the search lexicon's first read) is
      // tried again twice before the page counts as missing.
      for (let retry = 0; retry < 2 && response.status === 504; retry += 1) {
        await response.text();
        response = await fetch(`${base}${path}`, { redirect: 'manual' });
      }
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

const root = fileURLToPath(new URL('../..', import.meta.url));

const loadSettings = (context) => ({
  connections: context.connections,
  durationMs: context.durationMs,
});

/**
 * Renders the measured pages, and their template references, before any is measured: each side is measured
 * in its steady state, as a server that has run for a while serves. V8 goes on optimizing the render's
 * functions for thousands of renders: an uncached product page's server CPU is 8.7 ms after 30 renders,
 * 5.3 ms after 2,000 and 4.5 ms after 5,000 (`node bench/profile/cpu-per-render.mjs --warmup N`, decision
 * 0920). Most of that code (React, React Router, Vike, the shell) is shared by the page types, so one mixed
 * warm-up serves them all: BENCH_SSR_WARMUP uncached renders (3,000 by default) and 40 % as many template
 * pages, in turn over the page types.
 */
async function warmUpRenders(context) {
  const { server, pages, targets } = context;
  const types = ['configurable', 'product', 'category', 'home'].filter(
    (type) => pages[type] && !pages[type].missing,
  );
  if (types.length === 0) return;
  const renders = Number(process.env.BENCH_SSR_WARMUP ?? 3000);
  const warmUp = (paths, headers, maxRequests) =>
    runLoadPinned({
      base: server.base,
      paths,
      headers,
      connections: context.connections,
      maxRequests,
      durationMs: 60_000,
      warmupRequests: 0,
    });
  await warmUp(
    types.map((type) => pages[type].path),
    uncached,
    renders,
  );
  await warmUp(
    types.map((type) => templatePathOf(type, targets)),
    {},
    Math.round(renders * 0.4),
  );
}

/** Uncached figures ask for a fresh render (`Cache-Control: no-cache`): the HTML cache does not answer. */
const uncached = { 'cache-control': 'no-cache' };

/** The template-string reference of a page type: the same data through the same in-process client. */
function templatePathOf(type, targets) {
  if (type === 'configurable')
    return `/__bench/template/${encodeURIComponent(targets.configurable.sku)}`;
  if (type === 'product') return `/__bench/template/${encodeURIComponent(targets.product.sku)}`;
  if (type === 'category')
    return `/__bench/template-page/category/${targets.category.id}?path=${encodeURIComponent(`/${targets.category.path ?? ''}`)}`;
  return '/__bench/template-page/home';
}

const templateLabels = {
  configurable:
    'hand-written template strings of the same ProductPageQuery data (variants, options), same process',
  product: 'hand-written template strings of the same ProductPageQuery data, same process',
  category:
    'template strings of the same data (route, category, shop, footer queries), same process',
  home: 'template strings of the same data (home CMS page, shop, footer queries), same process',
};

/** SSR throughput: rps of each page against (a) its HTML as a static file, (b) the template renderer. */
export async function benchSsr(context) {
  const { report, server, pages, targets, staticDir, profile } = context;
  const results = {};
  await warmUpRenders(context);
  // Issue 21: the configurable product (what shoppers open most), the category and the home page; the simple
  // product of earlier reports stays as a row of its own.
  for (const type of ['configurable', 'product', 'category', 'home']) {
    const page = pages[type];
    const figure = `${type} page SSR rps (uncached, ${profile})`;
    if (!page || page.missing) {
      if (type === 'configurable') {
        report.missing(
          'ssr',
          figure,
          page?.missing ?? 'no configurable product',
          '≥ 0.6 × template',
        );
        continue;
      }
      report.missing('ssr', figure, page.missing, '≥ 0.6 × template');
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
        // ~0.1 ms a request: 2,000 (~0.2 s) so that the file is served by optimized code too (decision 0914).
        warmupRequests: 2000,
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
      target: '≥ 0.03',
      met: ssr.rps / file.rps >= 0.03,
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
        target: '≥ 0.6',
        met: ratio >= 0.6,
        note: okShare(template),
      });
    } else {
      report.missing(
        'ssr',
        `${type} SSR rps vs template-string renderer (${profile})`,
        `the template reference failed (${template ? okShare(template) : 'no run'})`,
        '≥ 0.6',
      );
    }
  }
  await benchConfigurableHtml(context);
  return results;
}

/**
 * Bytes of the configurable product page (issue 21: ≤ 50 KB uncompressed) and of its router data block against
 * bench/budgets.json (`html`, decision 0893): the configurable product with the most variants of the store.
 */
async function benchConfigurableHtml({ report, server, targets, profile }) {
  const figure = `configurable product HTML, uncompressed (${profile})`;
  if (!targets.configurable) {
    report.missing('ssr', figure, 'no configurable product in this store', '≤ 50 KB');
    return;
  }
  const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')).html;
  const path = `/${targets.configurable.path}`;
  const response = await fetch(`${server.base}${path}`, { headers: uncached });
  const html = await response.text();
  const routerData =
    /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html)?.[1] ??
    /window\.__staticRouterHydrationData = JSON\.parse\((.*?)\);<\/script>/s.exec(html)?.[1] ??
    '';
  const kB = (bytes) => Math.round(bytes / 100) / 10;
  const pageBytes = Buffer.byteLength(html);
  const dataBytes = Buffer.byteLength(routerData);
  report.row({
    bench: 'ssr',
    figure: `${figure} (${path}, HTTP ${response.status}; markup without scripts ${kB(Buffer.byteLength(html.replace(/<script[^>]*>.*?<\/script>/gs, '')))} kB)`,
    value: kB(pageBytes),
    unit: 'kB',
    target: `≤ ${kB(budgets.configurableProductPage)} kB`,
    met: pageBytes <= budgets.configurableProductPage,
  });
  report.row({
    bench: 'ssr',
    figure: `configurable product router data (loader data), uncompressed (${profile})`,
    value: kB(dataBytes),
    unit: 'kB',
    target: `≤ ${kB(budgets.configurableProductRouterData)} kB (bench/budgets.json)`,
    met: dataBytes <= budgets.configurableProductRouterData,
  });
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
  const gcStarted = await fetch(`${server.base}/__bench/gc/start`, { method: 'POST' });
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
  if (gcStarted.ok) {
    // What the tail waits for: major GCs, brought by what the young generation promotes (decision 0908).
    const gc = await (await fetch(`${server.base}/__bench/gc/stop`, { method: 'POST' })).json();
    report.row({
      bench: 'latency',
      figure: `${which} page: bytes promoted to the old generation per request, in the same run`,
      value: Math.round(gc.promotedBytes / Math.max(1, result.requests) / 100) / 10,
      unit: 'kB',
      note: `${gc.scavenges} scavenges (${gc.scavengeMs.toFixed(0)} ms), ${gc.majors} major GCs (${gc.majorMs.toFixed(0)} ms with incremental marking) in ${(result.durationMs / 1000).toFixed(0)} s; v8.GCProfiler in the server`,
    });
  }
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
    // A hit or a file takes ~0.15 ms: 20 warm-up requests (3 ms) leave the first figure measured with code the
    // JIT has not optimised yet. Both sides warm up with 2,000 (~0.3 s; decision 0914).
    const warmed = { ...loadSettings(context), warmupRequests: 2000 };
    // What browsers send: the hit is the page compressed once with its nonces as gaps (decision 0917).
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const browserProbe = await fetch(`${server.base}${page.path}`, { headers: browser });
    // The bytes sent (fetch decodes the body; a hit declares its length).
    const browserBytes = Number(browserProbe.headers.get('content-length'));
    await browserProbe.arrayBuffer();
    const [cached, file, browserHit] = await runAlternating([
      { base: server.base, paths: [page.path], ...warmed },
      { base: server.base, paths: [`/__bench/static/${type}-cached.html`], ...warmed },
      { base: server.base, paths: [page.path], ...warmed, headers: browser },
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
    const encoding = browserProbe.headers.get('content-encoding') ?? 'identity';
    report.row({
      bench: 'cache',
      figure: `${type} cached HTML rps for a browser at ${context.profile} (Accept-Encoding: ${browser['accept-encoding']}; answered ${encoding}, ${(browserBytes / 1024).toFixed(1)} KiB sent)`,
      value: browserHit.rps,
      unit: 'req/s',
      reference: 'the same hit, identity, same run',
      referenceValue: cached.rps,
      target: '≥ 0.8',
      met: browserHit.rps / cached.rps >= 0.8,
      note: okShare(browserHit),
    });
  }
}

/** Sequential p50 of a page and the GraphQL share of its server time (Server-Timing). */
/** One uncached request: TTFB, whole response and the Server-Timing entries. */
async function timeRequest(base, path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: uncached });
  const headersAt = performance.now();
  await response.text();
  const timing = Object.fromEntries(
    (response.headers.get('server-timing') ?? '')
      .split(',')
      .map((entry) => /^\s*([\w-]+);dur=([\d.]+)/.exec(entry))
      .filter(Boolean)
      .map((match) => [match[1], Number(match[2])]),
  );
  return {
    status: response.status,
    ttfb: headersAt - started,
    total: performance.now() - started,
    graphql: timing.graphql ?? 0,
    db: timing.db ?? Number.NaN,
    server: (timing.loaders ?? 0) + (timing.render ?? 0),
  };
}

function timingSummary(samples) {
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const of = (key) => samples.map((sample) => sample[key]);
  return {
    p50: summarize(of('ttfb')).p50,
    totalP50: summarize(of('total')).p50,
    graphqlShare: sum(of('graphql')) / sum(of('server')),
    dbShare: sum(of('db')) / sum(of('server')),
    dbP50: summarize(of('db')).p50,
    serverP50: summarize(of('server')).p50,
  };
}

async function pageTimings(base, path, count) {
  const samples = [];
  for (let index = 0; index < count + 5; index += 1) {
    const sample = await timeRequest(base, path);
    if (index >= 5) samples.push(sample);
  }
  return timingSummary(samples);
}

/**
 * The same count of requests to two pages, alternating one by one (the order flipped every other round), so
 * that a shared machine's load hits both alike: sequential runs of 50 requests minutes apart differ more than
 * the ratio measured.
 */
async function alternatingTimings(first, second, count) {
  const samples = [[], []];
  const sides = [first, second];
  for (let index = 0; index < count + 5; index += 1) {
    for (const side of index % 2 ? [1, 0] : [0, 1]) {
      // One page, or a list of pages in turn (each asked once or a few times: caches do not answer).
      const { base, path, paths } = sides[side];
      const sample = await timeRequest(base, paths ? paths[index % paths.length] : path);
      if (index >= 5) samples[side].push(sample);
    }
  }
  return samples.map(timingSummary);
}

/** Ratio targets of the scale figures: each profile's page p50 over the small store's (issue 8, issue 21). */
const scaleTargets = {
  medium: { product: 1.2, category: 1.2 },
  large: { product: 1.3, category: 1.3, search: 2 },
};

/**
 * Data scale: p50 of the product, category (and at large, search) pages at `medium` or `large` against the
 * same page type at `small` (each store's own page: the catalogues differ), requests alternating between the
 * two stores, and the database share of the page's server time. `context.reference`: the small store's server
 * and pages (runs with both profiles, or large with its small reference); without it, the p50 alone.
 */
export async function benchScale(context) {
  const { report, server, pages, profile, reference, engine = 'PGlite' } = context;
  const targets = scaleTargets[profile] ?? scaleTargets.medium;
  for (const type of Object.keys(targets)) {
    const target = targets[type];
    const page = pages[type];
    if (!page || page.missing) {
      const why = page?.missing ?? 'no such page';
      report.missing('scale', `${type} p50 ${profile} / small`, why, `≤ ${target}`);
      report.missing('scale', `${type} database share of server time`, why, '≤ 20 %');
      continue;
    }
    const small = reference?.pages[type];
    let here;
    if (profile !== 'small' && small && !small.missing) {
      const [measured, at] = await alternatingTimings(
        { base: server.base, path: page.path },
        { base: reference.server.base, path: small.path },
        50,
      );
      here = measured;
      report.row({
        bench: 'scale',
        figure: `${type} p50 at ${profile} vs small${profile === 'large' ? ` (${engine})` : ''}`,
        value: here.p50,
        unit: 'ms',
        reference: `the ${type} page at small (${small.path})`,
        referenceValue: at.p50,
        target: `≤ ${target}`,
        met: here.p50 / at.p50 <= target,
        note: `${page.path}; alternating with small, TTFB, 50 requests each after 5; server time p50 ${here.serverP50.toFixed(1)} vs ${at.serverP50.toFixed(1)} ms`,
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
      here = await pageTimings(server.base, page.path, 50);
      report.row({
        bench: 'scale',
        figure: `${type} p50 (sequential) at ${profile}`,
        value: here.p50,
        unit: 'ms',
        note: `TTFB; whole response p50 ${here.totalP50.toFixed(0)} ms (streamed); the ${profile} / small ratio needs both profiles (\`pnpm bench\`)`,
        target: `≤ ${target} × small at ${profile === 'small' ? 'medium' : profile}`,
      });
    }
    // The same over many pages of the type (the first 200 products, the family categories): a page asked once
    // is rendered from the database, not from the caches a single page warms after its first request.
    const manyOf = (targets) =>
      type === 'product'
        ? targets?.productPaths
        : type === 'category'
          ? targets?.categoryPaths
          : undefined;
    const herePaths = manyOf(context.targets);
    const smallPaths = manyOf(reference?.targets);
    if (profile !== 'small' && herePaths?.length && smallPaths?.length) {
      const [many, atMany] = await alternatingTimings(
        { base: server.base, paths: herePaths },
        { base: reference.server.base, paths: smallPaths },
        50,
      );
      report.row({
        bench: 'scale',
        figure: `${type} p50 at ${profile} vs small, ${Math.min(50, herePaths.length)} different pages${profile === 'large' ? ` (${engine})` : ''}`,
        value: many.p50,
        unit: 'ms',
        reference: `${Math.min(50, smallPaths.length)} ${type} pages at small`,
        referenceValue: atMany.p50,
        target: `≤ ${target}`,
        met: many.p50 / atMany.p50 <= target,
        note: `alternating with small, TTFB, 50 requests each after 5; server time p50 ${many.serverP50.toFixed(1)} vs ${atMany.serverP50.toFixed(1)} ms, database p50 ${many.dbP50.toFixed(1)} vs ${atMany.dbP50.toFixed(1)} ms`,
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
