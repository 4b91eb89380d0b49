#!/usr/bin/env node
// `node bench/profile/render.mjs [--profile small|medium] [--renders 40] [--warmup 2000] [--allocations] [--pages configurable,product,category,home,notFound] [--out dir]`
// The CPU profile method of issue 21 (decision 0893): where the time of an uncached page render goes.
// It runs the bench server (bench/lib/serve.mjs, production build, seeded bench store) in THIS process under
// tsx, warms each page up, then records one V8 CPU profile per page type over N sequential uncached renders
// (`Cache-Control: no-cache`, as the ssr bench asks) with node:inspector, and prints where the samples went:
// self time per area (React, React Router, graphql-js, urql, PGlite, our own modules by folder, …) and the top
// functions. The .cpuprofile files are written to --out (a temporary folder by default) to open in Chrome
// DevTools or speedscope; commit the method, not the profiles.
// The requests come from this process (fetch/undici): their samples are counted apart ("load client"), and
// the renders are sequential so that one render's samples are not mixed with another page's.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { prepareDataDir, root, tsxBin } from '../lib/server.mjs';
import { profilePagePaths } from './pagePaths.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'small' },
    renders: { type: 'string', default: '40' },
    pages: { type: 'string', default: 'configurable,product,category,home' },
    out: { type: 'string', default: '' },
    port: {
      type: 'string',
      default: process.env.BENCH_PORT ? String(Number(process.env.BENCH_PORT) + 7) : '3507',
    },
    top: { type: 'string', default: '25' },
    // A sampling heap profile instead of a CPU profile: bytes allocated per render by function and area,
    // objects that the young generation freed included (what makes the GC's share; decision 0920).
    allocations: { type: 'boolean', default: false },
    // Renders before the profile starts: the JIT takes ~2,000 renders to settle (decision 0920).
    warmup: { type: 'string', default: '2000' },
  },
});

// Re-run under tsx (serve.mjs imports the storefront's TypeScript server) with the production environment
// of bench/lib/server.mjs's startServer.
if (!process.env.TRUFFE_PROFILE_CHILD) {
  const { dir } = await prepareDataDir(values.profile === 'medium' ? 'medium' : 'small');
  const result = spawnSync(tsxBin, [new URL(import.meta.url).pathname, ...process.argv.slice(2)], {
    cwd: join(root, 'apps/storefront'),
    stdio: 'inherit',
    env: {
      ...process.env,
      TRUFFE_PROFILE_CHILD: '1',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'test',
      BOTCHECK_PRIVATE_KEY: process.env.BOTCHECK_PRIVATE_KEY ?? 'profile'.padEnd(64, '0'),
      PORT: values.port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${values.port}`,
      DATA_DIR: dir,
      MEDIA_ROOT: process.env.MEDIA_ROOT ?? join(dir, 'media'),
      BENCH_PROFILE: values.profile,
      HTML_CACHE_CLIENT_NO_CACHE: '1',
      LOG_LEVEL: 'silent',
    },
  });
  process.exit(result.status ?? 1);
}

const renders = Math.max(1, Number(values.renders) || 40);
const base = `http://127.0.0.1:${values.port}`;
await import('../lib/serve.mjs');
for (;;) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const targets = await (await fetch(`${base}/__bench/targets`)).json();
const paths = profilePagePaths(targets);

/** Where a profile node's code lives: a package, one of our folders, or V8/Node itself. */
function areaOf(node) {
  const { url, functionName } = node.callFrame;
  if (url.startsWith('wasm://')) return '@electric-sql/pglite (WebAssembly)';
  if (!url) {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8/native (program)';
    return `native ${functionName || '(anonymous)'}`;
  }
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[1] === 'undici' ? 'load client (undici)' : pnpm[1];
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) {
    return /undici|fetch|web\/|internal\/deps\/undici/.test(url)
      ? 'load client (undici)'
      : `node (${url.replace(/^node:(internal\/)?/, '').split('/')[0]})`;
  }
  const ours =
    /\/(apps\/storefront\/(?:src|server|dist\/server)|packages\/[^/]+\/src|bench)\/((?:[^/]+\/)?)/.exec(
      url,
    );
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url.replace(/^file:\/\//, '').replace(root, '');
}

/** A profile node's function, where it lives: `name path:line`, the path without the package store's prefix. */
function functionKey({ functionName, url, lineNumber }) {
  const path = url
    .replace(/^file:\/\//, '')
    .replace(root, '')
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
  return `${functionName || '(anonymous)'} ${path}:${lineNumber + 1}`;
}

/**
 * The summary's two tables: the areas (20 largest) and the top functions, each amount per render with its share
 * of `total`; `(idle)` left out.
 * @param {{ areas: Map<string, number>, functions: Map<string, number>, total: number, format: (amount: number) => string, heading: string, areaHeading: string }} summary
 */
function summaryLines({ areas, functions, total, format, heading, areaHeading }) {
  const row = (amount, name) =>
    `    ${format(amount).padStart(8)}  ${((100 * amount) / total).toFixed(1).padStart(5)} %  ${name}`;
  const largest = (map, count) =>
    [...map]
      .filter(([name]) => !name.startsWith('(idle)') && name !== 'idle')
      .sort((a, b) => b[1] - a[1])
      .slice(0, count);
  return [
    heading,
    areaHeading,
    ...largest(areas, 20).map(([area, amount]) => row(amount, area)),
    '  top functions (self):',
    ...largest(functions, Number(values.top)).map(([name, amount]) => row(amount, name)),
  ].join('\n');
}

/** CPU time per render by area and by function (self), from a CPU profile. */
function summarize(profile, renderCount) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    self.set(profile.samples[index], (self.get(profile.samples[index]) ?? 0) + delta);
  }
  const areas = new Map();
  const functions = new Map();
  let busy = 0;
  for (const [id, micros] of self) {
    const node = byId.get(id);
    const area = areaOf(node);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    if (area !== 'idle') busy += micros;
    const key = functionKey(node.callFrame);
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const ms = (micros) => (micros / 1000 / renderCount).toFixed(2);
  return summaryLines({
    areas,
    functions,
    total: busy,
    format: ms,
    heading: `  busy ${ms(busy)} ms per render (idle excluded)`,
    areaHeading: '  self time per area (ms per render, % of busy):',
  });
}

/** Bytes allocated per render by area and by function (self), from a sampling heap profile. */
function summarizeAllocations(profile, renderCount) {
  const areas = new Map();
  const functions = new Map();
  let total = 0;
  const visit = (node) => {
    const bytes = node.selfSize;
    if (bytes > 0) {
      total += bytes;
      const area = areaOf(node);
      areas.set(area, (areas.get(area) ?? 0) + bytes);
      const key = functionKey(node.callFrame);
      functions.set(key, (functions.get(key) ?? 0) + bytes);
    }
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  const kB = (bytes) => (bytes / 1024 / renderCount).toFixed(1);
  return summaryLines({
    areas,
    functions,
    total,
    format: kB,
    heading: `  allocated ${kB(total)} kB per render`,
    areaHeading: '  by area (kB per render, %):',
  });
}

const outDir = values.out || mkdtempSync(join(tmpdir(), 'truffe-profile-'));
mkdirSync(outDir, { recursive: true });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
// 0.2 ms sampling: enough samples in a few seconds of rendering without slowing the render much.
await session.post('Profiler.setSamplingInterval', { interval: 200 });
const render = async (path) => {
  // Identity, as the ssr bench's load asks: compression is the cache bench's figure, not the render's.
  const response = await fetch(`${base}${path}`, {
    headers: { 'cache-control': 'no-cache', 'accept-encoding': 'identity' },
  });
  const html = await response.text();
  return {
    status: response.status,
    bytes: Buffer.byteLength(html),
    timing: response.headers.get('server-timing'),
  };
};
for (const type of values.pages.split(',')) {
  const path = paths[type];
  if (!path) {
    console.log(`${type}: no page in this store`);
    continue;
  }
  for (let index = 0; index < Number(values.warmup); index += 1) await render(path);
  if (values.allocations) {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    let last;
    for (let index = 0; index < renders; index += 1) last = await render(path);
    const { profile } = await session.post('HeapProfiler.stopSampling');
    const file = join(outDir, `${type}.heapprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(
      `\n${type} ${path}: ${renders} uncached renders, HTTP ${last.status}\n  profile: ${file}`,
    );
    console.log(summarizeAllocations(profile, renders));
    continue;
  }
  await session.post('Profiler.start');
  const started = performance.now();
  let last;
  for (let index = 0; index < renders; index += 1) last = await render(path);
  const wall = performance.now() - started;
  const { profile } = await session.post('Profiler.stop');
  const file = join(outDir, `${type}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(
    `\n${type} ${path}: ${renders} uncached renders, ${(wall / renders).toFixed(1)} ms wall each, HTTP ${last.status}, ${(last.bytes / 1024).toFixed(1)} KiB; Server-Timing ${last.timing ?? '—'}\n  profile: ${file}`,
  );
  console.log(summarize(profile, renders));
}
session.disconnect();
process.kill(process.pid, 'SIGTERM');
