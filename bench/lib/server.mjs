// Starts and stops the benchmark server (bench/lib/serve.mjs) on 127.0.0.1, pinned to one CPU with taskset
// so that it does not silently share a core with the load generator (pinned to another one).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The tsx command for the TypeScript benchmarks (images, commerce, graphql executors): the storefront's own
 * dependency (the root package has none; a fresh clone has no root node_modules/.bin/tsx).
 */
export const tsxBin = join(root, 'apps/storefront/node_modules/.bin/tsx');
// One process (no tsx CLI wrapper), so that the child's pid is the server's (RSS) and taskset pins it.
const tsxLoader = pathToFileURL(
  createRequire(join(root, 'apps/storefront/package.json')).resolve('tsx/esm'),
).href;

/**
 * The Node options of the shop's production start (`apps/storefront/package.json` `start`: the `--…` words
 * between `tsx` and the server's entry), so that the bench server runs as the shop does.
 */
export function shopNodeOptions() {
  const manifest = JSON.parse(readFileSync(join(root, 'apps/storefront/package.json'), 'utf8'));
  const words = String(manifest.scripts?.start ?? '').split(/\s+/);
  const from = words.indexOf('tsx');
  if (from < 0) return [];
  const options = [];
  for (const word of words.slice(from + 1)) {
    if (!word.startsWith('--')) break;
    options.push(word);
  }
  return options;
}

/** `taskset` is there and the machine has at least two CPUs: server on CPU 0, load generator on CPU 1. */
export function cpuSplit() {
  const count = cpus().length;
  const taskset = spawnSync('taskset', ['-V']).status === 0;
  if (!taskset || count < 2) {
    return {
      pinned: false,
      server: 'any',
      load: 'any',
      note: `not pinned (${count} CPU(s), taskset ${taskset ? 'present' : 'missing'})`,
    };
  }
  return {
    pinned: true,
    server: '0',
    load: '1',
    note: `server pinned to CPU 0, load generator to CPU 1 (taskset), of ${count} CPUs`,
  };
}

/** The command line of a process pinned to `cpu` when the split allows it. */
export function pinned(cpu, command, args) {
  return cpuSplit().pinned ? ['taskset', ['-c', cpu, command, ...args]] : [command, args];
}

/**
 * A seeded data folder per profile, kept between runs in bench/.data (`storefront-<profile>`): seeded once by
 * starting the server on an empty folder (migrations, seed, pictures), then reused. Resolves with the folder
 * and the seconds spent seeding (0 when it was ready).
 * @param {string} profile
 * @param {{ port?: number }} [options] the seeding server's port (two profiles seed at once on two ports)
 * @returns {Promise<{ dir: string, seededSeconds: number }>}
 */
export async function prepareDataDir(profile, options = {}) {
  const template = join(root, 'bench/.data', `storefront-${profile}`);
  if (existsSync(join(template, 'ready'))) return { dir: template, seededSeconds: 0 };
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  console.log(`Seeding the ${profile} store in ${template} (once; later runs reuse it)…`);
  const started = Date.now();
  const server = await startServer({
    profile,
    dataDir: template,
    port: options.port ?? Number(process.env.BENCH_PORT ?? 3500) + 2,
    pin: false,
    quiet: true,
  });
  // Stopping waits for the pictures drawn in the background (store.close()).
  await server.stop();
  mkdirSync(join(template, 'ready'));
  const seededSeconds = (Date.now() - started) / 1000;
  console.log(`  seeded the ${profile} store in ${seededSeconds.toFixed(0)} s`);
  return { dir: template, seededSeconds };
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrlOf(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A store on a PostgreSQL server (the large profile's runs, decision 0894): the database is created when
 * missing; an empty one is seeded by the server's first start (small), but the large catalogue must be loaded
 * beforehand with the seed command, whose 10-odd minutes do not belong in a bench run. The data folder holds
 * the media only.
 * @param {string} profile
 * @param {string} databaseUrl
 * @returns {Promise<{ dir: string, seededSeconds: number, databaseUrl: string }>}
 */
export async function prepareServerStore(profile, databaseUrl) {
  const pg = createRequire(join(root, 'packages/commerce/package.json'))('pg');
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrlOf(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  if (profile === 'large') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client
        .query(
          `SELECT to_regclass('product') IS NOT NULL AND EXISTS (SELECT 1 FROM product) AS seeded`,
        )
        .catch(() => ({ rows: [{ seeded: false }] }));
      if (!rows[0]?.seeded)
        throw new Error(
          `The large store ${name} is empty: seed it first (DATABASE_URL=${databaseUrl} pnpm --filter @truffe/commerce seed --profile large)`,
        );
    } finally {
      await client.end();
    }
  }
  const dir = join(root, 'bench/.data', `storefront-${profile}-postgres`);
  mkdirSync(dir, { recursive: true });
  return { dir, seededSeconds: 0, databaseUrl };
}

/** The seeded data folder of a profile (seeded on first use). */
export async function preparedDataDir(profile, options = {}) {
  return (await prepareDataDir(profile, options)).dir;
}

/**
 * Starts the server and waits for /readyz. Returns its pid (for RSS), base URL and `stop()`.
 * @param {{ profile: string, dataDir: string, databaseUrl?: string, port?: number, staticDir?: string, pin?: boolean, quiet?: boolean }} options
 */
export async function startServer(options) {
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 3500);
  // The shop's own Node options (its `start` script's, e.g. `--single-threaded-gc`, decision 0909), then
  // BENCH_NODE_ARGS: more Node or V8 options for an experiment (`BENCH_NODE_ARGS=--max-semi-space-size=64`).
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    '--expose-gc',
    ...shopNodeOptions(),
    ...extra,
    '--import',
    tsxLoader,
    join(root, 'bench/lib/serve.mjs'),
  ];
  const [command, commandArgs] =
    options.pin === false
      ? [process.execPath, args]
      : pinned(cpuSplit().server, process.execPath, args);
  const child = spawn(command, commandArgs, {
    cwd: join(root, 'apps/storefront'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The in-process test gateway (decision 0705): production refuses it unless it is asked for.
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'test',
      // Production refuses to start without the bot check's HMAC key (decision 0756).
      BOTCHECK_PRIVATE_KEY: process.env.BOTCHECK_PRIVATE_KEY ?? randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      // A store on a PostgreSQL server (the large profile's runs); '' keeps the embedded PGlite of DATA_DIR.
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
      MEDIA_ROOT: process.env.MEDIA_ROOT ?? join(options.dataDir, 'media'),
      BENCH_PROFILE: options.profile,
      // The uncached figures ask for a fresh render with `Cache-Control: no-cache`: the bench server honours
      // it; the shop itself does not (a client header cannot force a render past the HTML cache).
      HTML_CACHE_CLIENT_NO_CACHE: '1',
      BENCH_STATIC_DIR: options.staticDir ?? '',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The end of the server's output, for the error when it exits (BENCH_SERVER_OUTPUT characters, 20,000 by
  // default: more to read a whole `--trace-gc` run).
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk).slice(-(Number(process.env.BENCH_SERVER_OUTPUT) || 20_000));
    if (!options.quiet) process.stdout.write(`  [server] ${chunk}`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    if (exited) throw new Error(`The bench server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The bench server did not become ready');
    }
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return {
    base,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await new Promise((resolve) => child.once('exit', resolve));
      clearTimeout(timeout);
    },
  };
}

/** Resident set size of a process in MiB (Linux). */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/**
 * The server the browser benches load their pages from (bench/lighthouse/*.mjs): the one at `LH_BASE_URL`
 * when set (left running), otherwise a bench server of the small store on `LH_PORT` (3400), not pinned.
 * @param {{ staticDir?: string }} [options]
 */
export async function browserBenchServer(options = {}) {
  if (process.env.LH_BASE_URL)
    return { base: process.env.LH_BASE_URL.replace(/\/+$/, ''), stop: async () => {} };
  return startServer({
    profile: 'small',
    dataDir: await preparedDataDir('small'),
    port: Number(process.env.LH_PORT ?? 3400),
    staticDir: options.staticDir,
    pin: false,
    quiet: true,
  });
}
