// The long tasks behind Lighthouse's TBT (issue 21 item 3, decision 0899): one Lighthouse run per page with the
// same mobile settings as run.mjs (simulated throttling: the trace is observed at full speed, Lantern then
// counts each task × 4, so a 12.5 ms observed task blocks), the trace kept, and every main-thread task above
// TASKS_MIN_MS (default 10) observed listed with what runs inside it: script evaluation of which file, function
// calls, timers, JSON parsing, style and layout, with V8's sampled functions when TASKS_PROFILE=1 (the CPU
// profiler adds overhead; use it to attribute, not to time). Prints to stdout; not a test, not part of the report.
//
//   flock /tmp/truffe-bench.lock node bench/lighthouse/tasks.mjs
//
// Env: LH_PAGES (home,category,product,cart), LH_BASE_URL (a running bench server), LH_PORT (3400),
// TASKS_MIN_MS, TASKS_PROFILE, TASKS_TRACE_DIR (writes each page's trace JSON there, for DevTools).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import lighthouse from 'lighthouse';

import { browserBenchServer } from '../lib/server.mjs';
import { v8Samples } from '../lib/traceSamples.mjs';
import { chromiumArgs, chromiumPath } from '@truffe/vitest-config/chromium';

const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const chromeLauncher = await import(
  pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href
);
const lighthouseCore = (path) =>
  import(pathToFileURL(join(requireFromLighthouse.resolve('lighthouse'), '..', path)).href);
const { TraceProcessor } = await lighthouseCore('lib/tracehouse/trace-processor.js');
const { MainThreadTasks } = await lighthouseCore('lib/tracehouse/main-thread-tasks.js');

const minMs = Number(process.env.TASKS_MIN_MS ?? 10);
const profile = process.env.TASKS_PROFILE === '1';
const only = (process.env.LH_PAGES ?? 'home,category,product,cart')
  .split(',')
  .map((name) => name.trim());

const config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    onlyAudits: ['total-blocking-time', 'long-tasks', 'metrics'],
    disableFullPageScreenshot: true,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    ...(profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  },
};

const short = (url) => (url ? String(url).replace(/^https?:\/\/[^/]+/, '') : '');

/** What an event is, in a few words: its name and the file, function or type it names. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const what =
    short(data.url) ||
    data.functionName ||
    data.type ||
    short(data.stackTrace?.[0]?.url) ||
    (data.frames ? '' : '');
  return `${event.name}${what ? ` ${what}` : ''}${data.functionName && data.url ? ` ${data.functionName}` : ''}`;
}

/** V8 samples (TASKS_PROFILE=1): self time per function and file within [start, end] (trace µs). */
function sampledFunctions(trace, thread, start, end) {
  const selfTime = new Map();
  // The page's main thread only (the service worker and other threads have profiles of their own).
  const { nodes, samples } = v8Samples(trace.traceEvents, thread);
  for (const [ts, id, ms] of samples) {
    if (ts < start || ts > end) continue;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
    const key = `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + ms);
  }
  return [...selfTime.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
}

function describe(task, depth, lines) {
  for (const child of task.children
    .filter((candidate) => candidate.duration >= 1)
    .sort((a, b) => a.startTime - b.startTime)) {
    lines.push(
      `${'  '.repeat(depth + 2)}${child.duration.toFixed(1).padStart(6)} ms (self ${child.selfTime.toFixed(1)})  ${label(child.event)}`,
    );
    if (depth < 3) describe(child, depth + 1, lines);
  }
}

const server = await browserBenchServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
try {
  const targets = await (await fetch(`${server.base}/__bench/targets`)).json().catch(() => ({}));
  const product = targets.configurableShowcase ?? targets.configurable;
  const paths = {
    home: '/',
    category: targets.category?.path ? `/${targets.category.path}` : undefined,
    product: product?.path ? `/${product.path}` : undefined,
    cart: '/cart',
  };
  for (const name of only) {
    const path = paths[name];
    if (!path) continue;
    await fetch(`${server.base}${path}`).then((response) => response.text());
    const load = loadavg()[0].toFixed(1);
    const result = await lighthouse(
      `${server.base}${path}`,
      { port: chrome.port, logLevel: 'error' },
      config,
    );
    const trace = result.artifacts.Trace;
    if (process.env.TASKS_TRACE_DIR) {
      mkdirSync(process.env.TASKS_TRACE_DIR, { recursive: true });
      writeFileSync(join(process.env.TASKS_TRACE_DIR, `${name}.trace.json`), JSON.stringify(trace));
    }
    const processed = TraceProcessor.processTrace(trace);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    );
    const tbt = result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
    console.log(
      `\n## ${name} ${path}: TBT ${Math.round(tbt)} ms (simulated), load average ${load} before the run`,
    );
    const long = tasks.filter((task) => !task.parent && task.duration >= minMs);
    const observed = long.reduce((sum, task) => sum + Math.max(0, task.duration * 4 - 50), 0);
    console.log(
      `${long.length} task(s) ≥ ${minMs} ms observed; Σ max(0, 4 × observed − 50) over them (Lantern's own TBT differs: it simulates the whole page) = ${Math.round(observed)} ms`,
    );
    for (const task of long) {
      const lines = [
        `- at ${Math.round(task.startTime)} ms: ${task.duration.toFixed(1)} ms observed (× 4 = ${Math.round(task.duration * 4)}), ${task.group.label}; ${task.attributableURLs.map(short).slice(0, 3).join(', ')}`,
      ];
      describe(task, 0, lines);
      if (profile) {
        for (const [fn, ms] of sampledFunctions(
          trace,
          task.event,
          task.event.ts,
          task.event.ts + task.duration * 1000,
        ))
          lines.push(`      sampled ${ms.toFixed(1).padStart(5)} ms  ${fn}`);
      }
      console.log(lines.join('\n'));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
