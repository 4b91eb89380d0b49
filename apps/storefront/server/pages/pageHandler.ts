import { Writable } from 'node:stream';

import { runWithDatabaseTiming } from '@truffe/commerce/store';
import { type NextFunction, type Request, type Response } from 'express';

import { type PageConfig } from '../../src/publicConfig';
import { type LeadOutcome, notStored, type PageCache, type Settle } from '../pageCache';
import { isSameOriginPost, readFormBody } from '../pageForm';
import { hasEncodedNul, sendBadInputPage } from '../platform/badInput';
import { sendCrossSitePostPage, sendRefusedFormPage } from '../platform/crossSitePost';
import { DeadlineError, sendDeadlinePage, startDeadline } from '../platform/deadlines';
import { requestLocals } from '../platform/logger';
import { routeKind } from '../platform/metrics';
import { pagePlatformLocals, type Platform } from '../platform/platform';
import { type Deadlines } from '../settings';
import { createHtmlCacheProtocol, type HtmlCacheProtocolOptions } from './htmlCacheProtocol';
import { type PageRenderer, type PageResult } from './pageRender';

export interface PageHandlerOptions {
  render: PageRenderer;
  /** The anonymous HTML cache, or `null` when it is off (HTML_CACHE_MB=0, development). */
  pageCache: PageCache | null;
  baseUrl: string;
  siteName: string;
  deadlines: Deadlines;
  platform: Pick<Platform, 'maintenance' | 'metrics' | 'setPageHeaders'>;
  /** The HTML cache's clock (tests move time to make pages stale). @defaultValue Date.now */
  clock?: () => number;
  /** Who may skip the HTML cache, and whether a client's `no-cache` renders afresh (htmlCacheProtocol.ts). */
  cacheBypass?: Pick<
    HtmlCacheProtocolOptions,
    'editorToken' | 'hasLiveSession' | 'honorClientNoCache'
  >;
}

/**
 * The page request handler (Express middleware factory, one per set of page flags): route-action forms, the
 * anonymous HTML cache's protocol (server/pages/htmlCacheProtocol.ts), then the render of the page
 * (server/pages/pageRender.ts) streamed to the client — every request ends (decision 0853).
 */
export function createPageHandler(options: PageHandlerOptions) {
  const { pageCache, deadlines, platform } = options;
  const deadlinePage = {
    baseUrl: options.baseUrl,
    siteName: options.siteName,
    setPageHeaders: platform.setPageHeaders,
  };
  const htmlCache = pageCache
    ? createHtmlCacheProtocol({
        cache: pageCache,
        baseUrl: options.baseUrl,
        deadlines,
        platform,
        render: options.render,
        deadlinePage,
        clock: options.clock,
        ...options.cacheBypass,
      })
    : null;
  if (pageCache) platform.metrics.observeCacheWaiters(pageCache.waiting);

  /**
   * Renders one page request and sends it; when it leads its cache key, stores what may be stored and
   * settles the key. A client gone before the end does not stop a render that others wait for (it runs to
   * its end and is stored); one that nobody needs is stopped. The render has a deadline
   * (PAGE_RENDER_TIMEOUT_MS): past it the leader and its waiters answer 504 (decision 0853).
   */
  async function renderAndSend(
    req: Request,
    res: Response,
    page: {
      flags: Partial<PageConfig['flags']>;
      form: string | null;
      key: string | null;
      settle: Settle | null;
    },
  ) {
    const { key, settle } = page;
    const { cspNonce, timing } = pagePlatformLocals(res);
    const log = requestLocals(res).log;
    const deadline = startDeadline('page render', deadlines.pageRenderMs);
    // The client may have left while this request waited for another's render.
    let clientGone = res.closed || res.destroyed;
    // Whether anyone but this request's client needs the render: its waiters, then the cache.
    let othersNeedIt = settle !== null;
    const stopIfUnneeded = () => {
      if (othersNeedIt || !clientGone || deadline.signal.aborted) return;
      platform.metrics.countAbandonedRender('stopped');
      deadline.abort('client gone');
    };
    res.once('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      stopIfUnneeded();
    });
    // A purge during this render (an order took stock) keeps its page out of the cache.
    const generation = pageCache?.generation();
    let result: PageResult;
    try {
      // Server-Timing `db`: the time SQL statements of this render were in flight (@truffe/commerce).
      const rendering = runWithDatabaseTiming(() =>
        options.render({
          originalUrl: req.originalUrl,
          path: req.path,
          headers: req.headers,
          form: page.form,
          flags: page.flags,
          cspNonce,
          timing,
          signal: deadline.signal,
        }),
      );
      result = await deadline.race(rendering.result);
      timing.add('db', rendering.timing.durationMs);
    } catch (error) {
      deadline.clear();
      if (!(error instanceof DeadlineError)) throw error;
      settle?.({ kind: 'deadline' });
      if (deadline.reason === 'client gone') return;
      platform.metrics.countDeadline('render');
      log?.warn({ deadlineMs: deadlines.pageRenderMs }, 'page render ran past its deadline');
      if (!clientGone) sendDeadlinePage(req, res, deadlinePage);
      return;
    }
    // From here on, a deadline cuts the streamed body: the waiters then render for themselves.
    deadline.signal.addEventListener('abort', () => {
      settle?.(notStored);
      if (deadline.reason !== 'deadline') return;
      platform.metrics.countDeadline('render');
      log?.warn({ deadlineMs: deadlines.pageRenderMs }, 'page stream ran past its deadline: cut');
    });
    const lifetime = settle && htmlCache ? htmlCache.storableLifetime(result) : null;
    if (settle && key && !lifetime) {
      // Not cacheable (redirect, personal route, cookie set, private data…): the next requests skip the wait.
      pageCache?.markPass(key);
      settle(notStored);
    }
    const stored =
      lifetime && settle && key && pageCache ? { cache: pageCache, key, lifetime } : null;
    othersNeedIt = stored !== null;
    // The request deadline may have answered already (server/platform/deadlines.ts).
    if (res.headersSent) clientGone = true;
    // A form posted to a page without one (its route has no action: the router's 405): the refused-form page
    // says so and leads back, instead of the error view's "Unknown error"; the render is not needed.
    if (!clientGone && req.method === 'POST' && result.status === 405 && !result.location) {
      sendRefusedFormPage(req, res, deadlinePage, 'noForm');
      clientGone = true;
    }
    if (clientGone && stored) platform.metrics.countAbandonedRender('finished');
    if (!clientGone) {
      for (const cookie of result.setCookies) res.append('Set-Cookie', cookie);
      if (result.location) {
        deadline.clear();
        res.redirect(result.status, result.location);
        return;
      }
      res.status(result.status);
      for (const [name, value] of result.headers) res.setHeader(name, value);
      platform.setPageHeaders(res);
      if (pageCache) res.setHeader('X-Cache', key && (settle || lifetime) ? 'MISS' : 'BYPASS');
      // HEAD: the headers are the answer; the render is not needed (HEAD never leads a key).
      if (req.method === 'HEAD') {
        res.end();
        clientGone = true;
      }
    }
    stopIfUnneeded();
    if (result.location) {
      deadline.clear();
      return;
    }

    // Stream to the client while it is there, and keep a copy when the page may be stored. The sink never
    // waits for a client that left, so the render always runs to its end (or to its deadline).
    const chunks: (Buffer | string)[] = [];
    let waitingForDrain: (() => void) | null = null;
    res.once('close', () => {
      waitingForDrain?.();
      waitingForDrain = null;
    });
    const sink = new Writable({
      // A page rendered whole comes as one string: the socket encodes it as it writes it, rather than the
      // sink making a Buffer of it first (a copy of the page per render; decision 0929).
      decodeStrings: false,
      write(chunk: Buffer | string, _encoding, callback) {
        if (stored) chunks.push(chunk);
        if (clientGone || res.write(chunk)) return callback();
        waitingForDrain = callback;
        res.once('drain', () => {
          if (waitingForDrain !== callback) return;
          waitingForDrain = null;
          callback();
        });
      },
      final(callback) {
        deadline.clear();
        // A page cut by its deadline (deferred parts left to the browser) is sent, never stored.
        let outcome: LeadOutcome = notStored;
        if (stored && !deadline.signal.aborted && !result.readPrivateSession()) {
          const cachedPage = htmlCache!.pageOf(
            result,
            Buffer.concat(
              chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)),
            ),
            cspNonce,
            stored.lifetime,
          );
          if (pageCache!.set(stored.key, cachedPage, generation))
            outcome = { kind: 'stored', page: cachedPage };
        }
        settle?.(outcome);
        if (!clientGone) res.end();
        callback();
      },
    });
    sink.once('close', () => {
      deadline.clear();
      settle?.(notStored);
    });
    result.body.pipe(sink);
  }

  /**
   * Pages the anonymous HTML cache holds, answered before any other route (server/app.ts mounts it right
   * after the platform's request handling): a hit no longer walks through every route of the app. Everything
   * else goes on to the routes and, for a page, to `handlePage` below.
   */
  function cachedPages(req: Request, res: Response, next: NextFunction) {
    if (!htmlCache || routeKind(req.path, req.method, options.baseUrl) !== 'page') return next();
    if (!htmlCache.serveHit(req, res)) next();
  }

  const pageHandler = (flags: Partial<PageConfig['flags']>) =>
    async function handlePage(req: Request, res: Response, next: NextFunction) {
      const isPost = req.method === 'POST';
      if (req.method !== 'GET' && req.method !== 'HEAD' && !isPost) return next();
      // Set before anything can wait: whatever happens to the client, the render that leads a key settles
      // it exactly once (decision 0853).
      let settle: Settle | null = null;
      try {
        // Route actions (forms that work before hydration): same-origin urlencoded posts only.
        let form: string | null = null;
        if (isPost) {
          // Refused unread, with a page that says why and leads back (a privacy extension strips `Origin`).
          if (!isSameOriginPost(req)) return sendCrossSitePostPage(req, res, deadlinePage);
          const body = await readFormBody(req);
          // A text or file too large for any form of ours (a pasted document, a big CSV): the branded page in
          // the site's language says so, rather than a bare 415. The rest of the body is not read.
          if (body === 'too-large') {
            res.setHeader('Connection', 'close');
            return sendBadInputPage(req, res, deadlinePage, 413);
          }
          form = body;
          // Neither a urlencoded nor a multipart form (no page of ours sends one): 415, with the page of the
          // refused cross-site post in the site's language, saying why and leading back (decision 0930).
          if (form === null) return sendRefusedFormPage(req, res, deadlinePage, 'unsupported');
          // A NUL byte in a field reaches no action (PostgreSQL refuses it in text): 400, nothing changed.
          if (hasEncodedNul(form)) return sendBadInputPage(req, res, deadlinePage);
        }
        const key = flags.offline || !htmlCache ? null : await htmlCache.keyOf(req);
        const cached = htmlCache ? await htmlCache.answer(req, res, key) : { settle: null };
        if (cached === 'served') return;
        settle = cached.settle;
        await renderAndSend(req, res, { flags, form, key, settle });
      } catch (error) {
        settle?.(notStored);
        next(error);
      }
    };
  return Object.assign(pageHandler, { cachedPages });
}
