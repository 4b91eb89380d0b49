/**
 * The real parts the fault-injection suite (issue 19 item 6, decision 0892) breaks on purpose, all on 127.0.0.1:
 * - a database of its own on the PostgreSQL server (a clone of the seeded template, dropped at the end), so the
 *   shared cluster other suites use is never stopped;
 * - a TCP proxy between a storefront process and PostgreSQL: "down" destroys every proxied socket and refuses
 *   new ones, "up" accepts again — the database seen from the shop stops and restarts, nothing else does;
 * - storefront production processes (`server/index.ts`, NODE_ENV=production), started, SIGKILLed and started
 *   again on the same data folder;
 * - an SMTP sink that refuses connections until it is told to accept, and counts what it received.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

import { adminStatement } from '@truffe/commerce/testing/adminStatement';
import { databaseUrl, seededServerTemplate } from '@truffe/commerce/testing/seededTemplate';
import { sqlRows } from '@truffe/commerce/testing/sqlRows';

import { appRoot } from '../../server/settings';
import { freePort } from '../cluster';

export const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const built = existsSync(join(appRoot, 'dist/server/entry.mjs'));
/** Where the processes read the seeded pictures; the template draws those missing (a fresh clone has none). */
const mediaRoot = join(appRoot, '.data', 'media');
/** Why the suite cannot run here (empty when it can); in CI (CI set) a missing piece fails the run. */
export const missing = [
  serverUrl ? null : 'TEST_DATABASE_URL is not set',
  built ? null : 'no production build (pnpm build)',
].filter((reason): reason is string => reason !== null);
export const inCi = Boolean(process.env.CI);

/** A database of its own, cloned from the seeded template; `drop()` removes it (connections forced out). */
export async function faultDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await seededServerTemplate(serverUrl!, { mediaRoot });
  const name = `truffe_fault_${randomBytes(6).toString('hex')}`;
  await adminStatement(serverUrl!, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  return {
    url: databaseUrl(serverUrl!, name),
    drop: () => adminStatement(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export { sqlRows as query };

/** A TCP proxy to PostgreSQL that can be cut ("down") and restored ("up"). */
export class DatabaseProxy {
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  #up = true;
  port = 0;

  private constructor(target: { host: string; port: number }) {
    this.#server = createServer((client) => {
      if (!this.#up) {
        client.destroy();
        return;
      }
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.once('close', () => this.#sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  }

  static async start(url: string): Promise<DatabaseProxy> {
    const target = new URL(url);
    const proxy = new DatabaseProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    await new Promise<void>((resolve) => proxy.#server.listen(0, '127.0.0.1', resolve));
    proxy.port = (proxy.#server.address() as AddressInfo).port;
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  /** The database "stops": every open connection is cut, new ones are refused. */
  down(): void {
    this.#up = false;
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
  }

  /** The database "restarts": connections are accepted again. */
  up(): void {
    this.#up = true;
  }

  close(): Promise<void> {
    this.down();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

const tsxLoader = pathToFileURL(
  createRequire(join(appRoot, 'package.json')).resolve('tsx/esm'),
).href;

export interface ShopProcess {
  url: string;
  pid: number;
  output(): string;
  /** Resolves when the process has exited (with its signal, e.g. 'SIGKILL'). */
  exited: Promise<NodeJS.Signals | null>;
  stop(): Promise<void>;
}

export interface Shop {
  url: string;
  /** The running process. */
  current: ShopProcess;
  /** Starts the process (again, on the same port and data folder) and waits until it is ready. */
  start(extraEnv?: Record<string, string>): Promise<ShopProcess>;
  /** Stops the process and removes its data folder. */
  close(): Promise<void>;
}

/**
 * A storefront production process on `databaseUrl` (the proxy's, for the database faults). The port, data
 * folder and secrets stay the same across restarts, like a service manager restarting one server.
 */
export async function startShop(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  /** Prepares the process's data folder before its first start (e.g. breaks the media cache's place). */
  prepareDataDir?: (dataDir: string) => void;
}): Promise<Shop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'truffe-fault-'));
  options.prepareDataDir?.(dataDir);
  const secret = (label: string) => `${label}-${randomBytes(24).toString('hex')}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: url,
    PAYMENT_PROVIDER: 'test',
    PAYMENT_TEST_GATEWAY_SECRET: secret('gateway'),
    SESSION_SECRET: secret('session'),
    BOTCHECK_PRIVATE_KEY: secret('botcheck'),
    DOWNLOAD_URL_SECRET: secret('download'),
    ADMIN_TOKEN: secret('admin'),
    MEDIA_ROOT: mediaRoot,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const shop: Shop = {
    url,
    current: undefined as unknown as ShopProcess,
    async start(extraEnv = {}) {
      const adminPort = await freePort();
      const child = spawn(
        process.execPath,
        ['--import', tsxLoader, join(appRoot, 'server/index.ts')],
        {
          cwd: appRoot,
          env: { ...process.env, ...env, ADMIN_PORT: String(adminPort), ...extraEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        if (process.env.FAULT_VERBOSE) process.stdout.write(`[shop] ${chunk}`);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      let alive = true;
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, signal) => {
          alive = false;
          resolve(signal);
        }),
      );
      const started: ShopProcess = {
        url,
        pid: child.pid ?? 0,
        output: () => output,
        exited,
        async stop() {
          if (!alive) return;
          child.kill('SIGTERM');
          const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timeout);
        },
      };
      shop.current = started;
      const deadline = Date.now() + 180_000;
      for (;;) {
        if (!alive) throw new Error(`the storefront exited before it was ready:\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`the storefront was not ready in time:\n${output}`);
        try {
          const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
          await response.arrayBuffer();
          if (response.ok) return started;
        } catch {
          // not listening yet
        }
        await sleep(250);
      }
    },
    async close() {
      await shop.current?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await shop.start();
  return shop;
}

/** A request that must answer within `ms`: its status, body and how long it took. */
export async function timed(
  url: string,
  init: RequestInit = {},
  ms = 2000,
): Promise<{ status: number; text: string; ms: number; headers: Headers }> {
  const started = Date.now();
  const response = await fetch(url, {
    redirect: 'manual',
    ...init,
    signal: AbortSignal.timeout(ms + 3000),
  });
  const text = await response.text();
  return { status: response.status, text, ms: Date.now() - started, headers: response.headers };
}
