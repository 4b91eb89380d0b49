// Lighthouse 12 lab performance of the storefront (issue 8): mobile form factor, simulated throttling, Debian's
// Chromium, the median of LH_RUNS (5) runs per page, on a production server on 127.0.0.1: home, a category, a
// configurable product with swatches, reviews and related products (issue 21), a CMS page and the cart. Each page is also measured as a static snapshot — the same HTML with every
// script removed (same CSS, fonts and images), written to a temp dir and served by the same server under
// /__bench/static/ — so that the page's own cost shows as a ratio: score within 1 point, LCP ≤ 1.1 × snapshot.
// Writes bench/results/lighthouse.md (bench/run.mjs folds its first table into the report). Not a test.
//
//   pnpm --filter @truffe/storefront build && node bench/lighthouse/run.mjs
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), LH_RUNS (default 5), LH_SNAPSHOT_RUNS (default 3 or LH_RUNS),
// LH_PAGES (comma-separated names to measure, e.g. "product,home"), LH_BASE_URL (an already running bench
// server, bench/lib/serve.mjs, instead of starting one) with LH_STATIC_DIR (its BENCH_STATIC_DIR; without it
// no snapshot is measured), LH_PORT (default 3400).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import lighthouse from 'lighthouse';

import { browserBenchServer, root } from '../lib/server.mjs';
import { median } from '../lib/stats.mjs';
import { chromiumArgs, chromiumPath } from '@truffe/vitest-config/chromium';

const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
// chrome-launcher comes with Lighthouse (same version it is tested with); pnpm does not hoist it.
const chromeLauncher = await import(
  pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href
);
// The user agent Lighthouse's mobile emulation sends: the snapshot must be the HTML that device gets.
const { userAgents } = await import(
  pathToFileURL(join(import.meta.dirname, '../../node_modules/lighthouse/core/config/constants.js'))
    .href
).catch(() => ({ userAgents: {} }));

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
// A snapshot has no script: its figures vary little, three runs are enough for a median.
const snapshotRuns = Math.max(1, Number(process.env.LH_SNAPSHOT_RUNS ?? Math.min(runs, 3)));
/** A failed Lighthouse run (runtime error, no metrics) is retried this many times. */
const retries = 2;
const only = process.env.LH_PAGES?.split(',').map((name) => name.trim().toLowerCase());

/** The first address of the sitemap with this priority (0.8 category, 0.6 product, spec §3 sitemap). */
async function sitemapPath(base, priority) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  for (const match of xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)) {
    if (match[2].includes(`<priority>${priority}</priority>`)) return new URL(match[1]).pathname;
  }
  throw new Error(`No sitemap entry with priority ${priority}`);
}

/**
 * The product page of the issue (issue 21 item 3): a configurable product with swatches, reviews and related
 * products, as the bench server names it (/__bench/targets `configurableShowcase`, picked in the seeded store);
 * the first product of the sitemap on a server without it.
 */
async function productPath(base) {
  const targets = await fetch(`${base}/__bench/targets`)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  const target = targets?.configurableShowcase ?? targets?.configurable;
  return target?.path ? `/${target.path}` : sitemapPath(base, '0.6');
}

/** What the product page must show to be the issue's page (server HTML markers); the missing ones. */
function missingProductParts(html) {
  return [
    ['swatches', /role="radiogroup"/],
    ['reviews', /data-testid="reviews-summary"[^>]*>\s*<span/],
    ['related products', /id="related-heading"/],
  ]
    .filter(([, marker]) => !marker.test(html))
    .map(([name]) => name);
}

const config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    // The five weighted metrics (the score is theirs alone: every other audit weighs 0) and what the report
    // prints; skipping the rest (and the full-page screenshot) makes one run cheaper, not different.
    onlyAudits: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'speed-index',
      'total-blocking-time',
      'cumulative-layout-shift',
      'metrics',
      'resource-summary',
      'render-blocking-resources',
      'layout-shifts',
      'largest-contentful-paint-element',
    ],
    disableFullPageScreenshot: true,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // Lighthouse's mobile defaults: Moto G Power screen, slow 4G, 4× CPU slowdown.
  },
};

async function auditOnce(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find(
    (item) => item.resourceType === 'script',
  );
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .slice(0, 2)
    .map(
      (item) =>
        `${item.node?.selector ?? '?'} ${Number(item.score ?? 0).toFixed(3)}${item.subItems?.items?.[0]?.cause ? ` (${item.subItems.items[0].cause})` : ''}`,
    );
  const lcpNode =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const result = {
    lcpElement: lcpNode?.selector ?? lcpNode?.nodeLabel,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    jsBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    renderBlocking: lhr.audits['render-blocking-resources']?.details?.items?.length ?? 0,
    shifts,
    error: lhr.runtimeError?.code,
  };
  if (!result.error && [result.lcp, result.fcp, result.cls].some(Number.isNaN))
    result.error = 'NO_METRICS';
  return result;
}

/** One run, retried when Lighthouse reports a runtime error or no metrics (a loaded machine times out). */
async function audit(url, port, errors) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await auditOnce(url, port);
      if (!result.error) return result;
      errors.push(`${url}: ${result.error}`);
    } catch (error) {
      errors.push(`${url}: ${String(error?.message ?? error).split('\n')[0]}`);
    }
    if (attempt >= retries) return undefined;
  }
}

function summary(results) {
  const ok = results.filter(Boolean);
  if (ok.length === 0) return undefined;
  const pick = (key) => median(ok.map((result) => result[key]));
  // The layout shifts and blocking files of the run closest to the median CLS, for the reader.
  const cls = pick('cls');
  const typical = ok.reduce((best, result) =>
    Math.abs(result.cls - cls) < Math.abs(best.cls - cls) ? result : best,
  );
  return {
    runs: ok.length,
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls,
    fcp: pick('fcp'),
    jsBytes: pick('jsBytes'),
    jsRequests: pick('jsRequests'),
    renderBlocking: pick('renderBlocking'),
    shifts: typical.shifts,
    // The LCP element of the run nearest the median LCP.
    lcpElement: ok.reduce((best, result) =>
      Math.abs(result.lcp - pick('lcp')) < Math.abs(best.lcp - pick('lcp')) ? result : best,
    ).lcpElement,
  };
}

/** The page's HTML with every script (and module preload) removed: what the page is without JavaScript. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

const startedOwnServer = !process.env.LH_BASE_URL;
const staticDir =
  process.env.LH_STATIC_DIR ??
  (startedOwnServer ? mkdtempSync(join(tmpdir(), 'truffe-lh-snapshot-')) : undefined);
const server = await browserBenchServer({ staticDir });

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs,
});

const rows = [];
const errors = [];
const started = Date.now();
const loadBefore = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
try {
  const candidates = [
    ['home', '/'],
    ['category', await sitemapPath(server.base, '0.8')],
    ['product', await productPath(server.base)],
    ['CMS page', '/formule-par-race'],
    ['cart', '/cart'],
  ].filter(([name]) => !only || only.includes(name.toLowerCase()));
  for (const [name, path] of candidates) {
    const row = { name, path };
    rows.push(row);
    // One warm-up load per page (cold derivatives and caches), which also tells whether the page exists.
    const response = await fetch(`${server.base}${path}`, {
      headers: { 'user-agent': userAgents.mobile ?? 'Mozilla/5.0 (Linux; Android 11) Mobile' },
    });
    const html = await response.text();
    if (!response.ok) {
      row.missing = `${path} answers ${response.status}: the screen has not landed yet`;
      continue;
    }
    if (name === 'product') row.lacks = missingProductParts(html);
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await audit(`${server.base}${path}`, chrome.port, errors));
    row.page = summary(results);
    if (staticDir) {
      const file = `lighthouse-${name.replace(/\W+/g, '-').toLowerCase()}.html`;
      writeFileSync(join(staticDir, file), withoutScripts(html));
      const snapshots = [];
      for (let run = 0; run < snapshotRuns; run += 1)
        snapshots.push(await audit(`${server.base}/__bench/static/${file}`, chrome.port, errors));
      row.snapshot = summary(snapshots);
    }
    const { page, snapshot } = row;
    console.log(
      `${name.padEnd(9)} ${path.padEnd(42)} ${
        page
          ? `score ${page.score}  LCP ${Math.round(page.lcp)} ms  TBT ${Math.round(page.tbt)} ms  CLS ${page.cls.toFixed(3)}  JS ${(page.jsBytes / 1024).toFixed(1)} KiB (${page.jsRequests} files)  render-blocking ${page.renderBlocking}`
          : 'failed'
      }${snapshot ? `  | snapshot score ${snapshot.score}  LCP ${Math.round(snapshot.lcp)} ms` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
  if (startedOwnServer && staticDir) rmSync(staticDir, { recursive: true, force: true });
}

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : 'NaN');
const yes = (met) => (met ? 'yes' : '**no**');
const measured = rows.filter((row) => !row.missing);
const mainRows = measured.map(({ name, path, page }) =>
  page
    ? `| ${name} | \`${path}\` | ${page.score} | ${ms(page.lcp)} | ${ms(page.tbt)} | ${page.cls.toFixed(3)} | ${ms(page.fcp)} | ${(page.jsBytes / 1024).toFixed(1)} | ${page.renderBlocking} | ${page.runs} |`
    : `| ${name} | \`${path}\` | 0 | NaN | NaN | NaN | NaN | NaN | NaN | 0 |`,
);
const snapshotRows = measured
  .filter((row) => row.page && row.snapshot)
  .map(({ name, page, snapshot }) => {
    const lcpRatio = page.lcp / snapshot.lcp;
    return `| ${name} | ${page.score} / ${snapshot.score} | ${yes(page.score >= 98)} | ${yes(snapshot.score - page.score <= 1)} | ${ms(page.lcp)} / ${ms(snapshot.lcp)} = ${lcpRatio.toFixed(2)} | ${yes(lcpRatio <= 1.1)} | ${page.cls.toFixed(3)} / ${snapshot.cls.toFixed(3)} | ${yes(page.cls <= 0.01)} | ${ms(page.tbt)} | ${yes(page.tbt <= 50)} |`;
  });
const product = measured.find((row) => row.name === 'product')?.page;
const markdown = `# Lighthouse (lab) — storefront

Lighthouse 12, mobile form factor, simulated throttling (slow 4G, 4× CPU), Debian Chromium
(\`${chromiumPath}\`), median of ${runs} runs per page (${snapshotRuns} per snapshot; a failed run is retried
up to ${retries} times), production build on 127.0.0.1 (small seed profile). Generated by
\`node bench/lighthouse/run.mjs\` on ${new Date().toISOString()} in ${Math.round((Date.now() - started) / 1000)} s;
load average before / after: ${loadBefore} / ${loadavg()
  .map((value) => value.toFixed(1))
  .join(' ')} (1, 5, 15 min; ${cpus().length} CPUs, shared with whatever else runs).

| page | path | score | LCP (ms) | TBT (ms) | CLS | FCP (ms) | JS transferred (KiB) | render-blocking files | runs |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|
${mainRows.join('\n')}
${rows
  .filter((row) => row.missing)
  .map((row) => `\nNot measured: ${row.name} — ${row.missing}.`)
  .join('')}

${(() => {
  const row = measured.find((candidate) => candidate.name === 'product');
  if (!row) return '';
  return `The product page is ${row.lacks?.length ? `**not** the issue's page: it lacks ${row.lacks.join(', ')}` : 'a configurable product with swatches, reviews and related products (issue 21)'}.\n\n`;
})()}JavaScript shipped on the product page: ${product ? `${(product.jsBytes / 1024).toFixed(1)} KiB transferred in ${product.jsRequests} files` : 'not measured'}.

## Against a static snapshot (same HTML, CSS, fonts and images; every script removed; same server)

${
  snapshotRows.length
    ? `| page | score (page / snapshot) | ≥ 98 | within 1 point | LCP ms (page / snapshot = ratio) | ≤ 1.1 × | CLS (page / snapshot) | ≤ 0.01 | TBT (ms) | ≤ 50 ms |
|---|---|---|---|---|---|---|---|---|---|
${snapshotRows.join('\n')}`
    : 'Not measured (no static directory: give LH_STATIC_DIR with LH_BASE_URL).'
}

## LCP element (run nearest the median LCP; page / snapshot)

${measured
  .filter((row) => row.page)
  .map(
    (row) =>
      `- ${row.name}: \`${row.page.lcpElement ?? '?'}\`${row.snapshot ? ` / \`${row.snapshot.lcpElement ?? '?'}\`` : ''}`,
  )
  .join('\n')}

## Largest layout shifts (run nearest the median CLS)

${measured
  .filter((row) => row.page?.shifts?.length)
  .map((row) => `- ${row.name}: ${row.page.shifts.join('; ')}`)
  .join('\n')}
${errors.length ? `\nFailed runs (retried): ${errors.length}\n\n${errors.map((error) => `- ${error}`).join('\n')}\n` : ''}`;
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/lighthouse.md'), markdown);
console.log('\nWrote bench/results/lighthouse.md');
