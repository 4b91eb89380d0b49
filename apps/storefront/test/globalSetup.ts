/**
 * Seeds one store once per test run (Vitest `globalSetup`): a PGlite data folder with the `small` catalogue, the
 * content pages and the site settings. Seeding takes tens of seconds and copying the folder about two, so every
 * test file copies this template (test/testStore.ts) instead of seeding its own, like e2e/serve.ts does for the
 * production servers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openStore } from '@truffe/commerce/store';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder: `template/` holds the seeded store, test files put their copies beside it. */
    storefrontStoreRoot: string;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'truffe-storefront-test-'));
  try {
    // Always embedded PGlite, even when DATABASE_URL names a server: the storefront tests exercise the pages
    // and the server; the commerce tests run the same store against both engines.
    const store = await openStore({ dataDir: join(root, 'template'), log: () => undefined });
    await store.close();
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  project.provide('storefrontStoreRoot', root);
  return () => rm(root, { recursive: true, force: true });
}
