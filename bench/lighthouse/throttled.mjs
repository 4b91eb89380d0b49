// The long tasks of a page's start on a phone-speed main thread, attributed (issue 21 item 3, decision 0912):
// Chromium through Playwright with a phone's viewport and DevTools' real CPU throttling (4× by default), a trace
// with V8's sampling profiler, then every main-thread task of at least TASKS_MIN_MS (50: Lighthouse's long
// task) after the first contentful paint, with the trace events inside it and the functions V8 sampled there
// (self time, and the first three frames of their stacks). Lighthouse's own TBT simulates a phone from a trace
// taken at full speed (bench/lighthouse/run.mjs, tasks.mjs) and varies widely on a busy 2-core machine; real
// throttling stretches the page's own work, so what is long here is long on a phone. Not a test, not part of
// the report; prints to stdout.
//
//   flock /tmp/truffe-bench.lock node bench/lighthouse/throttled.mjs
//
// Env: THROTTLED_PATHS (comma-separated, default: the bench's category, configurable product, home and cart),
// THROTTLED_RUNS (2 per path), THROTTLE_RATE (4), TASKS_MIN_MS (50), LH_BASE_URL (a running bench server),
// LH_PORT (3400), TASKS_TRACE_DIR (writes each trace there, for DevTools).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { browserBenchServer, root } from '../lib/server.mjs';
import { v8Samples } from '../lib/traceSamples.mjs';
import { chromiumArgs, chromiumPath } from '@truffe/vitest-config/chromium';

const { chromium } = createRequire(join(root, 'apps/storefront/package.json'))('playwright');

const runs = Number(process.env.THROTTLED_RUNS ?? 2);
const rate = Number(process.env.THROTTLE_RATE ?? 4);
const minMs = Number(process.env.TASKS_MIN_MS ?? 50);

const short = (url) => (url ? String(url).replace(/^https?:\/\/[^/]+/, '') : '');

/** The renderer main thread of the page (the busiest one: other renderers are Chromium's own pages). */
function mainThread(events) {
  const names = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best;
  let most = 0;
  for (const name of names) {
    const count = events.filter(
      (event) => event.pid === name.pid && event.tid === name.tid && event.name === 'RunTask',
    ).length;
    if (count > most) [best, most] = [name, count];
  }
  return { pid: best.pid, tid: best.tid };
}

/** Playwright's own work in the page (its injected script), not the page's. */
function isPlaywrightTask(task, own) {
  return own.some(
    (event) =>
      event.name === 'EvaluateScript' &&
      event.ts >= task.ts &&
      event.ts < task.ts + task.dur &&
      !event.args?.data?.url,
  );
}

function frameName(node) {
  const frame = node?.callFrame;
  if (!frame) return '?';
  return `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

function report(path, trace) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThread(events);
  const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid,
  );
  // Times from the first contentful paint.
  const start = fcp?.ts ?? own[0]?.ts ?? 0;
  const { nodes, samples } = v8Samples(events, thread);
  const tasks = own
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur / 1000 >= minMs)
    .filter((event) => (!fcp || event.ts >= fcp.ts) && !isPlaywrightTask(event, own))
    .sort((a, b) => a.ts - b.ts);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
  const lines = [
    `\n## ${path}: ${tasks.length} task(s) ≥ ${minMs} ms after the first contentful paint at ${rate}× CPU, Σ (duration − 50) = ${Math.round(blocking)} ms`,
  ];
  for (const task of tasks) {
    const inner = own
      .filter(
        (event) =>
          event !== task &&
          event.ph === 'X' &&
          event.ts >= task.ts &&
          event.ts < task.ts + task.dur &&
          event.dur > 3000 &&
          !['ThreadControllerImpl::RunTask', 'RunTask'].includes(event.name),
      )
      .slice(0, 6)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.url ? ` ${short(event.args.data.url)}` : ''} ${Math.round(event.dur / 1000)}`,
      );
    lines.push(
      `- ${Math.round((task.ts - start) / 1000)} ms after the first paint: ${Math.round(task.dur / 1000)} ms (CPU ${Math.round((task.tdur ?? 0) / 1000)}): ${inner.join(' | ')}`,
    );
    const self = new Map();
    for (const [ts, id, ms] of samples) {
      if (ts < task.ts || ts > task.ts + task.dur) continue;
      const stack = [];
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node);
      if (!stack[0] || ['(idle)', '(program)', '(root)'].includes(stack[0].callFrame.functionName))
        continue;
      const key = stack.slice(0, 3).map(frameName).join(' < ');
      self.set(key, (self.get(key) ?? 0) + ms);
    }
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 5))
      lines.push(`      ${ms.toFixed(1).padStart(6)} ms  ${key}`);
  }
  console.log(lines.join('\n'));
}

const server = await browserBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  let paths = process.env.THROTTLED_PATHS?.split(',').map((path) => path.trim());
  if (!paths) {
    const targets = await (await fetch(`${server.base}/__bench/targets`)).json().catch(() => ({}));
    const product = targets.configurableShowcase ?? targets.configurable;
    paths = [
      targets.category?.path ? `/${targets.category.path}` : undefined,
      product?.path ? `/${product.path}` : undefined,
      '/',
      '/cart',
    ].filter(Boolean);
  }
  for (const path of paths) {
    const pageUrl = `${server.base}${path}`;
    await fetch(pageUrl).then((response) => response.text());
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'toplevel',
        ],
      });
      await page.goto(pageUrl);
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
      // In-view preloading starts 500 ms after links show (×4 here): wait for it as well.
      await page.waitForTimeout(3000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      if (process.env.TASKS_TRACE_DIR) {
        mkdirSync(process.env.TASKS_TRACE_DIR, { recursive: true });
        const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${run}.trace.json`;
        writeFileSync(join(process.env.TASKS_TRACE_DIR, name), JSON.stringify(trace));
      }
      report(`${path} (run ${run + 1})`, trace);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
