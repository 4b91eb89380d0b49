/**
 * Several storefront production processes on one PostgreSQL database behind a real Varnish (issue 19 items 7
 * and 8): the multi-process test (test/multiProcess/) and the load benchmark (`pnpm bench load`) start the
 * same deployment the README's "Deployment" section describes, on 127.0.0.1 only:
 * - a fresh database cloned from the seeded server template of @truffe/commerce/testing (dropped at the end);
 * - N processes of the production build (`server/index.ts` with NODE_ENV=production, like `pnpm start`), each
 *   with its own ports and data folder, and the settings that must be equal across processes set equal
 *   (secrets, PUBLIC_URL, DATABASE_URL, VARNISH_PURGE_URL);
 * - one `varnishd` (our own, its own -n working folder, never the system service) with
 *   deploy/varnish/default.vcl and a backends.vcl naming the processes, round robin.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

import { adminStatement } from '@truffe/commerce/testing/adminStatement';
import { databaseUrl, seededServerTemplate } from '@truffe/commerce/testing/seededTemplate';

import { appRoot } from '../server/settings';

const repoRoot = join(appRoot, '../..');
/** Where the processes read the seeded pictures; the template draws those missing (a fresh clone has none). */
const mediaRoot = join(appRoot, '.data', 'media');
export const varnishConfigDir = join(repoRoot, 'deploy/varnish');

/** Where varnishd is, or undefined (PATH, then Debian's /usr/sbin, which is not on every PATH). */
export function varnishdPath(): string | undefined {
  for (const candidate of ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v varnishd'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

/** Whether the vmod xkey (Debian's varnish-modules) is installed beside varnishd. */
export function hasXkeyVmod(): boolean {
  const out = spawnSync(
    'sh',
    [
      '-c',
      'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so /usr/lib/varnish/vmods/libvmod_xkey.so 2>/dev/null',
    ],
    {
      encoding: 'utf8',
    },
  );
  return out.stdout.trim().length > 0;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ClusterProcess {
  /** http://127.0.0.1:<port> of this process (bypassing Varnish). */
  url: string;
  /** Its back-office port's origin (decision 0780). */
  adminUrl: string;
  pid: number;
  /** The last output of the process (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface Cluster {
  /** http://127.0.0.1:<port> of Varnish (the shop's PUBLIC_URL). */
  varnishUrl: string;
  /** The cloned database (for checks with `pg`). */
  databaseUrl: string;
  processes: ClusterProcess[];
  /** ADMIN_TOKEN of every process (operator endpoints). */
  adminToken: string;
  varnishOutput(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A PostgreSQL server URL (TEST_DATABASE_URL); a database is cloned on it and dropped by `stop()`. */
  serverUrl: string;
  /** Number of storefront processes. @defaultValue 2 */
  processes?: number;
  /** Extra environment of every process. */
  env?: Record<string, string>;
  /** Varnish storage. @defaultValue 'malloc,64m' */
  storage?: string;
  /** Start each process pinned to a CPU (`taskset -c <cpu>`), by index. */
  pinCpus?: string[];
  /** Print the processes' output. @defaultValue false */
  verbose?: boolean;
}

const tsxLoader = pathToFileURL(
  createRequire(join(appRoot, 'package.json')).resolve('tsx/esm'),
).href;

function startChild(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; verbose?: boolean; label: string },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (options.verbose) process.stdout.write(`[${options.label}] ${chunk}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.once('exit', () => (exited = true));
  return {
    child,
    output: () => output,
    exited: () => exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (exited) return;
      child.kill(signal);
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await new Promise((resolve) => child.once('exit', resolve));
      clearTimeout(timeout);
    },
  };
}

async function waitFor(
  url: string,
  alive: () => boolean,
  output: () => string,
  label: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`${label} exited before it was ready:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${label} was not ready in time:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

/** The backends.vcl of a cluster: each process a backend with the readiness probe, round robin. */
export function backendsVcl(ports: number[]): string {
  const backends = ports
    .map(
      (port, index) =>
        `backend shop_${index} { .host = "127.0.0.1"; .port = "${port}"; .probe = truffe_ready; }`,
    )
    .join('\n');
  const adds = ports.map((_, index) => `    shop.add_backend(shop_${index});`).join('\n');
  return `import directors;

probe truffe_ready {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 5s;
    .window = 5;
    .threshold = 2;
    .initial = 2;
}

${backends}

sub vcl_init {
    new shop = directors.round_robin();
${adds}
}

sub truffe_backend {
    set req.backend_hint = shop.backend();
}
`;
}

/** Starts the database clone, the processes and Varnish; `stop()` undoes all of it. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const varnishd = varnishdPath();
  if (!varnishd)
    throw new Error('varnishd is not installed (Debian: apt-get install varnish varnish-modules)');
  const count = options.processes ?? 2;
  const work = mkdtempSync(join(tmpdir(), 'truffe-cluster-'));
  // varnishd drops to its own user to compile and run the VCL: it must read and write these folders.
  chmodSync(work, 0o755);
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(work, { recursive: true, force: true }),
  ];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => console.error('[cluster] cleanup failed', error));
    }
  };
  try {
    const template = await seededServerTemplate(options.serverUrl, { mediaRoot });
    const name = `truffe_cluster_${randomBytes(6).toString('hex')}`;
    await adminStatement(options.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
    const url = databaseUrl(options.serverUrl, name);
    cleanups.push(() =>
      adminStatement(options.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );

    const varnishPort = await freePort();
    const varnishUrl = `http://127.0.0.1:${varnishPort}`;
    const ports: number[] = [];
    for (let index = 0; index < count; index += 1) ports.push(await freePort());
    const adminToken = randomBytes(24).toString('hex');
    const secret = (label: string) => `${label}-${randomBytes(24).toString('hex')}`;
    // Settings that must be equal across processes (README, "Deployment").
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      PUBLIC_URL: varnishUrl,
      PAYMENT_PROVIDER: 'test',
      PAYMENT_TEST_GATEWAY_SECRET: secret('gateway'),
      SESSION_SECRET: secret('session'),
      BOTCHECK_PRIVATE_KEY: secret('botcheck'),
      DOWNLOAD_URL_SECRET: secret('download'),
      ADMIN_TOKEN: adminToken,
      VARNISH_PURGE_URL: varnishUrl,
      MEDIA_ROOT: mediaRoot,
      LOG_LEVEL: 'warn',
      ...options.env,
    };

    const processes: ClusterProcess[] = [];
    for (const [index, port] of ports.entries()) {
      const dataDir = join(work, `process-${index}`);
      const adminPort = await freePort();
      const args = ['--expose-gc', '--import', tsxLoader, join(appRoot, 'server/index.ts')];
      const cpu = options.pinCpus?.[index];
      const [command, commandArgs] = cpu
        ? ['taskset', ['-c', cpu, process.execPath, ...args]]
        : [process.execPath, args];
      const started = startChild(command, commandArgs, {
        cwd: appRoot,
        env: {
          ...process.env,
          ...shared,
          PORT: String(port),
          DATA_DIR: dataDir,
          ADMIN_PORT: String(adminPort),
        },
        verbose: options.verbose,
        label: `shop ${index}`,
      });
      cleanups.push(() => started.stop());
      // One after the other: the first one runs the migrations (none left on a clone, but a new one would).
      await waitFor(
        `http://127.0.0.1:${port}/readyz`,
        () => !started.exited(),
        started.output,
        `storefront process ${index}`,
        180_000,
      );
      processes.push({
        url: `http://127.0.0.1:${port}`,
        adminUrl: `http://127.0.0.1:${adminPort}`,
        pid: started.child.pid ?? 0,
        output: started.output,
        stop: () => started.stop(),
      });
    }

    const vclDir = join(work, 'vcl');
    const varnishDir = join(work, 'varnish');
    mkdirSync(vclDir, { mode: 0o755 });
    writeFileSync(join(vclDir, 'backends.vcl'), backendsVcl(ports), { mode: 0o644 });
    const varnish = startChild(
      varnishd,
      [
        '-F',
        '-a',
        `127.0.0.1:${varnishPort}`,
        '-T',
        'none',
        '-f',
        join(varnishConfigDir, 'default.vcl'),
        '-p',
        `vcl_path=${vclDir}:${varnishConfigDir}`,
        '-n',
        varnishDir,
        '-s',
        options.storage ?? 'malloc,64m',
      ],
      { cwd: work, env: process.env, verbose: options.verbose, label: 'varnish' },
    );
    cleanups.push(() => varnish.stop());
    // Ready when Varnish answers and its probes found the processes healthy (readyz passes through).
    await waitFor(
      `${varnishUrl}/readyz`,
      () => !varnish.exited(),
      varnish.output,
      'varnishd',
      60_000,
    );
    for (let tries = 0; tries < 40; tries += 1) {
      const answers = await Promise.all(
        ports.map(() =>
          fetch(`${varnishUrl}/readyz`).then(
            (response) => response.arrayBuffer().then(() => response.status),
            () => 0,
          ),
        ),
      );
      if (answers.every((status) => status === 200)) break;
      await sleep(250);
    }

    return {
      varnishUrl,
      databaseUrl: url,
      processes,
      adminToken,
      varnishOutput: varnish.output,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
