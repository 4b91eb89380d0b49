import { type ReactNode } from 'react';
import { PassThrough, type Readable, Writable } from 'node:stream';

import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createIntl, type IntlShape } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';

import { AppProviders } from '../AppProviders';
import { routerBasename } from '../baseUrl';
import { errorViewMessages, hiddenErrorMessage } from '../errors/ErrorView';
import { notFoundMessages } from '../errors/NotFound';
import { onIntlError } from '../i18n/AppIntlProvider';
import { loadMessages, type MessageBundle } from '../i18n/loadMessages';
import { type SiteLocale } from '../i18n/locales';
import { type PageConfig } from '../publicConfig';
import { createRoutes } from '../routes';
import { testRouteTable } from '../testing/testRoutes';
import { type SiteRootData } from '../layouts/SiteRoot';
import { type ServerLoaderContext } from '../data/loaderContext';
import { isStoreUnavailableError } from '../data/queryData';
import { matchedCachePolicy, type RouteCachePolicy, sharedPage } from '../data/cachePolicy';
import { ShopClientProvider } from '../data/ShopClientProvider';
import { MaintenancePage, maintenanceMessages } from '../status/MaintenancePage';
import { OfflinePage, offlineMessages } from '../status/OfflinePage';
import { serverPageHead } from '../seo/serverHead';
import { alternatesHtml, appPathname, escapeHtml, hreflangAlternates } from './documentHead';
import { routerDataId, routerDataJson } from './hydrationData';
import { routeFiles, routeModuleKeys } from './routeFiles.server';

/** What the server render produced for one page request. */
export type AppRender =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      title: string;
      /** Extra `<head>` markup, already escaped. */
      headHtml: string;
      /** The app's HTML: a React stream, or '' when the browser renders from scratch. */
      body: Readable | string;
      /** The cache policy of the matched routes (decision 0854); none for pages outside the route table. */
      cachePolicy?: RouteCachePolicy;
      /**
       * The code files the browser loads to start this page besides the entry (the matched lazy routes' and
       * the dispatched screen's, decision 0913); none when the page runs no route code.
       */
      routeFiles?: string[];
    };

export interface AppRenderInput {
  urlOriginal: string;
  headers: Headers;
  pageConfig: PageConfig;
  loaderContext: ServerLoaderContext;
  /** The urlencoded body of a same-origin form post: React Router runs the route's action. */
  requestForm?: string;
  /** Aborted at the render's deadline: loaders see it on their request, the stream ends early. */
  signal?: AbortSignal;
  /** The response's CSP nonce: React's and React Router's inline scripts carry it. */
  nonce?: string;
}

function withFormContentType(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.set('content-type', 'application/x-www-form-urlencoded');
  // The body is given as text: the original framing headers do not apply to it.
  copy.delete('content-length');
  copy.delete('transfer-encoding');
  return copy;
}

function renderStream(
  node: ReactNode,
  nonce?: string,
  signal?: AbortSignal,
): Promise<Readable | string> {
  // React's Node stream, not its web stream: on Node 20 a web `ReadableStream` is a transferable object that
  // Node's cleanup queue holds until a full garbage collection has run its weak callbacks, and React's keeps
  // the whole request reachable through its `allReady` promise (the page context, the router data, the
  // request). Every page stayed live through the next major GC, which had hundreds of finished pages to mark
  // (the heap after a major GC under load: 188–301 MB, now 103–111 MB; issue 21, decision 0908).
  return new Promise((resolve, reject) => {
    // An error inside a Suspense boundary does not fail React's shell: React writes the boundary's fallback
    // and leaves it to the browser. A hydration slice (HydrationSlice, decision 0899) is such a boundary around
    // the screen itself, so an error thrown while the shell renders counts as a render failure of the page
    // (spec §8: the route's error view with status 500, as before the slices), not as a blank part left to
    // the browser.
    let renderFailure: { error: unknown } | undefined;
    let shellDone = false;
    let allReady = false;
    // An abort (the render's deadline) ends the stream: pending Suspense boundaries are left to the browser.
    const onAbort = () => abort(signal?.reason);
    const stopListening = () => signal?.removeEventListener('abort', onAbort);
    const { pipe, abort } = renderToPipeableStream(node, {
      nonce,
      // A Suspense boundary that completed before its bytes are written stays inline, whatever its size:
      // past `progressiveChunkSize` (12.8 kB by default) React would write its fallback and the content
      // hidden, to be swapped in by a script — a blank part of the page without JavaScript. Hydration slices
      // (HydrationSlice, decision 0899) are such boundaries; boundaries still pending keep streaming.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error, info) {
        if (!shellDone) renderFailure ??= { error };
        // Shell errors also reject the promise (handled by the caller); later errors inside Suspense
        // boundaries (streamed deferred data) are retried by the browser. Both are worth a server log line.
        console.error('Server render error', error, info.componentStack ?? '');
      },
      onShellError(error) {
        stopListening();
        reject(error);
      },
      onAllReady() {
        allReady = true;
        stopListening();
      },
      onShellReady() {
        shellDone = true;
        if (renderFailure) {
          stopListening();
          abort();
          reject(renderFailure.error);
          return;
        }
        // Most pages have nothing left to stream once the shell is ready (their data came with the
        // loaders): React ends such a render in the task that readied the shell. Their HTML is read here and
        // given as one string, which Vike sends in one write: a stream costs a write per chunk and Vike's
        // stream machinery (about 1.5–2 ms of a configurable product's 17 ms render, issue 21 profile). A page
        // with pending boundaries (deferred data) keeps streaming.
        setImmediate(() => {
          if (allReady) {
            pipe(textSink(resolve, reject));
          } else {
            const body = new PassThrough();
            pipe(body);
            resolve(body);
          }
        });
      },
    });
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Markup that only the stream renders as it should: a boundary React left to the browser (`<!--$!`: something
 * suspended, which `renderToString` does not wait for, or threw) or still pending (`<!--$?`), and React's own
 * inline scripts (a form action's replay), which `renderToString` writes without the response's CSP nonce.
 */
const streamOnlyMarkup = /<!--\$[!?]|<script>/;

/**
 * The page's HTML as one string from `renderToString` when nothing in it waits (decision 0916): the loader
 * data's deferred promises have all settled (`settled`) and the render's deadline has not passed (the stream
 * fails such a render, as before). React's stream costs more for the same text (its Node stream, the sink, a
 * task to learn that all is ready): ~7–8 % of the server's CPU per uncached product or home page
 * (bench/profile/cpu-per-render.mjs). Anything the string cannot carry as the stream does (`streamOnlyMarkup`)
 * renders again through the stream, and so does a render that throws: a failure goes through
 * `renderStream`'s error handling as before.
 */
export function renderWhole(
  node: ReactNode,
  options: { nonce?: string; signal?: AbortSignal; settled: boolean },
): Promise<Readable | string> {
  if (options.settled && !options.signal?.aborted) {
    try {
      const html = renderToString(node);
      if (!streamOnlyMarkup.test(html)) return Promise.resolve(html);
    } catch {
      // Rendered again by the stream, which reports the failure.
    }
  }
  return renderStream(node, options.nonce, options.signal);
}

type TrackedPromise = Promise<unknown> & { _tracked?: boolean; _data?: unknown; _error?: unknown };

/**
 * Whether every promise in the loader data (a route's deferred values, src/data/deferred/deferData.ts) has
 * settled. Each is tracked as React Router's `<Await>` tracks a promise it meets first (`_tracked`, then
 * `_data` or `_error`), so that `<Await>` renders a settled one at once instead of suspending until a later
 * task; an `<Await>` that meets a pending one still suspends on it and renders once it settles (the stream).
 * One turn of the event loop is left for promises that have settled but whose callbacks have not run.
 */
export async function loaderDataSettled(loaderData: Record<string, unknown>): Promise<boolean> {
  const promises: TrackedPromise[] = [];
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== 'object') continue;
    for (const value of Object.values(data)) if (value instanceof Promise) promises.push(value);
  }
  if (promises.length === 0) return true;
  for (const promise of promises) {
    if (promise._tracked) continue;
    Object.defineProperty(promise, '_tracked', { get: () => true });
    // Block bodies: returning the promise itself would make `then`'s own promise take its rejection.
    promise.then(
      (data) => {
        Object.defineProperty(promise, '_data', { get: () => data });
      },
      (error) => {
        Object.defineProperty(promise, '_error', { get: () => error });
      },
    );
  }
  await new Promise((resolve) => setImmediate(resolve));
  return promises.every((promise) => '_data' in promise || '_error' in promise);
}

/**
 * The signal given to the loaders' `Request`: aborted with the render's. Not the render's own signal: Node's
 * `Request` keeps the signal it was given in a FinalizationRegistry until a full garbage collection has
 * collected the request, and the render's signal has the page handler's listeners on it, which hold the
 * HTTP request and response: every finished page would stay live through the next major GC (decision 0908).
 * Not `AbortSignal.any([signal])` either: a composite signal keeps its sources through `WeakRef`s, which a
 * scavenge treats as strong, so the render's signal and its listeners would survive the same way.
 */
function requestSignal(signal: AbortSignal | undefined): AbortSignal | null {
  if (!signal) return null;
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

/** A writable that gives what React wrote as one string once React ends it. */
function textSink(resolve: (text: string) => void, reject: (error: unknown) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    final(callback) {
      resolve(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
    destroy(error, callback) {
      if (error) reject(error);
      callback(error);
    },
  });
}

/**
 * Spec §8 render failure: the context of a render that threw, with the error given to the deepest error
 * boundary that rendered (React Router's own `getStaticContextFromError`, which it does not export).
 */
function contextWithRenderError(
  context: StaticHandlerContext,
  error: unknown,
): StaticHandlerContext {
  const rendered = (
    context as StaticHandlerContext & { _deepestRenderedBoundaryId?: string | null }
  )._deepestRenderedBoundaryId;
  const boundaryId =
    rendered ??
    [...context.matches].reverse().find((match) => match.route.hasErrorBoundary)?.route.id ??
    context.matches[0]?.route.id ??
    '0';
  return { ...context, statusCode: 500, errors: { ...context.errors, [boundaryId]: error } };
}

/**
 * A loader error that is not a route response (`throw data(…)`) comes from the server's internals — a database
 * message, a bug — and must not reach shoppers: a production build logs it and shows a generic text (the
 * hydration data carries the same). Development shows it as it is. Render failures keep their text (spec §4).
 */
function hideInternalLoaderErrors(queried: StaticHandlerContext): StaticHandlerContext {
  if (!queried.errors) return queried;
  // A loader that could not reach the database: an outage to wait out, answered 503 (decision 0892).
  const unavailable =
    queried.statusCode === 500 && Object.values(queried.errors).some(isStoreUnavailableError);
  const context = unavailable ? { ...queried, statusCode: 503 } : queried;
  if (!context.errors || !import.meta.env.PROD) return context;
  const errors = Object.fromEntries(
    Object.entries(context.errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, error];
      console.error(`Loader error (route ${routeId})`, error);
      return [routeId, new Error(hiddenErrorMessage)];
    }),
  );
  return { ...context, errors };
}

function pageTitle(intl: IntlShape, context: StaticHandlerContext, siteName: string): string {
  if (context.statusCode >= 500) return intl.formatMessage(errorViewMessages.title);
  const root = context.loaderData[context.matches[0]?.route.id ?? ''] as SiteRootData | undefined;
  const shopTitle = root?.shop.defaultTitle ?? siteName;
  // As the not-found content page's own head writes it (an unknown address): the same title for a 404 from
  // a route of its own (an order, a revoked wishlist link).
  if (context.statusCode === 404)
    return `${intl.formatMessage(notFoundMessages.title)} - ${shopTitle}`;
  return shopTitle;
}

/**
 * One static handler per route table (base URL, test routes), made on first use: building the routes and the
 * handler on every request cost milliseconds (issue 8 profile), and the handler keeps no request state
 * (it also keeps the lazy route modules it resolved).
 */
const staticHandlers = new Map<string, ReturnType<typeof createStaticHandler>>();

function staticHandlerFor(baseUrl: string, testRoutes: boolean) {
  const key = `${baseUrl} ${testRoutes}`;
  let handler = staticHandlers.get(key);
  if (!handler) {
    const routes = createRoutes({ baseUrl, testRoutes: testRoutes ? testRouteTable : undefined });
    handler = createStaticHandler(routes, { basename: routerBasename(baseUrl) });
    staticHandlers.set(key, handler);
  }
  return handler;
}

/** The server's titles and messages per site: formatters built once, not per request (issue 8 profile). */
const intls = new Map<SiteLocale, Promise<{ messages: MessageBundle; intl: IntlShape }>>();

function intlOf(locale: SiteLocale) {
  let entry = intls.get(locale);
  if (!entry) {
    entry = loadMessages(locale).then((messages) => ({
      messages,
      intl: createIntl({ locale, defaultLocale: 'en-GB', messages, onError: onIntlError }),
    }));
    entry.catch(() => intls.delete(locale));
    intls.set(locale, entry);
  }
  return entry;
}

/**
 * Renders one page request on the server: start-up flags first (maintenance, offline, server-render
 * fallback), then React Router's static handler runs the loaders and React streams the matched screens.
 * A render failure renders again with the error at the nearest error boundary, HTTP 500.
 */
export async function renderApp(input: AppRenderInput): Promise<AppRender> {
  const { pageConfig } = input;
  const { flags, locale, settings, baseUrl } = pageConfig;
  const { messages, intl } = await intlOf(locale);
  const wrap = (node: ReactNode) => (
    <AppProviders config={pageConfig} messages={messages} intl={intl}>
      <ShopClientProvider client={input.loaderContext.client}>{node}</ShopClientProvider>
    </AppProviders>
  );
  const url = new URL(input.urlOriginal, settings.publicUrl);
  const siteName = settings.siteName;
  const alternates = alternatesHtml(
    hreflangAlternates(appPathname(url.pathname, baseUrl), {
      baseUrl,
      publicUrl: settings.publicUrl,
    }),
  );
  const page = (status: number, title: string, body: Readable | string, headHtml = '') =>
    ({ kind: 'page', status, lang: locale, title, headHtml, body }) as const;

  if (flags.maintenance) {
    return page(
      503,
      intl.formatMessage(maintenanceMessages.title),
      await renderStream(wrap(<MaintenancePage siteName={siteName} />), input.nonce),
      '<noscript><meta http-equiv="refresh" content="5"></noscript>',
    );
  }
  if (flags.offline) {
    return page(
      200,
      intl.formatMessage(offlineMessages.title, { siteName }),
      await renderStream(wrap(<OfflinePage siteName={siteName} />), input.nonce),
      '<noscript><meta http-equiv="refresh" content="5"></noscript>',
    );
  }
  // The same empty shell for everyone: shared like any page without data (decision 0854).
  if (flags.ssrFallback)
    return { ...page(200, siteName, '', alternates), cachePolicy: sharedPage() };

  const handler = staticHandlerFor(baseUrl, flags.testRoutes);
  const request = new Request(url, {
    headers: input.headers,
    signal: requestSignal(input.signal),
    ...(input.requestForm === undefined
      ? {}
      : {
          method: 'POST',
          body: input.requestForm,
          headers: withFormContentType(input.headers),
        }),
  });
  const query = () => handler.query(request, { requestContext: input.loaderContext });
  const { timing } = input.loaderContext;
  const queried = await (timing ? timing.measure('loaders', query) : query());
  if (queried instanceof Response) {
    const location = queried.headers.get('Location');
    if (queried.status >= 300 && queried.status < 400 && location) {
      return { kind: 'redirect', status: queried.status, location };
    }
    throw new Error(`A loader returned a response that is not a redirect (${queried.status})`);
  }
  const context = hideInternalLoaderErrors(queried);

  // Checked once: a render after a failure has the same loader data.
  const settled = await loaderDataSettled(context.loaderData);
  const renderRouter = (routerContext: StaticHandlerContext) =>
    renderWhole(
      wrap(
        <>
          {/* The hydration data as a JSON data block, serialized once (src/render/hydrationData.ts). */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, routerContext)}
            context={routerContext}
            hydrate={false}
          />
          <script
            type="application/json"
            id={routerDataId}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: routerDataJson(routerContext) }}
          />
        </>,
      ),
      { nonce: input.nonce, signal: input.signal, settled },
    );

  let finalContext = context;
  let body: Readable | string;
  try {
    body = await renderRouter(context);
  } catch (error) {
    finalContext = contextWithRenderError(context, error);
    try {
      body = await renderRouter(finalContext);
    } catch {
      // Even the error boundary failed: the browser gets the bare 500 page.
      finalContext = { ...finalContext, statusCode: 500 };
      body = `<main><h1>${escapeHtml(intl.formatMessage(errorViewMessages.title))}</h1></main>`;
    }
  }
  // The screen's title, meta, canonical, alternates and JSON-LD (src/seo), when it has a head.
  const head = serverPageHead(finalContext, {
    locale,
    publicUrl: settings.publicUrl,
    baseUrl,
    pathname: appPathname(url.pathname, baseUrl),
    nonce: input.nonce,
  });
  return {
    ...page(
      finalContext.statusCode,
      head?.title ?? pageTitle(intl, finalContext, siteName),
      body,
      (head?.ownAlternates ? '' : alternates) + (head?.html ?? ''),
    ),
    cachePolicy: matchedCachePolicy(finalContext.matches),
    routeFiles: flags.hydrate
      ? routeFiles(routeModuleKeys(finalContext.matches, finalContext.loaderData))
      : undefined,
  };
}
