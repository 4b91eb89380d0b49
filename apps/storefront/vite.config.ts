import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { defineConfig, type Plugin } from 'vite';

import { normalizeBaseUrl } from './src/baseUrl.ts';
import { dispatchScreenModules } from './src/routes/dispatch/dispatchScreenModules.ts';
import { storefrontClassNames } from './src/styles/shortClassNames.ts';

// react-intl's own ICU parser (same version as at run time); it is not a dependency of the app itself.
const requireFromIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const { parse } = requireFromIntl('@formatjs/icu-messageformat-parser') as {
  parse: (message: string) => unknown;
};

/**
 * Message bundles compiled at build time (decision 0802): `src/i18n/messages/*.json` become FormatJS ASTs, so
 * the browser formats without parsing and its build gets the parser-less entry of
 * `@formatjs/icu-messageformat-parser` (~10 kB gzip less on every page). Every message of both sites is in
 * the bundles (src/i18n/messages.test.tsx); a default message would not be formatted in the browser.
 */
function precompiledMessages(): Plugin[] {
  return [
    {
      name: 'truffe:precompiled-messages',
      enforce: 'pre',
      transform(code, id) {
        if (!/\/src\/i18n\/messages\/[^/]+\.json$/.test(id)) return null;
        const messages = JSON.parse(code) as Record<string, string>;
        return JSON.stringify(
          Object.fromEntries(
            Object.entries(messages).map(([key, message]) => [key, parse(message)]),
          ),
        );
      },
    },
    {
      name: 'truffe:no-message-parser',
      enforce: 'pre',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      async resolveId(source, importer) {
        if (source !== '@formatjs/icu-messageformat-parser') return null;
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        return resolved && { ...resolved, id: resolved.id.replace(/index\.js$/, 'no-parser.js') };
      },
    },
  ];
}

/** A string literal (no template substitution) that no operator continues (`'a' + b` is left alone). */
const defaultMessageProperty =
  /\bdefaultMessage\s*:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)(?!\s*[-+*/?.[(\w])\s*,?/g;

/**
 * No default messages in the browser (decision 0805): it formats only the precompiled bundles, which hold
 * every message of both sites (src/i18n/messages.test.tsx), so a descriptor's English `defaultMessage` is
 * dead weight there (~3 kB gzip on the product page). The server build keeps them.
 */
function noDefaultMessagesInBrowser(): Plugin {
  return {
    name: 'truffe:no-default-messages-in-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('defaultMessage'))
        return null;
      const stripped = code.replace(defaultMessageProperty, '');
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

/**
 * The built app formats messages with src/i18n/browserIntl.tsx instead of react-intl (decision 0805): the same
 * output for the app's messages (browserIntl.test.tsx) without FormatJS's runtime (~7 kB gzip on every page).
 * The server’s build too (decision 0925): react-intl keys its compiled-message memo with `JSON.stringify` of
 * the message's AST on every call with values, ~5 % of an uncached listing's render. The tests keep react-intl.
 */
function browserIntl(): Plugin {
  const replacement = fileURLToPath(new URL('./src/i18n/browserIntl.tsx', import.meta.url));
  return {
    name: 'truffe:browser-intl',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== 'react-intl' || !importer || importer.includes('/node_modules/')) return null;
      return replacement;
    },
  };
}

/**
 * React Router's production build (decisions 0904, 0916): its package exports point every condition at
 * `dist/development`, whose only difference from `dist/production` is `ENABLE_DEV_WARNINGS = true` (dev
 * warnings, checks in hooks, the default error element's hint). Both builds resolve `react-router` and
 * `react-router/dom` as usual, then take the same file from `dist/production`. The server build bundles React
 * Router (`ssr.noExternal` below) for this rewrite to apply to it: an external import would load
 * `dist/development` at run time, whose warnings (strings built per render in `useRoutes`…) cost server CPU on
 * every uncached render. The server code outside the bundle (server/) does not import React Router, so the
 * process holds one copy of it (its contexts are the bundle's). The floor (bench/js/floor) uses this config,
 * so it gets the same build.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'truffe:react-router-production',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || !resolved.id.includes('/react-router/dist/development/')) return resolved;
      return {
        ...resolved,
        id: resolved.id.replace(
          '/react-router/dist/development/',
          '/react-router/dist/production/',
        ),
      };
    },
  };
}

/** The exact code of React Router's that `reactRouterServerMatch` changes, and what it becomes. */
const reactRouterServerEdits: [string, string][] = [
  [
    `  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(`,
    `  for (let i = 0; matches == null && i < branches.length; ++i) {
    if (!__truffeBranchMayMatch(branches[i], decoded)) continue;
    matches = matchRouteBranch(`,
  ],
  [
    `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = __truffeStaticRouterRoutes(routes, (manifest) => convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  ));`,
  ],
];

/**
 * Two server-side costs of React Router that do not change its answer (decision 0929,
 * src/render/serverRouterMatch.ts): branches that cannot match are not tried, and the static router's
 * route conversion is kept. Applied to the server build's copy of React Router only (the browser's bundle is
 * unchanged), in the module that defines `matchRoutesImpl`; a React Router whose code differs fails the build
 * here rather than being left unpatched (`server/serverBuild.test.ts` checks the built server has both).
 */
function reactRouterServerMatch(): Plugin {
  const helpers = fileURLToPath(new URL('./src/render/serverRouterMatch.ts', import.meta.url));
  return {
    name: 'truffe:react-router-server-match',
    apply: 'build',
    transform(code, id, options) {
      if (!options?.ssr || !id.includes('/react-router/dist/')) return null;
      if (!code.includes('function matchRoutesImpl(')) return null;
      let edited = code;
      for (const [from, to] of reactRouterServerEdits) {
        if (edited.split(from).length !== 2)
          throw new Error(`React Router's code changed (${id}): update reactRouterServerMatch()`);
        edited = edited.replace(from, to);
      }
      const imports = `import { branchMayMatch as __truffeBranchMayMatch, staticRouterRoutes as __truffeStaticRouterRoutes } from ${JSON.stringify(helpers)};\n`;
      return { code: imports + edited, map: null };
    },
  };
}

/**
 * vanilla-extract recipes in the server build answer from a memo per variant selection (decision 0934,
 * `src/render/serverRecipes.ts`): the runtime merged its options with property descriptors and walked every
 * variant on each call. The browser's recipes are unchanged (its JavaScript is at its budget). The transform
 * matches the runtime module's export exactly and fails the build if it changed (an upgrade must revisit it).
 */
function vanillaRecipesServerMemo(): Plugin {
  const helpers = fileURLToPath(new URL('./src/render/serverRecipes.ts', import.meta.url));
  const exported = 'export { createRuntimeFn as c, mapValues as m };';
  return {
    name: 'truffe:vanilla-recipes-server-memo',
    apply: 'build',
    transform(code, id, options) {
      if (
        !options?.ssr ||
        !/\/@vanilla-extract\/recipes\/dist\/createRuntimeFn-[^/]*\.m?js$/.test(id)
      )
        return null;
      if (code.split(exported).length !== 2)
        throw new Error(
          `vanilla-extract's recipe runtime changed (${id}): update vanillaRecipesServerMemo()`,
        );
      const edited = code.replace(
        exported,
        [
          `import { memoizedRecipe as __truffeMemoizedRecipe } from ${JSON.stringify(helpers)};`,
          'const __truffeCreateRuntimeFn = (config) => __truffeMemoizedRecipe(createRuntimeFn(config), config);',
          'export { __truffeCreateRuntimeFn as c, mapValues as m };',
        ].join('\n'),
      );
      return { code: edited, map: null };
    },
  };
}

/**
 * The server build's fetcher for product cards (decision 0935): `src/render/shopFetcher.ts` becomes
 * `shopFetcher.server.tsx`, an idle fetcher whose form is written without React Router's hooks. The browser's
 * build keeps the module as it is (a re-export of React Router's `useFetcher`).
 */
function serverFetcher(): Plugin {
  const shared = fileURLToPath(new URL('./src/render/shopFetcher.ts', import.meta.url));
  const server = fileURLToPath(new URL('./src/render/shopFetcher.server.tsx', import.meta.url));
  return {
    name: 'truffe:server-fetcher',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!options?.ssr || !source.endsWith('shopFetcher') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === shared ? server : resolved;
    },
  };
}

const documentsModule = '@truffe/graphql/documents';
const documentPrefix = 'virtual:truffe-document/';

/**
 * One module per GraphQL document in the build (decision 0802): codegen writes every document into one module,
 * which a bundler cannot split, so the shell carried the documents of every lazy screen (cart, checkout…).
 * `import { XDocument } from '@truffe/graphql/documents'` becomes an import of a virtual module holding that
 * document only; types and other names still come from the generated module (types are erased).
 */
function documentPerModule(): Plugin {
  const lazyDocumentModule = fileURLToPath(new URL('./src/data/lazyDocument.ts', import.meta.url));
  let generated: string | undefined;
  let graphqlWeb: string | undefined;
  return {
    name: 'truffe:document-per-module',
    enforce: 'pre',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(`'${documentsModule}'`)) return null;
      generated ??= (await this.resolve(documentsModule, id))?.id;
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*'@truffe\/graphql\/documents';/g,
        (statement, names: string) => {
          const specifiers = names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean);
          const documents = specifiers.filter((name) => /^\w+Document$/.test(name));
          if (documents.length === 0) return statement;
          const rest = specifiers.filter((name) => !documents.includes(name));
          return [
            ...(rest.length ? [`import { ${rest.join(', ')} } from '${documentsModule}';`] : []),
            ...documents.map((name) => `import { ${name} } from '${documentPrefix}${name}';`),
          ].join('\n');
        },
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(documentPrefix) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${documentPrefix}`)) return null;
      const name = id.slice(documentPrefix.length + 1);
      const declaration = `export const ${name} = `;
      const line = readFileSync(generated ?? '', 'utf8')
        .split('\n')
        .find((text) => text.startsWith(declaration));
      const end = line?.lastIndexOf(' as unknown as DocumentNode<') ?? -1;
      if (!line || end < 0) throw new Error(`No generated document ${name} in ${generated}`);
      const literal = line.slice(declaration.length, end);
      if (this.environment.name !== 'client') return `export const ${name} = ${literal};`;
      // The browser gets the query text and parses it once with the parser urql ships: an AST
      // literal is ~3 × the gzip bytes of its text. Printed from the generated AST, so urql's key (a hash
      // of the printed document) is the one the server computed for the same document.
      const { __meta__: meta, ...document } = JSON.parse(literal) as { __meta__?: unknown };
      graphqlWeb ??= (
        await this.resolve('@0no-co/graphql.web', (await this.resolve('@urql/core', generated))?.id)
      )?.id;
      if (!graphqlWeb) throw new Error("@0no-co/graphql.web (urql's parser) is not resolvable");
      // Parsed when urql first reads it (src/data/lazyDocument.ts, decision 0904): the parser loads with the
      // GraphQL client, not with the first bundle.
      return [
        `import { lazyDocument } from ${JSON.stringify(lazyDocumentModule)};`,
        `export const ${name} = /* @__PURE__ */ lazyDocument(${JSON.stringify(stripIgnoredCharacters(print(document as DocumentNode)))}, ${JSON.stringify(meta ? { __meta__: meta } : {})}, () => import(${JSON.stringify(graphqlWeb)}));`,
      ].join('\n');
    },
  };
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The `import('…')` specifiers a function makes itself (nested functions, e.g. a route's action, left out). */
function ownDynamicImports(node: unknown, specifiers: string[], root = true): string[] {
  if (!node || typeof node !== 'object') return specifiers;
  if (Array.isArray(node)) {
    for (const child of node) ownDynamicImports(child, specifiers, false);
    return specifiers;
  }
  const { type } = node as AstNode;
  if (!root && /Function/.test(type ?? '')) return specifiers;
  const source = (node as { source?: { type?: string; value?: unknown } }).source;
  if (type === 'ImportExpression' && typeof source?.value === 'string') {
    specifiers.push(source.value);
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && child && typeof child === 'object')
      ownDynamicImports(child, specifiers, false);
  }
  return specifiers;
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (typeof (node as AstNode).type === 'string') visit(node as AstNode);
  for (const child of Object.values(node))
    if (child && typeof child === 'object') walk(child, visit);
}

/**
 * Route code fetched without being evaluated (decision 0901): every route object of the app's source with a
 * `lazy: () => … import('./x') …` gets `modulePreload: n`, entry n of the `routes` of a JSON file the build
 * emits (assets/static/route-files.*.json, whose URL replaces `routeFilesUrl` in preloadRoutes.ts): the URLs
 * of the chunks those imports load that the page's entry does not (the route's chunk and its static imports);
 * its `modules` are the same for the screens of the entity dispatch (src/routes/dispatch).
 * src/navigation/preloadRoutes.ts fetches that file once and turns the entry into `<link rel="modulepreload">`
 * for a link in view on a phone, instead of calling `lazy()`, which would also evaluate the route's modules (a
 * long task while the page starts), and before a route's `lazy()` runs (a navigation, a hover). The lists
 * (~1.2 kB gzip) stay out of the shell; the URL is written into the built chunk once the bundle is complete,
 * as Vite writes its own preload lists. The dev server and the tests have none, and preloading falls back to
 * `lazy()`.
 *
 * Vite's own preload lists of the route table's imports and of the dispatch's screens are left out of the shell
 * (`resolveDependencies`, decision 0913: ~1.7 kB gzip on every page). What they did at start, the page's route files requested
 * together rather than as a waterfall of imports, the server does: the server build gets
 * `modulePreloadKey: '<the imported modules>'` on the same route objects and the files of every module the app
 * imports on demand (the client build writes them to dist/client/.vite/route-files-by-module.json, which is
 * not served; the server build writes them into src/render/routeFiles.server.ts), and names the page's own
 * route files to the page's script loader, which links them with the entry.
 */
function routeModulePreload(): Plugin {
  const marker = '__truffe_route_files_url__';
  const serverMarker = '__truffe_route_files_by_module__';
  const byModuleFile = '.vite/route-files-by-module.json';
  const targets: string[][] = [];
  const onDemand = new Set<string>();
  // The client build's, set by generateBundle before Vite's import analysis asks `resolveDependencies`.
  let shellFiles: Set<string> | undefined;
  const routeChunks = new Set<string>();
  let base = '/';
  let projectRoot = '/';
  let clientOutDir = 'dist/client';
  /**
   * `build.modulePreload.resolveDependencies`: no list for a route table's or a dispatched screen's import
   * from the shell (the server names the page's route files; preloadRoutes.ts links a route's files as its
   * `lazy()` runs, the dispatch loader a screen's); every other dynamic import keeps Vite's (a lazy part, the
   * header's code…).
   */
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostId }: { hostId: string },
  ): string[] => {
    if (!shellFiles) throw new Error('route-module-preload: the bundle is not complete yet');
    return routeChunks.has(file) && shellFiles.has(hostId) ? [] : deps;
  };
  return {
    name: 'truffe:route-module-preload',
    enforce: 'post',
    apply: 'build',
    // Each environment's build has its own instance of this plugin (the config file is loaded again).
    config: () => ({ build: { modulePreload: { resolveDependencies } } }),
    configResolved(config) {
      base = config.base;
      projectRoot = config.root;
      const outDir = config.environments.client?.build.outDir;
      if (outDir) clientOutDir = outDir;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id)) return null;
      if (!code.includes('import(')) return null;
      const client = this.environment.name === 'client';
      const program = this.parse(code);
      if (client) {
        // Every module the app imports on demand gets its files listed (the server names a dispatched screen's).
        const specifiers: string[] = [];
        walk(program, (node) => {
          const source = node.source as { value?: unknown } | undefined;
          if (node.type === 'ImportExpression' && typeof source?.value === 'string')
            specifiers.push(source.value);
        });
        for (const specifier of specifiers) {
          const resolved = await this.resolve(specifier, id);
          if (resolved && !resolved.external) onDemand.add(resolved.id);
        }
      }
      if (!code.includes('lazy')) return null;
      const lazyRoutes: { at: number; specifiers: string[] }[] = [];
      walk(program, (node) => {
        const key = node.key as { type?: string; name?: string } | undefined;
        const value = node.value as AstNode | undefined;
        if (
          node.type === 'Property' &&
          key?.type === 'Identifier' &&
          key.name === 'lazy' &&
          (value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression')
        ) {
          const specifiers = ownDynamicImports(value.body, []);
          if (specifiers.length > 0) lazyRoutes.push({ at: node.start, specifiers });
        }
      });
      if (lazyRoutes.length === 0) return null;
      const insertions: { at: number; property: string }[] = [];
      for (const { at, specifiers } of lazyRoutes) {
        const ids = await Promise.all(
          specifiers.map(async (specifier) => {
            const resolved = await this.resolve(specifier, id);
            if (!resolved)
              this.error(`route-module-preload: cannot resolve ${specifier} from ${id}`);
            return resolved.id;
          }),
        );
        insertions.push({
          at,
          property: client
            ? `modulePreload: ${targets.push(ids) - 1}`
            : `modulePreloadKey: ${JSON.stringify(moduleKey(ids, projectRoot))}`,
        });
      }
      let result = code;
      for (const { at, property } of insertions.sort((a, b) => b.at - a.at)) {
        result = `${result.slice(0, at)}${property}, ${result.slice(at)}`;
      }
      return { code: result, map: null };
    },
    // After Vite's CSS plugin has removed the chunks of pure CSS, before its import analysis, which asks
    // `resolveDependencies` for its preload lists (Vite's post plugins come after the config's).
    generateBundle: {
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        if (this.environment.name !== 'client') {
          const written = chunks.filter((chunk) => chunk.code.includes(serverMarker));
          if (written.length === 0) return;
          const path = resolve(projectRoot, clientOutDir, byModuleFile);
          if (!existsSync(path))
            this.error(`route-module-preload: no ${path}; the client build runs first`);
          const literal = JSON.stringify(readFileSync(path, 'utf8'));
          const placeholder = new RegExp(`(['"\`])${serverMarker}\\1`, 'g');
          for (const chunk of written) chunk.code = chunk.code.replace(placeholder, () => literal);
          return;
        }
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (id: string) =>
          chunks.find((candidate) => candidate.moduleIds.includes(id));
        const staticClosure = (file: string, files = new Set<string>()): Set<string> => {
          if (files.has(file)) return files;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, files);
          return files;
        };
        const initial = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) staticClosure(chunk.fileName, initial);
        shellFiles = initial;
        // A build without lazy routes (the framework floor, bench/js/floor) keeps Vite's lists as they are.
        if (targets.length === 0) return;
        const filesOf = (ids: Iterable<string>) => {
          const files = new Set<string>();
          for (const id of ids) {
            const chunk = chunkOf(id);
            if (chunk) staticClosure(chunk.fileName, files);
          }
          return [...files].filter((file) => !initial.has(file)).map((file) => base + file);
        };
        const screens = Object.values(dispatchScreenModules).map((path) =>
          resolve(projectRoot, path),
        );
        for (const id of [...targets.flat(), ...screens]) {
          const chunk = chunkOf(id);
          if (chunk) routeChunks.add(chunk.fileName);
        }
        const filesByModule: Record<string, string[]> = {};
        for (const id of new Set([...targets.flat(), ...onDemand])) {
          const files = filesOf([id]);
          if (files.length > 0) filesByModule[moduleKey([id], projectRoot)] = files;
        }
        this.emitFile({
          type: 'asset',
          fileName: byModuleFile,
          source: JSON.stringify(filesByModule),
        });
        const reference = this.emitFile({
          type: 'asset',
          name: 'route-files.json',
          source: JSON.stringify({
            routes: targets.map(filesOf),
            modules: Object.fromEntries(
              screens.map((id) => [moduleKey([id], projectRoot), filesOf([id])]),
            ),
          }),
        });
        const url = base + this.getFileName(reference);
        const placeholder = new RegExp(`(['"\`])${marker}\\1`, 'g');
        const written = chunks.filter((chunk) => chunk.code.includes(marker));
        if (written.length === 0) this.error(`route-module-preload: no ${marker} in the bundle`);
        for (const chunk of written)
          chunk.code = chunk.code.replace(placeholder, JSON.stringify(url));
      },
    },
  };
}

/**
 * The key of modules, the same in the client and the server builds: their paths from the project root,
 * sorted, separated by spaces (a lazy route's key names the modules it imports; a module's own key is its
 * path).
 */
function moduleKey(ids: string[], projectRoot: string): string {
  return ids
    .map((id) => (id.startsWith(`${projectRoot}/`) ? id.slice(projectRoot.length + 1) : id))
    .sort()
    .join(' ');
}

/** The client build's chunk names (Vike's naming, `assets/chunks/chunk-[hash].js`, with a shorter hash). */
const clientChunkFileNames = 'assets/chunks/chunk-[hash:7].js';

/**
 * Client chunks named with 7 hash characters instead of Vike's 8 (decision 0913): a chunk's name is in every
 * import of it and in Vite's preload lists, and a hash does not compress (−0.2 kB gzip on the product page).
 * Rolldown refuses a hash too short for the number of chunks (7 is its minimum for this build's); two chunks
 * given the same name would be told apart by the bundler with a suffix, which fails the build here instead.
 */
function shortChunkNames(): Plugin {
  const name = /^assets\/chunks\/chunk-[\w-]{7}\.js$/;
  return {
    name: 'truffe:short-chunk-names',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && !output.isEntry && !name.test(output.fileName))
          this.error(`short-chunk-names: ${output.fileName} is not named ${clientChunkFileNames}`);
      }
    },
  };
}

// Class names of five characters in a build (src/styles/shortClassNames.ts, decision 0903).
const classNames = storefrontClassNames();

// Assets are built under the mount path (BASE_URL, a build input in turbo.json); the server mounts the app at
// the same path at runtime (server/app.ts).
export default defineConfig({
  base: normalizeBaseUrl(process.env.BASE_URL),
  build: {
    // One stylesheet for the whole app (decision 0802): the CSS of every screen, lazy ones included, is
    // linked once by the server HTML, so lazy screens never need their components in the shell's JavaScript
    // and the page has one render-blocking CSS file instead of ~40. The whole app's CSS is ~7 kB gzip.
    // Vike warns that it prefers split CSS (vikejs/vike#1993: CSS imported only by server code); every style
    // here is imported by client code too, and Vike links `style.css` (vikejs/vike#644).
    cssCodeSplit: false,
    // The modules every page loads (static imports of the entry: React, React Router, urql, the layout…) in
    // one chunk instead of ~30 (decision 0802): fewer requests on a slow network and better compression
    // (shell 169 -> 159 kB gzip, 30 -> 4 files). Lazy screens keep chunks of their own.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  // React Router in the server bundle, from its production build (reactRouterProduction(), decision 0916).
  // vanilla-extract's recipe runtime bundled too, for vanillaRecipesServerMemo() (decision 0934).
  ssr: { noExternal: ['react-router', '@vanilla-extract/recipes'] },
  environments: {
    client: { build: { rolldownOptions: { output: { chunkFileNames: clientChunkFileNames } } } },
  },
  // `import { type X } from './m'` must not load `./m`: with verbatimModuleSyntax (tooling/typescript) the
  // transform keeps it as `import {} from './m'`, a side-effect import that pulled every lazy screen (and what
  // they import) into the shell through type-only imports (decision 0802). Unused imports are dropped instead,
  // as TypeScript does without verbatimModuleSyntax; bare `import './m'` side-effect imports are kept.
  oxc: { typescript: { onlyRemoveTypeImports: false } },
  plugins: [
    vike(),
    react(),
    classNames.plugin,
    vanillaExtractPlugin({ identifiers: classNames.identifiers }),
    ...precompiledMessages(),
    noDefaultMessagesInBrowser(),
    browserIntl(),
    reactRouterProduction(),
    reactRouterServerMatch(),
    vanillaRecipesServerMemo(),
    serverFetcher(),
    documentPerModule(),
    routeModulePreload(),
    shortChunkNames(),
  ],
});
