/**
 * `pnpm fuzz [--count 100000] [--seed 19005] [--max-minutes 30] [--concurrency 4] [--port 3510] [--no-build]`
 * (issue 19 item 5, decision 0881): the property-based fuzz of test/fuzz/fuzzInputs.ts against a production
 * server on 127.0.0.1 (test/fuzz/fuzzServer.ts, a fresh `small` store in a temporary folder), bounded in count
 * and time. Inputs go in chunks of 1,000: first those that may be accepted, then those built to be refused,
 * with the main tables' row counts read before and after the refused ones. Writes bench/results/fuzz.md:
 * statuses per kind, every 5xx, stack trace or refused input not answered 4xx, row drift, and the five request
 * shapes of the issue sent one by one. Exits 1 when anything is wrong.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { persistedOperation } from '@truffe/commerce/testing/persistedOperation';

import {
  type FuzzKind,
  type FuzzRequest,
  type FuzzTargets,
  pathsOfSitemap,
  problemsOf,
  sampleFuzzRequests,
  sendFuzzRequest,
} from './fuzzInputs';

const storefront = fileURLToPath(new URL('../..', import.meta.url));
const root = join(storefront, '..', '..');
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '19005' },
    'max-minutes': { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '4' },
    port: { type: 'string', default: '3510' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench/results/fuzz.md' },
  },
});
const count = Math.min(1_000_000, Math.max(100, Number(values.count) || 100_000));
const seed = Number(values.seed) || 19_005;
const maxMs = Math.min(120, Math.max(1, Number(values['max-minutes']) || 30)) * 60_000;
const concurrency = Math.min(16, Math.max(1, Number(values.concurrency) || 4));
const port = Number(values.port) || 3510;
const base = `http://127.0.0.1:${port}`;
const chunkSize = 1000;

/**
 * The mix of the long run: cheap requests mostly, so that 100,000 fit in minutes on two cores (a page render
 * costs ~40 ms; a refused input well under 1 ms). The seeded run in the tests keeps the default mix.
 */
const mix: Record<FuzzKind, number> = {
  form: 10,
  graphql: 42,
  'graphql-get': 0,
  media: 18,
  'client-log': 12,
  webhook: 14,
  page: 4,
};

function log(message: string) {
  console.log(`[fuzz] ${message}`);
}

if (!values['no-build']) {
  log('pnpm build (the production build the server serves)…');
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'truffe-fuzz-'));
const mediaRoot = join(dataDir, 'media');
const tsxLoader = pathToFileURL(
  createRequire(join(storefront, 'package.json')).resolve('tsx/esm'),
).href;
log(`starting the production server on ${base} (a fresh small store in ${dataDir})…`);
const child = spawn(
  process.execPath,
  ['--import', tsxLoader, join(storefront, 'test/fuzz/fuzzServer.ts')],
  {
    cwd: storefront,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      BOTCHECK_PRIVATE_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      MEDIA_ROOT: mediaRoot,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let serverOutput = '';
child.stdout.on('data', (chunk: Buffer) => (serverOutput = (serverOutput + chunk).slice(-20_000)));
child.stderr.on('data', (chunk: Buffer) => (serverOutput = (serverOutput + chunk).slice(-20_000)));
let exited = false;
child.on('exit', () => (exited = true));

async function stopServer() {
  if (!exited) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const startedServer = Date.now();
for (;;) {
  if (exited) {
    console.error(serverOutput);
    throw new Error('The fuzz server exited before it was ready');
  }
  if (Date.now() - startedServer > 10 * 60_000) {
    await stopServer();
    throw new Error('The fuzz server did not become ready in 10 minutes');
  }
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  await sleep(250);
}
log(`ready in ${((Date.now() - startedServer) / 1000).toFixed(0)} s`);

function mediaMasters(): string[] {
  try {
    return readdirSync(mediaRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .slice(0, 50)
      .map((entry) => relative(mediaRoot, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch {
    return [];
  }
}

const pagePaths = pathsOfSitemap(await (await fetch(`${base}/sitemap.xml`)).text());
const targets: FuzzTargets = {
  origin: base,
  pagePaths: pagePaths.slice(0, 60),
  productPaths: pagePaths.filter((path) => /^\/[^/]+$/.test(path)).slice(-10),
  mediaPaths: mediaMasters(),
  skus: [],
};

const rowCounts = async () =>
  (await (await fetch(`${base}/__fuzz/rows`)).json()) as Record<string, number>;

interface KindFigures {
  sent: number;
  refused: number;
  statuses: Map<number, number>;
  ms: number;
}
const figures = new Map<FuzzKind, KindFigures>();
/** The first 200 problems, word for word; all of them are counted. */
const failures: string[] = [];
let problemCount = 0;
let stackTraces = 0;
function noteProblem(problem: string) {
  problemCount += 1;
  if (failures.length < 200) failures.push(problem);
}
const drifts: string[] = [];
let sent = 0;
let networkErrors = 0;
let refusedSent = 0;

async function sendAll(requests: FuzzRequest[]) {
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!;
      const kind = figures.get(request.kind) ?? {
        sent: 0,
        refused: 0,
        statuses: new Map(),
        ms: 0,
      };
      figures.set(request.kind, kind);
      const started = performance.now();
      try {
        const { status, body } = await sendFuzzRequest(base, request, AbortSignal.timeout(60_000));
        kind.statuses.set(status, (kind.statuses.get(status) ?? 0) + 1);
        for (const problem of problemsOf(request, status, body)) {
          noteProblem(
            `${problem}: ${request.method} ${request.path.slice(0, 160)} ${JSON.stringify(request.body?.slice(0, 160) ?? '')}`,
          );
          if (problem.startsWith('stack trace')) stackTraces += 1;
        }
      } catch (error) {
        networkErrors += 1;
        noteProblem(
          `no answer (${(error as Error).message}): ${request.method} ${request.path.slice(0, 160)}`,
        );
      }
      kind.ms += performance.now() - started;
      kind.sent += 1;
      if (request.refused) kind.refused += 1;
      sent += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const started = Date.now();
const loadBefore = loadavg();
let chunks = 0;
let stoppedEarly = false;
for (let done = 0; done < count; done += chunkSize) {
  if (Date.now() - started > maxMs) {
    stoppedEarly = true;
    break;
  }
  const requests = sampleFuzzRequests(
    targets,
    seed + chunks,
    Math.min(chunkSize, count - done),
    mix,
  );
  chunks += 1;
  await sendAll(requests.filter((request) => !request.refused));
  const refused = requests.filter((request) => request.refused);
  const before = await rowCounts();
  await sendAll(refused);
  refusedSent += refused.length;
  const after = await rowCounts();
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (changed.length) {
    drifts.push(
      `chunk ${chunks}: ${changed.map((table) => `${table} ${before[table]} → ${after[table]}`).join(', ')}`,
    );
  }
  if (chunks % 10 === 0) {
    log(
      `${sent} inputs in ${((Date.now() - started) / 1000).toFixed(0)} s, ${problemCount} problem(s), ${drifts.length} drift(s)`,
    );
  }
}
const elapsedMs = Date.now() - started;

// The five request shapes of issue 19, one by one.
const product = targets.productPaths[0] ?? '/';
const category = pagePaths.find((path) => /^\/[^/]+\/[^/]+$/.test(path)) ?? '/';
const shapes: { shape: string; request: FuzzRequest; expect: string }[] = [
  {
    shape: 'NUL byte in a path',
    request: {
      kind: 'page',
      target: '',
      refused: true,
      method: 'GET',
      path: `${product}%00`,
      headers: {},
    },
    expect: '4xx',
  },
  {
    shape: 'NUL byte in a form field',
    request: {
      kind: 'form',
      target: '',
      refused: true,
      method: 'POST',
      path: '/cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'intent=add&sku=CRQ-001%00&qty=1',
    },
    expect: '4xx',
  },
  {
    shape: 'NUL byte in a GraphQL variable',
    request: {
      kind: 'graphql',
      target: '',
      refused: true,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'x-truffe-graphql-client': 'web' },
      body: JSON.stringify({
        operationName: 'SearchQuery',
        variables: { text: 'os\u0000' },
        extensions: {
          persistedQuery: { version: 1, sha256Hash: persistedOperation('SearchQuery').hash },
        },
      }),
    },
    expect: '4xx',
  },
  {
    shape: 'CR/LF in a path',
    request: {
      kind: 'page',
      target: '',
      refused: true,
      method: 'GET',
      path: '/a%0D%0ALocation:%20/x',
      headers: {},
    },
    expect: '4xx',
  },
  {
    shape: 'query string over 2 KB on a friendly URL',
    request: {
      kind: 'page',
      target: '',
      refused: true,
      method: 'GET',
      path: `${product}?x=${'a'.repeat(2100)}`,
      headers: {},
    },
    expect: '4xx',
  },
  {
    shape: '?page=1000000 on a listing',
    request: {
      kind: 'page',
      target: '',
      refused: false,
      method: 'GET',
      path: `${category}?page=1000000`,
      headers: {},
    },
    expect: '4xx or a clean page',
  },
  {
    shape: 'malformed variables JSON on GET /graphql',
    request: {
      kind: 'graphql-get',
      target: '',
      refused: true,
      method: 'GET',
      path: '/graphql?query=%7Bshop%7Bname%7D%7D&variables=%7Bbad',
      headers: { 'x-truffe-graphql-client': 'web' },
    },
    expect: '4xx',
  },
];
const shapeRows: string[] = [];
for (const { shape, request, expect } of shapes) {
  const { status, body } = await sendFuzzRequest(base, request);
  const problems = problemsOf(request, status, body);
  for (const problem of problems) noteProblem(`${shape}: ${problem}`);
  shapeRows.push(
    `| ${shape} | \`${request.method} ${request.path.slice(0, 60).replace(/\|/g, '\\|')}${request.path.length > 60 ? '…' : ''}\` | ${status} | ${expect} | ${problems.length ? '**no**' : 'yes'} |`,
  );
}
await stopServer();

const total = (statuses: Map<number, number>, test: (status: number) => boolean) =>
  [...statuses].reduce((sum, [status, n]) => sum + (test(status) ? n : 0), 0);
const all = new Map<number, number>();
for (const kind of figures.values())
  for (const [status, n] of kind.statuses) all.set(status, (all.get(status) ?? 0) + n);
const fiveXx = total(all, (status) => status >= 500);
const ok = fiveXx === 0 && problemCount === 0 && drifts.length === 0 && networkErrors === 0;

const lines = [
  '# Fuzz report (issue 19 item 5)',
  '',
  `\`pnpm fuzz\` — ${new Date(started).toISOString()}, ${(elapsedMs / 1000).toFixed(0)} s; seed ${seed}, ${sent.toLocaleString('en-GB')} inputs${stoppedEarly ? ` (**stopped at the ${values['max-minutes']}-minute bound**)` : ''}, ${concurrency} connections, production build on 127.0.0.1 (test/fuzz/fuzzServer.ts, a fresh small store).`,
  '',
  `- Machine: ${cpus().length} CPUs, Node ${process.version}; load average before ${loadBefore.map((n) => n.toFixed(2)).join(', ')}, after ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
  `- Inputs: test/fuzz/fuzzInputs.ts (fast-check), chunks of ${chunkSize}: first the inputs that may be accepted, then the ${refusedSent.toLocaleString('en-GB')} built to be refused (NUL bytes, oversized bodies, malformed JSON, CR/LF or NUL in paths, over-long query strings, forged webhooks), with the row counts of the main tables read before and after them`,
  `- **${fiveXx} answers 5xx**, **${stackTraces} stack traces**, **${drifts.length} row drifts** from refused inputs, ${networkErrors} requests without an answer: ${ok ? '**pass**' : '**FAIL**'}`,
  '',
  '## Statuses per kind of input',
  '',
  '| kind | inputs | built to be refused | 2xx | 3xx | 4xx | 5xx | mean ms | statuses |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...[...figures].map(
    ([kind, f]) =>
      `| ${kind} | ${f.sent} | ${f.refused} | ${total(f.statuses, (s) => s < 300)} | ${total(f.statuses, (s) => s >= 300 && s < 400)} | ${total(f.statuses, (s) => s >= 400 && s < 500)} | ${total(f.statuses, (s) => s >= 500)} | ${(f.ms / Math.max(1, f.sent)).toFixed(1)} | ${[
        ...f.statuses,
      ]
        .sort((a, b) => a[0] - b[0])
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')} |`,
  ),
  '',
  '## The five request shapes of the issue',
  '',
  '| shape | request | status | expected | met |',
  '|---|---|---:|---|---|',
  ...shapeRows,
  '',
  `## Problems (${problemCount}${problemCount > failures.length ? `, the first ${failures.length} listed` : ''})`,
  '',
  ...(failures.length || drifts.length
    ? [
        ...failures.map((failure) => `- ${failure}`),
        ...drifts.map((drift) => `- row drift: ${drift}`),
      ]
    : ['None.']),
  '',
];
const out = resolve(root, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, lines.join('\n'));
log(`${sent} inputs, ${fiveXx} 5xx, ${problemCount} problem(s), ${drifts.length} drift(s): ${out}`);
process.exit(ok ? 0 : 1);
