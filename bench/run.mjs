#!/usr/bin/env node
// `pnpm bench [name…] [--profile both|small|medium|large] [--duration 5] [--connections 8] [--no-build] [--out file]`
// `DATABASE_URL=postgres://…/truffe_large pnpm bench scale --profile large`: the large store (decision 0894) on a
// PostgreSQL server, seeded beforehand with `pnpm --filter @truffe/commerce seed --profile large`; the small
// reference in truffe_bench_small on the same server, in the same run.
// `pnpm bench load [--users 200] [--load-duration 60] [--load-model shoppers|closed] [--load-think 8]`: the load benchmark of issue 19 (bench/load/load.mjs,
// decision 0891), two processes on PostgreSQL behind Varnish; its own report, bench/results/load.md.
// Runs the benchmarks of issue 8 against the storefront's production build on 127.0.0.1 and writes
// bench/results/report.md. Names: ssr, latency, cache, graphql, scale, lighthouse, js, images, memory,
// commerce, load. Without names: all but commerce and load (opt-in: `pnpm bench commerce`, `pnpm bench load`), within the time budget of
// decision 0880 (15 minutes on a quiet 2-core machine, seeding both stores included).
// Profiles (default both): the `medium` store serves latency, cache, graphql, memory and the medium side of
// ssr and scale; the `small` store the small side of ssr and scale, and Lighthouse (the pages measured in
// every earlier Lighthouse run). Load is bounded in count and time; servers and load generator are pinned
// to different CPUs (bench/lib).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { benchBudgets, budgetMarkdown } from './lib/budget.mjs';
import { createReport } from './lib/report.mjs';
import {
  cpuSplit,
  databaseUrlOf,
  prepareDataDir,
  prepareServerStore,
  root,
  startServer,
  tsxBin,
} from './lib/server.mjs';

const allNames = [
  'ssr',
  'latency',
  'cache',
  'graphql',
  'scale',
  'lighthouse',
  'js',
  'images',
  'memory',
  'commerce',
  'load',
];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    profile: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    'memory-requests': { type: 'string', default: '10000' },
    // The load benchmark (issue 19 item 8): virtual shoppers and seconds (the issue's run: 600).
    users: { type: 'string', default: '200' },
    'load-duration': { type: 'string', default: '60' },
    // Its model: `shoppers` (think time, the targets' model) or `closed` (no think time: capacity).
    'load-model': { type: 'string', default: 'shoppers' },
    'load-think': { type: 'string', default: '8' },
    'no-build': { type: 'boolean', default: false },
    // Another report file (e.g. a second profile's run beside the main report). Default: report.md, or
    // scale-large.md for a large run (it would otherwise replace the main report with its few rows).
    out: { type: 'string' },
  },
});
const unknown = positionals.filter((name) => !allNames.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Names: ${allNames.join(', ')}`);
  process.exit(2);
}
if (!['both', 'small', 'medium', 'large'].includes(values.profile)) {
  console.error(`Unknown profile "${values.profile}": both, small, medium or large.`);
  process.exit(2);
}
/**
 * The large profile's runs put every store on the PostgreSQL server of BENCH_DATABASE_URL or DATABASE_URL
 * (PGlite refuses the large catalogue): large in that database, the small reference beside it.
 */
const serverDatabase =
  values.profile === 'large'
    ? (process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL)?.trim()
    : undefined;
if (values.profile === 'large' && !serverDatabase) {
  console.error(
    'The large profile runs on a PostgreSQL server: set DATABASE_URL to its (seeded) database.',
  );
  process.exit(2);
}
const profiles = values.profile === 'both' ? ['small', 'medium'] : [values.profile];
/** The store of the single-profile figures (latency, cache, graphql, memory, js). */
const mainProfile = profiles.includes('large')
  ? 'large'
  : profiles.includes('medium')
    ? 'medium'
    : 'small';
const names = positionals.length
  ? positionals
  : allNames.filter((name) => name !== 'commerce' && name !== 'load');
/** Stores to serve: the run's profiles, plus `small` as the scale reference of a medium or large run. */
const storeProfiles =
  names.includes('scale') && mainProfile !== 'small' && !profiles.includes('small')
    ? ['small', ...profiles]
    : profiles;
const context = {
  profile: mainProfile,
  durationMs: Math.min(60, Math.max(1, Number(values.duration) || 5)) * 1000,
  connections: Math.min(64, Math.max(1, Number(values.connections) || 8)),
  memoryRequests: Math.min(50_000, Math.max(100, Number(values['memory-requests']) || 10_000)),
};
const report = createReport();
context.report = report;
const started = Date.now();
/** Seconds per step of the run (setup and each benchmark), for the report's budget table. */
const elapsed = [];
const storefront = join(root, 'apps/storefront');
const basePort = Number(process.env.BENCH_PORT ?? 3500);

/** Newest modification time under `dir` (source files), skipping build output and dependencies. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data', 'test-results', 'storybook-static'].includes(entry.name))
      continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the storefront when there is no production build or a source is newer than it. */
function ensureBuild() {
  const manifest = join(storefront, 'dist/assets.json');
  const entry = join(storefront, 'dist/server/entry.mjs');
  const built =
    (existsSync(manifest) || existsSync(join(storefront, 'dist/client/.vite/manifest.json'))) &&
    existsSync(entry)
      ? statSync(entry).mtimeMs
      : 0;
  const sources = Math.max(newest(join(storefront, 'src')), newest(join(root, 'packages')));
  if (built && (values['no-build'] || built >= sources)) return 'the build is up to date';
  console.log(
    built ? 'The build is older than the sources: rebuilding…' : 'No production build: building…',
  );
  const result = spawnSync('pnpm', ['--filter', '@truffe/storefront', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The storefront build failed');
  return built ? 'rebuilt (sources newer than the build)' : 'built (no build)';
}

/** Times one step: its seconds go to the report's budget table. */
async function step(name, work) {
  const stepStarted = Date.now();
  try {
    return await work();
  } finally {
    const seconds = (Date.now() - stepStarted) / 1000;
    elapsed.push({ name, seconds });
    console.log(`  (${name}: ${seconds.toFixed(0)} s)`);
  }
}

/** A server of one profile with the pages and targets found in its store. */
async function serve(profile, dataDir, port, staticDir, databaseUrl) {
  const server = await startServer({ profile, dataDir, databaseUrl, port, staticDir, quiet: true });
  const targets = await (await fetch(`${server.base}/__bench/targets`)).json();
  const { findPages } = await import('./ssr/ssr.mjs');
  const pages = await findPages(server.base, targets);
  for (const [type, page] of Object.entries(pages)) {
    console.log(`  ${profile} ${type}: ${page.missing ?? page.path}`);
  }
  return { profile, server, targets, pages };
}

const serverNames = ['ssr', 'latency', 'cache', 'graphql', 'scale', 'js', 'memory', 'lighthouse'];
const needsServer = names.some((name) => serverNames.includes(name));
const split = cpuSplit();
console.log(`Benchmarks: ${names.join(', ')} · profiles ${profiles.join(', ')} · ${split.note}`);
const staticDir = mkdtempSync(join(tmpdir(), 'truffe-bench-static-'));
/** Per profile: { profile, server, targets, pages }. */
const stores = {};
let buildNote = '';
const seeding = {};
/** Per profile: its PostgreSQL database (large runs), else undefined (PGlite in its data folder). */
const databaseUrls = {};
try {
  if (needsServer || names.includes('js') || names.includes('load'))
    buildNote = await step('build check', ensureBuild);
  if (needsServer) {
    // Both stores seed at once (two processes, two cores) when they are missing.
    const dataDirs = await step('seed (missing stores only)', () =>
      Promise.all(
        storeProfiles.map((profile, index) =>
          (serverDatabase
            ? prepareServerStore(
                profile,
                profile === 'large'
                  ? serverDatabase
                  : databaseUrlOf(serverDatabase, `truffe_bench_${profile}`),
              )
            : prepareDataDir(profile, { port: basePort + 2 + index })
          ).then((prepared) => {
            seeding[profile] = prepared.seededSeconds;
            databaseUrls[profile] = prepared.databaseUrl;
            return prepared.dir;
          }),
        ),
      ),
    );
    await step('start servers', async () => {
      for (const [index, profile] of storeProfiles.entries()) {
        // The main store on BENCH_PORT, the other on the next port.
        const port = profile === mainProfile ? basePort : basePort + 1;
        stores[profile] = await serve(
          profile,
          dataDirs[index],
          port,
          staticDir,
          databaseUrls[profile],
        );
      }
    });
    Object.assign(context, stores[mainProfile], { staticDir, profile: mainProfile });
  }
  let peak;
  for (const name of names) {
    console.log(`\n━━ ${name}`);
    await step(name, async () => {
      try {
        if (name === 'ssr') {
          const { benchSsr } = await import('./ssr/ssr.mjs');
          for (const profile of profiles) {
            const results = await benchSsr({ ...context, ...stores[profile], staticDir });
            if (profile === mainProfile) peak = results.product?.rps;
          }
        } else if (name === 'latency') {
          const { benchLatency } = await import('./ssr/ssr.mjs');
          await benchLatency(context, peak);
        } else if (name === 'cache') {
          const { benchCache } = await import('./ssr/ssr.mjs');
          await benchCache(context);
        } else if (name === 'scale') {
          const { benchScale } = await import('./ssr/ssr.mjs');
          await benchScale({
            ...context,
            reference: mainProfile !== 'small' ? stores.small : undefined,
            engine: serverDatabase ? 'PostgreSQL' : 'PGlite',
          });
        } else if (name === 'graphql') {
          const { benchGraphql } = await import('./graphql/graphql.mjs');
          await benchGraphql(context);
        } else if (name === 'js') {
          const { benchJs } = await import('./js/js.mjs');
          await benchJs(context);
        } else if (name === 'memory') {
          const { benchMemory } = await import('./memory/memory.mjs');
          await benchMemory(context);
        } else if (name === 'lighthouse') {
          await runLighthouse(stores.small ?? stores[mainProfile]);
        } else if (name === 'images') {
          await runImages();
        } else if (name === 'commerce') {
          await runCommerce();
        } else if (name === 'load') {
          runLoadBench();
        }
      } catch (error) {
        report.missing(
          name,
          'the whole benchmark',
          `failed: ${String(error?.message ?? error).split('\n')[0]}`,
        );
        console.error(error);
      }
    });
  }
} finally {
  for (const store of Object.values(stores)) await store.server.stop();
  rmSync(staticDir, { recursive: true, force: true });
}

/**
 * The load benchmark (bench/load/load.mjs, issue 19 item 8): its own deployment (two processes on a
 * PostgreSQL clone behind Varnish) and its own report, bench/results/load.md, linked from this one.
 */
let loadFailed = false;
function runLoadBench() {
  const result = spawnSync(
    tsxBin,
    [
      join(root, 'bench/load/load.mjs'),
      '--users',
      values.users,
      '--duration',
      values['load-duration'],
      '--model',
      values['load-model'],
      '--think',
      values['load-think'],
    ],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) {
    loadFailed = true;
    report.missing(
      'load',
      'the whole benchmark',
      `bench/load/load.mjs exited with ${result.status ?? result.signal}`,
    );
    return;
  }
  report.section(
    'Load (bench/results/load.md)',
    readFileSync(join(root, 'bench/results/load.md'), 'utf8').replace(/^# .*\n/, ''),
  );
}

/**
 * Lighthouse (bench/lighthouse/run.mjs, H9c's), given this run's server of `store`; folded in as a section.
 * Mobile, median of 5 runs per page (the issue), one run per static snapshot, the four pages of the issue.
 */
async function runLighthouse(store) {
  const server = store?.server;
  const script = join(root, 'bench/lighthouse/run.mjs');
  if (!existsSync(script)) {
    report.missing(
      'lighthouse',
      'mobile score, LCP, CLS, TBT vs static snapshot',
      'bench/lighthouse/run.mjs does not exist yet',
      '≥ 98, within 1 point of the snapshot',
    );
    return;
  }
  const result = spawnSync(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    // LH_BASE_URL: this run's server (the script starts its own without it).
    env: {
      ...process.env,
      // LH_STATIC_DIR: where the server finds the static snapshots (same HTML, CSS, images, no scripts).
      ...(server ? { LH_BASE_URL: server.base, LH_STATIC_DIR: staticDir } : {}),
      // The issue's median of 5 on its four pages; one run per snapshot (a page without scripts varies
      // little): 4 × (5 + 1) audits fit the run's Lighthouse budget (decision 0880).
      LH_RUNS: process.env.LH_RUNS ?? '5',
      LH_SNAPSHOT_RUNS: process.env.LH_SNAPSHOT_RUNS ?? '1',
      LH_PAGES: process.env.LH_PAGES ?? 'home,category,product,cart',
    },
    timeout: benchBudgets.lighthouse * 2 * 1000,
  });
  process.stdout.write(result.stdout ?? '');
  const markdown = join(root, 'bench/results/lighthouse.md');
  if (result.status !== 0) {
    report.missing(
      'lighthouse',
      'the whole benchmark',
      `bench/lighthouse/run.mjs exited with ${result.status ?? result.signal}`,
    );
  }
  if (existsSync(markdown) && statSync(markdown).mtimeMs >= started) {
    const text = readFileSync(markdown, 'utf8');
    const table = /\| page \| path \| score \| LCP \(ms\) \| TBT \(ms\) \| CLS \|/;
    // The snapshot table: `| page | score / snapshot | … | LCP page / snapshot = ratio | …`.
    const snapshots = new Map();
    for (const line of text.split('\n')) {
      const match = /^\| ([^|]+?) \| (\d+) \/ (\d+) \|.*?\| (\d+) \/ (\d+) = [\d.]+ \|/.exec(line);
      if (match) snapshots.set(match[1], { score: Number(match[3]), lcp: Number(match[5]) });
    }
    for (const line of table.test(text) ? text.split('\n') : []) {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length < 8 || !/^\d+$/.test(cells[3] ?? '')) continue;
      const [, page, path, score, lcp, tbt, cls] = cells;
      if (Number.isNaN(Number(lcp))) {
        report.missing(
          'lighthouse',
          `${page} (${path})`,
          'the Lighthouse runs failed (no metrics: load error or timeout)',
          '≥ 98',
        );
        continue;
      }
      const row = (figure, value, unit, target, met) =>
        report.row({
          bench: 'lighthouse',
          figure: `${page} ${figure}`,
          value,
          unit,
          target,
          met,
          note: path,
        });
      row('mobile score (median)', Number(score), '', '≥ 98', Number(score) >= 98);
      const snapshot = snapshots.get(page);
      if (snapshot) {
        report.row({
          bench: 'lighthouse',
          figure: `${page} score vs its static snapshot`,
          value: Number(score),
          reference: 'same HTML, CSS and images without scripts, same server',
          referenceValue: snapshot.score,
          target: 'within 1 point',
          met: snapshot.score - Number(score) <= 1,
          note: path,
        });
        report.row({
          bench: 'lighthouse',
          figure: `${page} LCP vs its static snapshot`,
          value: Number(lcp),
          unit: 'ms',
          reference: 'static snapshot LCP',
          referenceValue: snapshot.lcp,
          target: '≤ 1.1',
          met: Number(lcp) / snapshot.lcp <= 1.1,
          note: path,
        });
      } else row('LCP', Number(lcp), 'ms', '≤ 1.1 × snapshot (no snapshot measured)');
      row('TBT', Number(tbt), 'ms', '≤ 50 ms', Number(tbt) <= 50);
      row('CLS', Number(cls), '', '≤ 0.01', Number(cls) <= 0.01);
    }
    report.section(
      'Lighthouse (bench/lighthouse/run.mjs)',
      readFileSync(markdown, 'utf8').replace(/^# .*\n/, ''),
    );
  } else if (result.stdout) {
    report.section(
      'Lighthouse (bench/lighthouse/run.mjs output)',
      `\`\`\`\n${result.stdout.slice(-6000)}\n\`\`\``,
    );
  }
}

/** The image resizer benchmark of issue 3 (bench/images/resize.ts), folded in from bench/results/images.md. */
async function runImages() {
  const result = spawnSync(tsxBin, [join(root, 'bench/images/resize.ts')], {
    cwd: root,
    stdio: 'inherit',
    timeout: 8 * 60_000,
    // Two samples per cold-resize row (of 75) instead of 3 runs and 1 s: the run's images budget.
    env: {
      ...process.env,
      IMAGES_MIN_RUNS: process.env.IMAGES_MIN_RUNS ?? '2',
      IMAGES_MIN_SECONDS: process.env.IMAGES_MIN_SECONDS ?? '0',
    },
  });
  const path = join(root, 'bench/results/images.md');
  if (result.status !== 0 || !existsSync(path)) {
    report.missing(
      'images',
      'the whole benchmark',
      `bench/images/resize.ts exited with ${result.status ?? result.signal}`,
    );
    return;
  }
  const text = readFileSync(path, 'utf8');
  const all = /handler ([\d.]+) s, sharp ([\d.]+) s/.exec(text);
  if (all) {
    report.row({
      bench: 'images',
      figure: 'cold resizes, all presets × formats, throughput',
      value: 1 / Number(all[1]),
      unit: 'rounds/s',
      reference: 'sharp called directly',
      referenceValue: 1 / Number(all[2]),
    });
  }
  for (const derivative of ['medium webp', 'homepageSlider jpeg']) {
    const hit = new RegExp(
      `\\| ${derivative} \\| \\d+ \\| handler \\(cache hit\\) \\| \\d+ \\| ([\\d.]+)`,
    ).exec(text);
    const file = new RegExp(
      `\\| ${derivative} \\| \\d+ \\| static file \\| \\d+ \\| ([\\d.]+)`,
    ).exec(text);
    if (hit && file) {
      report.row({
        bench: 'images',
        figure: `cached derivative ${derivative} rps`,
        value: Number(hit[1]),
        unit: 'req/s',
        reference: 'same bytes as a static file',
        referenceValue: Number(file[1]),
      });
    }
  }
  const hero = /\| 0\.5 \| [^|]+\| ([\d.]+) KiB \|/.exec(text);
  if (hero) {
    const kb = (Number(hero[1]) * 1024) / 1000;
    report.row({
      bench: 'images',
      figure: 'mobile hero (homepageSlider × 0.5, webp)',
      value: kb,
      unit: 'KB',
      target: '≤ 60 KB',
      met: kb <= 60,
    });
  }
  report.section(
    'Images (bench/results/images.md)',
    'The per-preset tables are in `bench/results/images.md` (`pnpm exec tsx bench/images/resize.ts`).',
  );
}

/** The commerce GraphQL benchmark of issue 4 (bench/commerce/run.ts, medium profile, PGlite). */
async function runCommerce() {
  const engine = process.env.BENCH_DATABASE_URL ? 'both' : 'pglite';
  const result = spawnSync(
    tsxBin,
    [join(root, 'bench/commerce/run.ts'), '--engine', engine, '--iterations', '100'],
    { cwd: root, stdio: 'inherit', timeout: 40 * 60_000 },
  );
  const path = join(
    root,
    'bench/results',
    engine === 'both' ? 'commerce.md' : `commerce-${engine}.md`,
  );
  if (result.status !== 0 || !existsSync(path)) {
    report.missing(
      'commerce',
      'the whole benchmark',
      `bench/commerce/run.ts exited with ${result.status ?? result.signal}`,
    );
    return;
  }
  report.section(
    'Commerce GraphQL in-process (bench/results/commerce.md)',
    readFileSync(path, 'utf8').replace(/^# .*\n/, ''),
  );
}

// `pnpm bench load` alone has its own report (bench/results/load.md): the main report stays as it was.
if (
  names.length === 1 &&
  names[0] === 'load' &&
  !process.argv.some((arg) => arg.startsWith('--out'))
) {
  console.log(
    '\nThe load benchmark wrote bench/results/load.md (bench/results/report.md is unchanged).',
  );
  process.exit(loadFailed ? 1 : 0);
}
const reportPath = resolve(
  root,
  values.out ??
    (values.profile === 'large' ? 'bench/results/scale-large.md' : 'bench/results/report.md'),
);
const seeded = Object.entries(seeding)
  .map(([profile, seconds]) =>
    seconds ? `${profile} seeded in ${seconds.toFixed(0)} s` : `${profile} reused`,
  )
  .join(', ');
report.section(
  'Run time',
  `Elapsed per step against its budget (decision 0880: 15 minutes on a quiet 2-core machine from a fresh clone after \`npm start\`, seeding both stores included; a busy machine is slower, see the load average). Build: ${buildNote || 'not needed'}. Stores: ${seeded || 'none needed'}.${names.includes('commerce') ? '' : ' Not in this run: `commerce` (bench/commerce/run.ts, the in-process GraphQL of issue 4 on both engines, several minutes; opt-in: `pnpm bench commerce`, its tables in bench/results/commerce*.md).'}

${budgetMarkdown(elapsed)}`,
  { first: true },
);
// The change logs of the helpers who made it faster (issue 8 item 4), folded in as they are.
for (const [file, title] of [
  [
    'server-log.md',
    'Server change log (server-log.md: render path, HTML cache, memory, seeding, harness)',
  ],
  ['data-log.md', 'Data path change log (data-log.md: GraphQL, SQL, category listings)'],
  ['client-log.md', 'Client change log (client-log.md: JavaScript, CSS, Lighthouse)'],
]) {
  const path = join(root, 'bench/results', file);
  if (existsSync(path)) report.section(title, readFileSync(path, 'utf8').replace(/^# .*\n/, ''));
}

report.write(reportPath, {
  profile: profiles
    .map((profile) =>
      profile === mainProfile && profiles.length > 1
        ? `${profile} (latency, cache, graphql, memory, js; ssr and scale)`
        : profiles.length > 1
          ? `${profile} (ssr, the scale reference, Lighthouse)`
          : profile,
    )
    .join(' + '),
  commandLine: `pnpm bench ${process.argv.slice(2).join(' ')}`.trim(),
  split,
  names,
  loadSettings: `bench/lib/load.mjs (node:http keep-alive agent, in its own process): closed loop with ${context.connections} connections for ${context.durationMs / 1000} s per figure in 2 alternating rounds after 20 warm-up requests (peak throughput); open loop (fixed schedule, latency from the scheduled time) for latency; memory: ${context.memoryRequests} mixed requests twice, ${context.connections} connections (mix in the memory rows)`,
});
console.log(
  `\nWritten to ${reportPath} in ${((Date.now() - started) / 1000).toFixed(0)} s (budget table in the report)`,
);
