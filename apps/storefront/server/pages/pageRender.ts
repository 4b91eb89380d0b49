import { randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';
import { type Writable } from 'node:stream';

import { renderPage } from 'vike/server';

import { cacheTagHeader, noStore, pageCacheControl } from '../../src/data/cachePolicy';
import { type ServerLoaderContext } from '../../src/data/loaderContext';
import { defaultDevice } from '../../src/device/device';
import { localeFromPathname } from '../../src/i18n/locales';
import {
  campaignParametersOf,
  urlWithoutCampaignParameters,
  withCampaignParameters,
} from '../../src/navigation/campaignParameters';
import { type PageConfig, type PublicSettings } from '../../src/publicConfig';
import { appPathname } from '../../src/render/documentHead';
import { takeQueuedCookies } from '../editor/editorSession';
import { type GraphQLServer } from '../graphql';
import { type Platform } from '../platform/platform';
import { type ServerTimingRecorder } from '../platform/timing';
import { type ServerSettings } from '../settings';
import { isPersonalViewer, readViewer } from '../viewer';
import { displayCurrencyOf } from '../displayCurrency';

/** A page's HTML: written to a stream (the response), or read whole (a revalidation for the cache). */
export interface PageBody {
  pipe(writable: Writable): void;
  getBody(): Promise<string>;
}

/**
 * The comment that stands for the body in the document Vike finishes (decision 0925): random per process, so
 * that no content of a page can be mistaken for it.
 */
const bodyMarker = `<!--truffe-body-${randomBytes(12).toString('base64url')}-->`;

/**
 * The page's document with the body in the marker's place. A document without the marker is a render error
 * (the body would be lost), never a page sent without its content.
 */
export function splicedBody(document: string, marker: string, bodyHtml: string): PageBody {
  const at = document.indexOf(marker);
  if (at === -1) throw new Error('The rendered document has no place for its body');
  const html = document.slice(0, at) + bodyHtml + document.slice(at + marker.length);
  return {
    pipe(writable) {
      writable.write(html);
      writable.end();
    },
    getBody: async () => html,
  };
}

/** One page request, as the render needs it (no Express objects: background revalidations build their own). */
export interface PageRenderInput {
  originalUrl: string;
  /** Path inside the app's mount (Express `req.path`). */
  path: string;
  headers: IncomingHttpHeaders;
  /** The urlencoded body of a same-origin form post, or `null` (GET/HEAD). */
  form: string | null;
  flags: Partial<PageConfig['flags']>;
  cspNonce: string;
  timing: ServerTimingRecorder;
  /** Aborted when the render must stop (its deadline, or nobody needs it any more). */
  signal: AbortSignal;
}

/** What the render of one page decided: the one carrier of its status, headers, cache policy and body. */
export interface PageResult {
  status: number;
  /** A redirect's target (then there is no body to send). */
  location?: string;
  /** The page's own headers (type, Cache-Control, Cache-Tag…); no per-response ones (CSP, timing). */
  headers: [string, string][];
  /** The `Cache-Control` of the page, from its routes' policy, its data and its viewer (decision 0854). */
  cacheControl: string;
  /** `Cache-Tag` entries: the content the page shows, for purges. */
  tags: string[];
  /** Cookies a route action's mutation set (e.g. the editor modes), as /graphql would have. */
  setCookies: string[];
  body: PageBody;
  /** The render read the visitor's cart session (private data: the page is not shared). */
  readPrivateSession(): boolean;
}

export interface PageRendererOptions {
  settings: ServerSettings;
  publicSettings: PublicSettings;
  graphql: Pick<GraphQLServer, 'pageClient'>;
  maintenance: Platform['maintenance'];
  editorToken: string | undefined;
}

/** Request headers a render may read besides the ones Vike gets whole: passed to the page's GraphQL client. */
const graphqlHeaderNames = ['cookie', 'authorization', 'x-editor-token', 'accept-language'];

/**
 * The render of one page (ARCHITECTURE.md "Rendering and routing"): Vike's `renderPage` with the page config
 * and a per-request urql client executing in-process, turned into one {@link PageResult}.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const { settings, publicSettings, graphql, maintenance, editorToken } = options;
  const { baseUrl } = settings;

  return async function renderPageResult(input: PageRenderInput): Promise<PageResult> {
    const { timing } = input;
    const isPost = input.form !== null;
    const locale = localeFromPathname(appPathname(input.path, baseUrl));
    const pageConfig: PageConfig = {
      baseUrl,
      locale,
      // The spec's default device: nothing in the server render depends on the device (decision 0102).
      device: defaultDevice,
      settings: publicSettings,
      displayCurrency: displayCurrencyOf(
        typeof input.headers.cookie === 'string' ? input.headers.cookie : null,
      ),
      flags: {
        offline: false,
        maintenance: maintenance.isMaintenance(),
        ssrFallback: settings.ssrFallback,
        hydrate: settings.hydrate,
        testRoutes: settings.testRoutes,
        ...input.flags,
      },
    };
    const headers = new Headers();
    for (const name of graphqlHeaderNames) {
      const value = input.headers[name];
      if (typeof value === 'string' && value) headers.set(name, value);
    }
    const viewer = readViewer(headers, editorToken);
    // One urql client per request, executing in-process (no HTTP hop) in this request's context.
    // Campaign parameters are not part of the page (decision 0918): rendered without them, no link of the page
    // carries them and the page is the one the HTML cache keeps for the address without them.
    const originalUrl = urlWithoutCampaignParameters(input.originalUrl);
    const pageRequest = new Request(new URL(originalUrl, publicSettings.publicUrl), {
      headers,
    });
    const pageClient = await graphql.pageClient(locale, pageRequest, (work) =>
      timing.measure('graphql', work),
    );
    const loaderContext: ServerLoaderContext = {
      client: pageClient.client,
      timing,
      signedIn: viewer.signedIn,
    };
    const started = performance.now();
    const pageContext = await renderPage({
      urlOriginal: originalUrl,
      headersOriginal: input.headers,
      pageConfig,
      cspNonce: input.cspNonce,
      loaderContext,
      requestForm: input.form ?? undefined,
      renderSignal: input.signal,
      bodyMarker,
    });
    timing.add('render', performance.now() - started - timing.total('loaders'));
    const { httpResponse, appResponse, bodyHtml } = pageContext;
    const setCookies = takeQueuedCookies(pageRequest);
    const base = {
      setCookies,
      body:
        typeof bodyHtml === 'string'
          ? splicedBody(httpResponse.body, bodyMarker, bodyHtml)
          : (httpResponse as PageBody),
      readPrivateSession: pageClient.readPrivateSession,
    };
    if (appResponse?.location) {
      return {
        ...base,
        status: appResponse.status,
        // A campaign link to an address that moved keeps its campaign (decision 0918).
        location: withCampaignParameters(
          appResponse.location,
          campaignParametersOf(input.originalUrl),
        ),
        headers: [],
        cacheControl: noStore,
        tags: [],
      };
    }
    // The app's status when it rendered; Vike's own when it did not get that far.
    const status = appResponse?.status ?? httpResponse.statusCode;
    // Critical data is known now; deferred data streams later and is covered by the page's lifetime.
    const cacheControl =
      pageConfig.flags.offline || isPost || !appResponse?.cachePolicy
        ? noStore
        : pageCacheControl({
            status,
            hint: pageClient.cacheHint(),
            policy: appResponse.cachePolicy,
            personalViewer: isPersonalViewer(viewer),
          });
    const cacheTag = cacheTagHeader(pageClient.client.contentMetadata.list());
    // Vike's own headers first (content type…); ours replace same-named ones (its no-store, its CSP: the
    // platform sets the CSP of each response).
    const pageHeaders = new Map<string, [string, string]>();
    const put = (name: string, value: string) => pageHeaders.set(name.toLowerCase(), [name, value]);
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'content-security-policy') put(name, value);
    }
    put('Cache-Control', cacheControl);
    // A shared page differs by one cookie: the display currency (decision 0771) converts its prices and sets
    // the header's choice. Shared caches must key on it (Varnish hashes that cookie alone; see deploy/varnish).
    if (cacheControl !== noStore) put('Vary', 'Cookie');
    if (cacheTag) put('Cache-Tag', cacheTag);
    if (status === 503) put('Retry-After', '5');
    return {
      ...base,
      status,
      headers: [...pageHeaders.values()],
      cacheControl,
      tags: cacheTag ? cacheTag.split(',') : [],
    };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
