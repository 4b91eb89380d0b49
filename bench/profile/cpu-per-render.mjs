#!/usr/bin/env node
// `node bench/profile/cpu-per-render.mjs [--profile small|medium] [--renders 300] [--warmup 30] [--pages product,category,home] [--paths /a,/b] [--port 3705] [--tag label]`
// Server CPU time per uncached render (issue 21, decision 0916): a figure that holds on a shared machine,
// where throughput benches do not. It starts the bench server (bench/lib/server.mjs: production build, seeded
// bench store, pinned to CPU 0 when taskset is there), warms each page up, then asks for it N times in
// sequence with `Cache-Control: no-cache` (the bench server renders it afresh) and identity encoding, and
// prints the server process's user + system CPU time (/proc/<pid>/stat, 10 ms ticks) divided by N.
// The client's time is not counted (it runs in this process). Compare builds by alternating runs (at least
// three each) and taking medians: one run's figure moves by a few per cent with the machine's load. Warm up
// as much as the ssr bench does (`--warmup 3000`) to measure the server's steady state: V8 keeps optimizing
// for thousands of renders (decision 0920).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { preparedDataDir, startServer } from '../lib/server.mjs';
import { profilePagePaths } from './pagePaths.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'small' },
    renders: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    pages: { type: 'string', default: 'product,category,home' },
    paths: { type: 'string', default: '' },
    port: { type: 'string', default: '3705' },
    tag: { type: 'string', default: '' },
  },
});

const profile = values.profile === 'medium' ? 'medium' : 'small';
const dataDir = await preparedDataDir(profile);
const server = await startServer({ profile, dataDir, port: Number(values.port), quiet: true });

let pages;
try {
  const targets = await (await fetch(`${server.base}/__bench/targets`)).json();
  const pagePaths = profilePagePaths(targets);
  pages = values.paths
    ? values.paths.split(',').map((path) => [path, path])
    : values.pages.split(',').map((name) => {
        if (!pagePaths[name]) throw new Error(`Unknown page ${name} (${Object.keys(pagePaths)})`);
        return [name, pagePaths[name]];
      });
} catch (error) {
  await server.stop();
  throw error;
}

/** User + system CPU time in ms of a /proc stat file (fields 14 and 15, in 10 ms ticks). */
function statCpuMs(file) {
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's CPU time in ms: the whole process, and its main thread (the rest is V8's and libuv's threads). */
function cpuMs() {
  return {
    all: statCpuMs(`/proc/${server.pid}/stat`),
    main: statCpuMs(`/proc/${server.pid}/task/${server.pid}/stat`),
  };
}

async function render(path) {
  const response = await fetch(server.base + path, {
    headers: { 'cache-control': 'no-cache', 'accept-encoding': 'identity' },
  });
  await response.text();
  if (response.status >= 500) throw new Error(`${path}: ${response.status}`);
}

const out = [];
try {
  const renders = Number(values.renders);
  for (const [name, path] of pages) {
    for (let i = 0; i < Number(values.warmup); i++) await render(path);
    const before = cpuMs();
    for (let i = 0; i < renders; i++) await render(path);
    const after = cpuMs();
    const perRender = (key) => ((after[key] - before[key]) / renders).toFixed(2);
    // The other threads' share: V8's background compiler and GC, libuv's pool (decision 0920: the JIT's
    // background work is ~2 ms a render until the code has settled).
    out.push(`${name} ${perRender('all')} ms (main thread ${perRender('main')})`);
  }
} finally {
  await server.stop();
}
console.log([values.tag, ...out].filter(Boolean).join(' | '));
