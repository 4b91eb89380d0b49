// The commerce store, schema and resolvers for the in-process benchmarks (bench/commerce/*.ts,
// bench/graphql/executors.ts), loaded by path from the workspace: the scripts live outside every tsconfig and
// package, so they resolve the packages' own dependencies (graphql-yoga, drizzle-orm…) from packages/commerce.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const commercePackage = join(root, 'packages/commerce');
/** `require` from packages/commerce: its dependencies, as the benchmarks need them. */
export const requireFromCommerce = createRequire(join(commercePackage, 'package.json'));
const load = (path: string) => import(pathToFileURL(join(commercePackage, path)).href);

/* eslint-disable @typescript-eslint/no-explicit-any -- modules loaded by path, outside any tsconfig */
export const { createSchema, createYoga } = requireFromCommerce('graphql-yoga') as any;
export const { sql } = requireFromCommerce('drizzle-orm') as any;
/* eslint-enable @typescript-eslint/no-explicit-any */
export const { openStore } = await load('src/store/openStore.ts');
export const { resolvers } = await load('src/resolvers/index.ts');
export const { selectRows } = await load('src/db/database.ts');
export const { measureDatabase } = await load('src/db/databaseTiming.ts');
export const { typeDefs } = (await import(
  pathToFileURL(join(root, 'packages/graphql/src/schema.ts')).href
)) as { typeDefs: string };
const { persistedOperation } = await load('src/testing/persistedOperation.ts');

/** The persisted text of the operation `name` (what the storefront sends). */
export const documentText = (name: string): string => persistedOperation(name).text;
