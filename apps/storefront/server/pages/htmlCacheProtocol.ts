import { type IncomingHttpHeaders } from 'node:http';

import { type Request, type Response } from 'express';

import { localeFromPathname } from '../../src/i18n/locales';
import { appPathname } from '../../src/render/documentHead';
import { cartCookieName } from '../cartSession';
import { negotiateEncoding } from '../compression';
import { sessionCookieName } from '../customerSession';
import { currencyCacheKey } from '../displayCurrency';
import {
  editorTokenCookie,
  editorTokenHeader,
  isEditorToken,
  readCookie,
} from '../editor/editorSession';
import {
  type CachedPage,
  type Lifetime,
  normalizedQuery,
  type PageCache,
  type Settle,
  sharedLifetime,
  waitForLead,
} from '../pageCache';
import { fillGaps, gzipWithGaps } from '../gzipWithGaps';
import { createNonce } from '../platform/csp';
import { DeadlineError, sendDeadlinePage, startDeadline } from '../platform/deadlines';
import { type Logger, requestLocals } from '../platform/logger';
import { pagePlatformLocals, type Platform } from '../platform/platform';
import { createServerTiming } from '../platform/timing';
import { type Deadlines } from '../settings';
import { type PageRenderer, type PageResult } from './pageRender';

/** `buffer` cut at every occurrence of `separator` (the separators dropped). */
function splitBuffer(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, from)) {
    parts.push(buffer.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(buffer.subarray(from));
  // Own copies: the pieces must not keep the whole render's chunks alive.
  return parts.map((part) => Buffer.from(part));
}

/** The parts with `gap` between each two. */
function withGaps(parts: Buffer[], gap: Buffer): Buffer[] {
  const out: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) out.push(gap);
    out.push(part);
  });
  return out;
}

/** The client takes a gzip body (`Accept-Encoding`, q > 0). */
function acceptsGzip(req: Request): boolean {
  return negotiateEncoding(req.get('accept-encoding'), ['gzip']) === 'gzip';
}

/** A client's `Cache-Control: no-cache` (or `Pragma: no-cache`). */
function clientAsksNoCache(req: Request): boolean {
  return /\bno-cache\b/i.test(req.get('cache-control') ?? req.get('pragma') ?? '');
}

/** The request headers a background render reads besides the path (the page's host). */
const revalidationHeaderNames = ['host'];

export interface HtmlCacheProtocolOptions {
  cache: PageCache;
  baseUrl: string;
  deadlines: Deadlines;
  platform: Pick<Platform, 'maintenance' | 'metrics' | 'setPageHeaders'>;
  render: PageRenderer;
  /** Options of the branded deadline page. */
  deadlinePage: Parameters<typeof sendDeadlinePage>[2];
  /** @defaultValue Date.now */
  clock?: () => number;
  /** EDITOR_TOKEN: an editor (and only one presenting it) sees live pages. */
  editorToken?: string;
  /**
   * Whether a session cookie belongs to a signed-in customer (their pages carry their group's prices). Unset
   * (no store): every session cookie skips the cache.
   */
  hasLiveSession?: (token: string) => Promise<boolean>;
  /**
   * HTML_CACHE_CLIENT_NO_CACHE=1: a client's `Cache-Control: no-cache` renders afresh (the benchmarks of the
   * render path). Off by default: no header an anonymous client sends can force a render past the cache.
   */
  honorClientNoCache?: boolean;
}

/**
 * The anonymous HTML cache's protocol around a page request (decisions 0851, 0853): which requests may use
 * it (the key), what may enter it (from the page's own `Cache-Control`, itself from its route's policy), hits
 * and stale hits with one background revalidation, and coalescing of concurrent misses with bounded waits.
 */
export function createHtmlCacheProtocol(options: HtmlCacheProtocolOptions) {
  const { cache, baseUrl, deadlines, platform } = options;
  const clock = options.clock ?? Date.now;

  /**
   * The cache key of a page request, or `null` when it must not use the cache: anything but GET/HEAD,
   * maintenance, an editor (the configured token, by header or cookie) or a signed-in customer (a live
   * session; their pages carry their group's prices). Only credentials that check out count: an invented
   * cookie or header cannot force a render past the cache (issue 20 item 8). The key is what changes the
   * HTML: host, path, sorted query and the site (from the path). Cookies are not in it: shared pages read
   * none (the cart is fetched in the browser, the consent banner renders after hydration); a render that
   * reads the cart session or sets a cookie is not stored.
   */
  async function keyOf(req: Request): Promise<string | null> {
    const cookies = req.get('cookie');
    const key = anonymousKey(req, cookies);
    if (key === null) return null;
    const session = readCookie(cookies, sessionCookieName);
    if (session !== null && (!options.hasLiveSession || (await options.hasLiveSession(session))))
      return null;
    return key;
  }

  /**
   * The key of a request as if its session cookie (if any) were not a signed-in customer's, or `null` when it
   * must not use the cache for another reason.
   */
  function anonymousKey(req: Request, cookies: string | undefined): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (platform.maintenance.isMaintenance()) return null;
    const presentedEditorToken =
      req.get(editorTokenHeader) ?? readCookie(cookies, editorTokenCookie);
    if (isEditorToken(presentedEditorToken, options.editorToken)) return null;
    // The path as the client sent it, which is what the page is rendered from: `/a/../b` is not the key of
    // `/b`. The query is sorted.
    const address = req.originalUrl;
    const queryAt = address.indexOf('?');
    const path = queryAt === -1 ? address : address.slice(0, queryAt);
    const query = queryAt === -1 ? '' : normalizedQuery(address.slice(queryAt));
    const locale = localeFromPathname(appPathname(req.path, baseUrl));
    // Prices are converted in the server HTML: one stored page per display currency (decision 0771).
    const currency = currencyCacheKey(cookies);
    const key = `${req.get('host') ?? ''} ${path}${query} ${locale}`;
    return currency ? `${key} ${currency}` : key;
  }

  /** What may be stored of a rendered page, or `null` (decision 0851): what its Cache-Control shares. */
  function storableLifetime(result: PageResult): Lifetime | null {
    if (result.location || result.setCookies.length > 0 || result.readPrivateSession()) return null;
    if (result.status !== 200 && result.status !== 404) return null;
    return sharedLifetime(result.cacheControl);
  }

  function pageOf(result: PageResult, body: Buffer, nonce: string, lifetime: Lifetime): CachedPage {
    const storedAt = clock();
    const freshUntil = storedAt + lifetime.freshSeconds * 1000;
    return {
      status: result.status,
      headers: result.headers,
      parts: splitBuffer(body, Buffer.from(nonce)),
      tags: result.tags,
      storedAt,
      freshUntil,
      staleUntil: freshUntil + lifetime.staleSeconds * 1000,
    };
  }

  /**
   * The page compressed once with its nonces as gaps (decision 0917), made at its first hit for a gzip client:
   * pages no browser asks for (and the renders a bench stores again and again) do not pay for it.
   */
  function gzipOf(key: string, page: CachedPage, nonceLength: number) {
    if (!page.gzip) {
      page.gzip = gzipWithGaps(page.parts, nonceLength);
      cache.grew(key, page);
    }
    return page.gzip.gapLength === nonceLength ? page.gzip : null;
  }

  /** Answers from the cache: the stored page with this response's own CSP nonce, request id and timing. */
  function send(req: Request, res: Response, key: string, page: CachedPage, state: string) {
    // Gone while it waited, or answered by the request deadline.
    if (res.headersSent || res.destroyed) return;
    const { cspNonce } = pagePlatformLocals(res);
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    platform.setPageHeaders(res);
    res.setHeader('Age', String(Math.max(0, Math.floor((clock() - page.storedAt) / 1000))));
    res.setHeader('X-Cache', state);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // The stored parts with the nonce between them, written as they are (one `writev`, no copy of the page):
    // the page compressed once with the nonces as gaps when the client takes gzip (every browser does), so a
    // hit compresses nothing (decision 0917); else the parts as they are, which compression may then encode.
    const nonce = Buffer.from(cspNonce);
    const gzip = acceptsGzip(req) ? gzipOf(key, page, nonce.byteLength) : null;
    const body = gzip ? fillGaps(gzip, nonce) : withGaps(page.parts, nonce);
    let length = 0;
    for (const buffer of body) length += buffer.byteLength;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', length);
    res.cork();
    for (const buffer of body) res.write(buffer);
    res.end();
    res.uncork();
  }

  /**
   * One background render of a stale page; concurrent stale hits start none (decision 0851). It has the
   * same deadline as any render, so a stuck one never blocks the key's later revalidations (decision 0853).
   */
  function revalidate(key: string, req: Request, log: Logger | undefined) {
    if (!cache.startRevalidation(key)) return;
    const generation = cache.generation();
    const headers: IncomingHttpHeaders = {};
    for (const name of revalidationHeaderNames)
      if (req.headers[name]) headers[name] = req.headers[name];
    const deadline = startDeadline('page revalidation', deadlines.pageRenderMs);
    const cspNonce = createNonce();
    void (async () => {
      try {
        const result = await deadline.race(
          options.render({
            originalUrl: req.originalUrl,
            path: req.path,
            headers,
            form: null,
            flags: {},
            cspNonce,
            timing: createServerTiming(),
            signal: deadline.signal,
          }),
        );
        const lifetime = storableLifetime(result);
        const body = Buffer.from(await deadline.race(result.body.getBody()));
        // A failed render keeps the stale page until it expires (better than an error page).
        if (lifetime && !result.readPrivateSession() && !deadline.signal.aborted)
          cache.set(key, pageOf(result, body, cspNonce, lifetime), generation);
      } catch (error) {
        if (error instanceof DeadlineError) platform.metrics.countDeadline('render');
        log?.error({ err: error }, 'page cache revalidation failed');
      } finally {
        deadline.clear();
        cache.endRevalidation(key);
      }
    })();
  }

  /**
   * Answers a page request that the cache holds, fresh or stale (a stale hit starts its key's revalidation);
   * `false` otherwise, and the request goes on (server/app.ts mounts this before the other routes: a stored
   * key is one whose request reached the page handler, so no route in between answers it). Misses, leads and
   * waits are `answer`'s, in the page handler.
   */
  function serveHit(req: Request, res: Response): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (options.honorClientNoCache && clientAsksNoCache(req)) return false;
    const cookies = req.get('cookie');
    // A session cookie is checked against the store in the page handler (`keyOf`).
    if (readCookie(cookies, sessionCookieName) !== null) return false;
    const key = anonymousKey(req, cookies);
    const found = key === null ? undefined : cache.get(key);
    if (!key || !found) return false;
    send(req, res, key, found.page, found.state === 'fresh' ? 'HIT' : 'STALE');
    if (found.state === 'stale') revalidate(key, req, requestLocals(res).log);
    return true;
  }

  /**
   * The cache's side of a page request: `served` when the cache answered; otherwise whether this request
   * leads the render of its key (the others wait for it). A wait is bounded (HTML_CACHE_WAIT_MS): past it,
   * the waiter renders for itself (decision 0853).
   */
  async function answer(
    req: Request,
    response: Response,
    key: string | null,
  ): Promise<'served' | { settle: Settle | null }> {
    if (!key) return { settle: null };
    const log = requestLocals(response).log;
    const mayLead = () =>
      req.method === 'GET' && !cache.leading(key) && !cache.isPass(key) ? cache.lead(key) : null;
    // `Cache-Control: no-cache` from the client renders and stores only where the operator allows it (the
    // benchmarks of the render path); a shopper's reload is answered from the cache like any request.
    if (options.honorClientNoCache && clientAsksNoCache(req)) return { settle: mayLead() };
    const found = cache.get(key);
    if (found) {
      send(req, response, key, found.page, found.state === 'fresh' ? 'HIT' : 'STALE');
      if (found.state === 'stale') revalidate(key, req, log);
      return 'served';
    }
    // A shopper with a cart never waits for another request's render of the same URL: the page may read the
    // cart (the cart page, the checkout), so that render could not be shared with it, and shoppers' carts
    // would be rendered one after another — all of them answered 504 when the first one ran out of time.
    // It may still lead: what it renders is stored only if the render read no session.
    if (readCookie(req.get('cookie'), cartCookieName) !== null) return { settle: mayLead() };
    const pending = cache.isPass(key) ? undefined : cache.pending(key);
    if (!pending) return { settle: mayLead() };
    const { timing } = pagePlatformLocals(response);
    const outcome = await timing.measure('cache-wait', () =>
      waitForLead(pending, deadlines.cacheWaitMs),
    );
    platform.metrics.countCacheWait(outcome?.kind ?? 'timed-out');
    if (!outcome) {
      platform.metrics.countDeadline('cache-wait');
      log?.warn({ deadlineMs: deadlines.cacheWaitMs }, 'page cache wait ran out: rendering');
      return { settle: null };
    }
    if (outcome.kind === 'stored') {
      send(req, response, key, outcome.page, 'HIT');
      return 'served';
    }
    if (outcome.kind === 'deadline') {
      // The render this request waited for ran out of time: so would this one's.
      sendDeadlinePage(req, response, options.deadlinePage);
      return 'served';
    }
    return { settle: null };
  }

  return { keyOf, serveHit, answer, storableLifetime, pageOf };
}

export type HtmlCacheProtocol = ReturnType<typeof createHtmlCacheProtocol>;
