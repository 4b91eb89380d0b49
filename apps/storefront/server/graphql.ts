import { type Resolvers } from '@truffe/graphql/resolvers-types';
import { typeDefs } from '@truffe/graphql/schema';
import { resolvers as commerceResolvers } from '@truffe/commerce/resolvers';
import { type GraphQLSchema } from 'graphql';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';

import {
  defaultLocale,
  isSiteLocale,
  localeFromPathname,
  type SiteLocale,
} from '../src/i18n/locales';
import { type ExecuteOperation } from '../src/shop/executeOperation';

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
}

export interface GraphQLServer {
  yoga: YogaServerInstance<Record<string, unknown>, RequestContext>;
  schema: GraphQLSchema;
  /** Runs an operation against the in-process schema for a site (no HTTP hop). */
  executorFor(locale: SiteLocale): ExecuteOperation;
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

/** graphql-yoga serving `{base}graphql` and `{base}en/graphql`, and the in-process executor. */
export function createGraphQLServer(options: GraphQLServerOptions): GraphQLServer {
  const createContext = options.createContext ?? ((locale: SiteLocale) => ({ locale }));
  const schema = createSchema<RequestContext>({
    typeDefs,
    resolvers: (options.resolvers ?? commerceResolvers) as never,
  });
  const yoga = createYoga<Record<string, unknown>, RequestContext>({
    schema,
    // URLPattern: `{base}graphql` and `{base}en/graphql`.
    graphqlEndpoint: `${options.baseUrl}{en/}?graphql`,
    context: ({ request }) => createContext(graphqlLocale(request, options.baseUrl), request),
    graphiql: options.mode !== 'production',
    landingPage: false,
    maskedErrors: options.mode === 'production',
    logging: options.mode === 'production' ? 'warn' : 'info',
  });
  return {
    yoga,
    schema,
    executorFor(locale) {
      return async (document, variables) => {
        // yoga's own `execute` (envelop): the same graphql module instance as the schema, and the plugins.
        const contextValue = await createContext(locale);
        const { execute, schema: envelopedSchema } = yoga.getEnveloped(contextValue);
        return (await execute({
          schema: envelopedSchema,
          document,
          variableValues: variables,
          contextValue,
        })) as never;
      };
    },
  };
}
