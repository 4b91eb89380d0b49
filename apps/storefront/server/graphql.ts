import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { identifyCustomer } from '@truffe/commerce/customers';
import { resolvers as commerceResolvers } from '@truffe/commerce/resolvers';
import { type ShopClient } from '@truffe/graphql/client';
import { createServerShopClient } from '@truffe/graphql/client/server';
import {
  createCacheControlCollector,
  createContentMetadataCollector,
  type CacheHint,
} from '@truffe/graphql/context';
import { type Resolvers } from '@truffe/graphql/resolvers-types';
import { typeDefs } from '@truffe/graphql/schema';
import { createGraphQLServerOptions } from '@truffe/graphql/server';
import { type GraphQLSchema } from 'graphql';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';

import {
  defaultLocale,
  isSiteLocale,
  localeFromPathname,
  type SiteLocale,
} from '../src/i18n/locales';
import { cartSessionOf, type CartSession } from './cartSession';
import { currentClientAddress, customerSessionOf } from './customerSession';
import { currencyResolvers } from './displayCurrency';
import { editorResolvers } from './editor/editorResolvers';
import { readEditorSession, useEditorCookies } from './editor/editorSession';
import { useGraphQLInputGuards } from './graphqlInput';
import { type ResponseCache } from './responseCache';

/** The per-request GraphQL context (@truffe/graphql `GraphQLContext`). */
export interface RequestContext {
  locale: SiteLocale;
  [key: string]: unknown;
}

export interface GraphQLServerOptions {
  /** Mount path of the app ('/' or '/shop/'). */
  baseUrl: string;
  mode: 'development' | 'production';
  /** @defaultValue the resolvers of @truffe/commerce */
  resolvers?: Resolvers;
  /** Builds the context of one operation. @defaultValue `{ locale }` */
  createContext?: (
    locale: SiteLocale,
    request?: Request,
  ) => RequestContext | Promise<RequestContext>;
  /** The maintenance state (server/platform/maintenance.ts). @defaultValue never in maintenance */
  isMaintenance?: () => boolean;
  /** EDITOR_TOKEN: the secret an editor session presents to turn preview / x-ray mode on. */
  editorToken?: string;
  /**
   * The shop's own origin (PUBLIC_URL's): the only one granted CORS with credentials. Without it no origin is
   * (same-origin pages need no grant).
   */
  publicOrigin?: string;
  /** Catalogue answers shared by `/graphql` and the page loaders (server/responseCache.ts, decision 0893). */
  responseCache?: ResponseCache;
}

/** One page request's urql client, and what its operations told about the page's cacheability. */
export interface PageClient {
  client: ShopClient;
  /** The most restrictive cache hint of what the operations read (`undefined`: nothing cacheable). */
  cacheHint(): CacheHint | undefined;
  /** An operation read the visitor's cart session token (the page shows private data). */
  readPrivateSession(): boolean;
}

export interface GraphQLServer {
  yoga: YogaServerInstance<Record<string, unknown>, RequestContext>;
  schema: GraphQLSchema;
  /**
   * The urql client of one page request (ARCHITECTURE.md "Rendering and routing"): it executes with
   * yoga's enveloped `execute` (same graphql-js instance and plugins as `/graphql`) against the
   * in-process schema, in the request's context, with no HTTP hop.
   */
  pageClient(
    locale: SiteLocale,
    request?: Request,
    measure?: <T>(work: () => Promise<T>) => Promise<T>,
  ): Promise<PageClient>;
}

/** The codegen manifest: hash → query text of every operation of our own client (decision 0501). */
export function readPersistedDocuments(): Record<string, string> {
  const path = createRequire(import.meta.url).resolve('@truffe/graphql/persisted-documents');
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
}

/**
 * The locale of a GraphQL request: `{base}en/graphql` is the English site (spec §7 "same plus /en"), and a
 * request to `{base}graphql` may name its site with the `Store` header; otherwise French.
 */
export function graphqlLocale(request: Request, baseUrl: string): SiteLocale {
  const pathname = new URL(request.url).pathname;
  const inApp = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  if (localeFromPathname(inApp) === 'en-GB') return 'en-GB';
  const header = request.headers.get('store');
  return isSiteLocale(header) ? header : defaultLocale;
}

/**
 * The cart session a page's operations see: it records whether one of them read the visitor's token (the page
 * cache must know, decision 0851). A class, so that `token` is a getter of the prototype: an object literal's own
 * getter is an accessor that V8 keeps in the old generation with the getter's scope (the page's GraphQL context,
 * client and results), and every scavenge then keeps that scope until the next major GC (decision 0911).
 */
class ObservedCartSession implements CartSession {
  readonly #session: CartSession;
  readonly #onTokenRead: () => void;

  constructor(session: CartSession, onTokenRead: () => void) {
    this.#session = session;
    this.#onTokenRead = onTokenRead;
  }

  get token() {
    if (this.#session.token) this.#onTokenRead();
    return this.#session.token;
  }

  issue = (token: string) => this.#session.issue(token);
  clear = () => this.#session.clear();
}

/**
 * The request's signed-in customer, read once from its session for the whole request (group prices, the
 * customer's carts and orders); a context without the store's services (some tests) stays a visitor's.
 */
async function withCustomer<Context extends RequestContext>(
  context: Context,
  token: string | undefined,
): Promise<Context> {
  if (token && context.commerce) await identifyCustomer(context, token);
  return context;
}

/**
 * graphql-yoga serving `{base}graphql` and `{base}en/graphql` with the shop's server policy
 * (@truffe/graphql/server, decision 0505): in production only the operations of the codegen manifest run,
 * without introspection, suggestions or GraphiQL; development keeps arbitrary queries and GraphiQL.
 */
export function createGraphQLServer(options: GraphQLServerOptions): GraphQLServer {
  const createContext = options.createContext ?? ((locale: SiteLocale) => ({ locale }));
  const schema = createSchema<RequestContext>({
    typeDefs,
    resolvers: [
      options.resolvers ?? commerceResolvers,
      editorResolvers,
      currencyResolvers(options.baseUrl),
    ] as never,
  });
  const policy = createGraphQLServerOptions({
    production: options.mode === 'production',
    persistedDocuments: readPersistedDocuments(),
    isMaintenance: options.isMaintenance,
  });
  const yoga = createYoga<Record<string, unknown>, RequestContext>({
    schema,
    ...policy,
    plugins: [
      ...policy.plugins,
      useEditorCookies(),
      // Bad input (issue 19 item 5): NUL characters, malformed GET parameters, bodies over 64 KiB.
      useGraphQLInputGuards((request) => graphqlLocale(request, options.baseUrl)),
      // Last: a maintenance or policy answer of an earlier plugin stops before the cache is read.
      ...(options.responseCache ? [options.responseCache.plugin()] : []),
    ],
    // URLPattern: `{base}graphql` and `{base}en/graphql`.
    graphqlEndpoint: `${options.baseUrl}{en/}?graphql`,
    // Another site's page may neither read nor change a visitor's cart or checkout (issue 20 item 8): only
    // the shop's own origin gets a CORS grant; yoga's default echoes any Origin with credentials.
    cors: (request) =>
      options.publicOrigin !== undefined && request.headers.get('origin') === options.publicOrigin
        ? { origin: options.publicOrigin, credentials: true, methods: ['GET', 'POST'] }
        : false,
    context: async ({ request, req }) => {
      // Express's view of the client address (`trust proxy`, server/app.ts): the sign-in throttle's key.
      const customerSession = customerSessionOf(
        request,
        options.mode === 'production',
        (req as { ip?: string } | undefined)?.ip,
      );
      return withCustomer(
        {
          ...(await createContext(graphqlLocale(request, options.baseUrl), request)),
          editorToken: options.editorToken,
          previewContent: readEditorSession(request.headers, options.editorToken).modes.has(
            'preview',
          ),
          cartSession: cartSessionOf(request, options.mode === 'production'),
          customerSession,
        },
        customerSession.token,
      );
    },
    landingPage: false,
    logging: options.mode === 'production' ? 'warn' : 'info',
  });
  return {
    yoga,
    schema,
    async pageClient(locale, request, measure = (work) => work()) {
      const created: RequestContext = await createContext(locale, request);
      const session = request ? cartSessionOf(request, options.mode === 'production') : undefined;
      let readPrivateSession = false;
      // The page cache (decision 0851) must know whether the render used the visitor's cart.
      const cartSession =
        session &&
        new ObservedCartSession(session, () => {
          readPrivateSession = true;
        });
      // A page of a signed-in customer (viewer.ts makes it personal); a route action signing in sets its cookie.
      const customerSession = request
        ? customerSessionOf(request, options.mode === 'production', currentClientAddress())
        : undefined;
      const cacheControl = (created.cacheControl ?? createCacheControlCollector()) as ReturnType<
        typeof createCacheControlCollector
      >;
      const contextValue: RequestContext = await withCustomer(
        {
          ...created,
          request,
          editorToken: options.editorToken,
          previewContent: readEditorSession(request?.headers, options.editorToken).modes.has(
            'preview',
          ),
          cartSession,
          customerSession,
          contentMetadata: created.contentMetadata ?? createContentMetadataCollector(),
          cacheControl,
        },
        customerSession?.token,
      );
      const { execute, schema: envelopedSchema } = yoga.getEnveloped(contextValue);
      const client = createServerShopClient({
        schema: envelopedSchema,
        contextValue,
        execute: (args) => measure(async () => execute(args as never)) as never,
      });
      return {
        client,
        cacheHint: () => cacheControl.get(),
        readPrivateSession: () => readPrivateSession,
      };
    },
  };
}
