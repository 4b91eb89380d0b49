import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { normalizeBaseUrl } from '../src/baseUrl';

/** The storefront app's folder (apps/storefront). */
export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const packageJson = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** Build version shown to operators (`X-Truffe-Version`, /healthz), never to shoppers. */
export const buildVersion = packageJson.version;

export type ServerMode = 'development' | 'production';

/** Server settings read from the environment (README "Environment"). */
export interface ServerSettings {
  mode: ServerMode;
  /** @defaultValue 3000 */
  port: number;
  /** @defaultValue '0.0.0.0' */
  host: string;
  /** Mount path, with leading and trailing slash. @defaultValue '/' */
  baseUrl: string;
  /** @defaultValue `<storefront>/.data` */
  dataDir: string;
  /** MAINTENANCE=1: every page answers 503 with the maintenance page. */
  maintenance: boolean;
  /** SSR_FALLBACK=1: pages are not rendered on the server, the browser renders them. */
  ssrFallback: boolean;
  /** HYDRATE=0: the browser does not hydrate the server HTML. @defaultValue true */
  hydrate: boolean;
  /** Test-only routes (`__test/…`): on outside production, or with TRUFFE_TEST_ROUTES=1. */
  testRoutes: boolean;
  /** Deadlines that make every request end (decision 0853). */
  deadlines: Deadlines;
  /** TRUST_PROXY: the proxies whose `X-Forwarded-For` is believed (decision 0932). @defaultValue ['loopback'] */
  trustProxy: string[] | false;
}

/** How long the server waits before it gives up on a piece of work (decision 0853). */
export interface Deadlines {
  /** PAGE_RENDER_TIMEOUT_MS: one page render, loaders and streamed body included. @defaultValue 10000 */
  pageRenderMs: number;
  /**
   * HTML_CACHE_WAIT_MS: a request waiting for the render of the same page by another request (coalescing);
   * past it, it renders for itself. @defaultValue 5000
   */
  cacheWaitMs: number;
  /** REQUEST_TIMEOUT_MS: any request, whatever it is for (pages, /graphql, /media…). @defaultValue 30000 */
  requestMs: number;
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive whole number of milliseconds, got "${value}"`);
  }
  return parsed;
}

export function readDeadlines(env: NodeJS.ProcessEnv): Deadlines {
  return {
    pageRenderMs: milliseconds('PAGE_RENDER_TIMEOUT_MS', env.PAGE_RENDER_TIMEOUT_MS, 10_000),
    cacheWaitMs: milliseconds('HTML_CACHE_WAIT_MS', env.HTML_CACHE_WAIT_MS, 5_000),
    requestMs: milliseconds('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
  };
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return parsed;
}

/** Express's names for address ranges (proxy-addr), accepted in TRUST_PROXY. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyAddress(item: string): boolean {
  if (proxyRangeNames.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 0932): the proxies in front of the server whose `X-Forwarded-For` tells the client's
 * address (the sign-in throttles, rate limits and audit rows key on it). A comma-separated list of addresses,
 * subnets (`10.0.0.0/8`) and Express's names (`loopback`, `linklocal`, `uniquelocal`); `none` trusts no
 * proxy. Default `loopback`: Varnish on the same machine. Behind a load balancer on another machine, list it,
 * or every shopper would share its address. A value Express would misread stops the start.
 */
export function readTrustProxy(env: NodeJS.ProcessEnv): string[] | false {
  const value = env.TRUST_PROXY?.trim();
  if (value === undefined || value === '') return ['loopback'];
  if (value.toLowerCase() === 'none') return false;
  const items = value.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !proxyAddress(item));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must list addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal, or be "none"; not understood: ${wrong.map((item) => `"${item}"`).join(', ')}`,
    );
  }
  return items;
}

export function readServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const mode: ServerMode = env.NODE_ENV === 'production' ? 'production' : 'development';
  return {
    mode,
    port: port(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    baseUrl: normalizeBaseUrl(env.BASE_URL),
    dataDir: resolve(env.DATA_DIR?.trim() || join(appRoot, '.data')),
    maintenance: flag(env.MAINTENANCE),
    ssrFallback: flag(env.SSR_FALLBACK),
    hydrate: env.HYDRATE === undefined ? true : flag(env.HYDRATE),
    testRoutes: mode !== 'production' || flag(env.TRUFFE_TEST_ROUTES),
    deadlines: readDeadlines(env),
    trustProxy: readTrustProxy(env),
  };
}

/**
 * DOWNLOAD_URL_SECRET, the HMAC key of the signed download addresses (decision 0762), server-only: never sent to
 * the page. Read when the app starts (readServerSettings writes nothing): DOWNLOAD_URL_SECRET (at least 32
 * characters), else a key generated on first use and kept in the data dir, so that a restart (or a second process
 * on the same data) keeps the addresses it gave working until they expire. Servers on separate disks must share
 * DOWNLOAD_URL_SECRET.
 */
export function downloadUrlSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const configured = env.DOWNLOAD_URL_SECRET?.trim();
  if (configured) {
    if (configured.length < 32)
      throw new Error('DOWNLOAD_URL_SECRET must be at least 32 characters long.');
    return configured;
  }
  const path = join(dataDir, 'download-url-secret');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
