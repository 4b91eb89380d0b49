import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { defineConfig, type Plugin } from 'vite';

import { normalizeBaseUrl } from './src/baseUrl.ts';

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
 * The browser formats messages with src/i18n/browserIntl.tsx instead of react-intl (decision 0805): the same
 * output for the app's messages (browserIntl.test.tsx) without FormatJS's runtime (~7 kB gzip on every page).
 * The server render and the tests keep react-intl.
 */
function browserIntl(): Plugin {
  const replacement = fileURLToPath(new URL('./src/i18n/browserIntl.tsx', import.meta.url));
  return {
    name: 'truffe:browser-intl',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'react-intl' || !importer || importer.includes('/node_modules/')) return null;
      return replacement;
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
      // The browser gets the query text and parses it once with the parser urql already ships: an AST
      // literal is ~3 × the gzip bytes of its text. Printed from the generated AST, so urql's key (a hash
      // of the printed document) is the one the server computed for the same document.
      const { __meta__: meta, ...document } = JSON.parse(literal) as { __meta__?: unknown };
      graphqlWeb ??= (
        await this.resolve('@0no-co/graphql.web', (await this.resolve('@urql/core', generated))?.id)
      )?.id;
      if (!graphqlWeb) throw new Error("@0no-co/graphql.web (urql's parser) is not resolvable");
      return [
        `import { parse } from ${JSON.stringify(graphqlWeb)};`,
        `export const ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ parse(${JSON.stringify(stripIgnoredCharacters(print(document as DocumentNode)))}, { noLocation: true }), ${JSON.stringify(meta ? { __meta__: meta } : {})});`,
      ].join('\n');
    },
  };
}

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
  // `import { type X } from './m'` must not load `./m`: with verbatimModuleSyntax (tooling/typescript) the
  // transform keeps it as `import {} from './m'`, a side-effect import that pulled every lazy screen (and what
  // they import) into the shell through type-only imports (decision 0802). Unused imports are dropped instead,
  // as TypeScript does without verbatimModuleSyntax; bare `import './m'` side-effect imports are kept.
  oxc: { typescript: { onlyRemoveTypeImports: false } },
  plugins: [
    vike(),
    react(),
    vanillaExtractPlugin(),
    ...precompiledMessages(),
    noDefaultMessagesInBrowser(),
    browserIntl(),
    documentPerModule(),
  ],
});
