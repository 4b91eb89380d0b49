// https://the-guild.dev/graphql/codegen/docs/config-reference/codegen-config
import { createHash } from 'node:crypto';

import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const outDir = process.env.CODEGEN_OUT_DIR ?? 'src/generated';

const config: CodegenConfig = {
  schema: ['schema.graphql', 'schema/*.graphql'],
  documents: ['src/operations/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [`${outDir}/`]: {
      preset: 'client',
      // `__typename` on every selection set, in the documents AND the manifest: graphcache needs it to key
      // objects, and the server then runs the exact text it hashed (decision 0504).
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: {
        fragmentMasking: false,
        // Plain hex sha256 of the printed operation: the hash that the persisted-query extension
        // (version 1) carries and that the server's manifest is keyed by (spec §7).
        persistedDocuments: {
          hashAlgorithm: (operation: string) =>
            createHash('sha256').update(operation).digest('hex'),
          mode: 'embedHashInDocument',
        },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: 'unknown' },
      },
    },
    // Abstract type → implementations, for graphcache's keys of interfaces and unions (spec §3 Entity).
    [`${outDir}/possible-types.ts`]: {
      plugins: ['fragment-matcher'],
      config: { module: 'es2015', useExplicitTyping: true },
    },
    [`${outDir}/resolvers-types.ts`]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GraphQLContext',
        mapperTypeSuffix: 'Model',
        // Resolvers return partial objects (at least the key fields); field resolvers load the rest through
        // the request's DataLoaders (packages/commerce).
        defaultMapper: 'Partial<{T}>',
        mappers: {
          Product: '../context#ProductParentModel',
          Category: '../context#CategoryParentModel',
          // The account resolvers answer a customer's keys; its address book and newsletter fields load
          // themselves (packages/commerce/src/customers/accountResolvers.ts), also inside mutation results.
          Customer: 'Partial<Customer>',
        },
        scalars: { JSON: 'unknown' },
      },
    },
  },
};

export default config;
