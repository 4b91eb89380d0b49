import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { openStore, type Store } from '@truffe/commerce/store';
import { inject } from 'vitest';

/**
 * A fresh data folder holding a private copy of the run's seeded store (test/globalSetup.ts); open it with
 * `openStore({ dataDir })`, as many times as a test needs (e.g. across a restart). Removed at the end of the run.
 */
export async function seededDataDir(): Promise<string> {
  const root = inject('storefrontStoreRoot');
  if (!root)
    throw new Error('No seeded store: run the tests with apps/storefront/vitest.config.ts');
  const dataDir = await mkdtemp(join(root, 'copy-'));
  await cp(join(root, 'template'), dataDir, { recursive: true });
  return dataDir;
}

/** A real store for one test file: a private copy of the seeded store, removed again by `close()`. */
export async function openTestStore(): Promise<Store> {
  const dataDir = await seededDataDir();
  let store: Store;
  try {
    store = await openStore({ dataDir, log: () => undefined });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...store,
    close: () => store.close().finally(() => rm(dataDir, { recursive: true, force: true })),
  };
}
