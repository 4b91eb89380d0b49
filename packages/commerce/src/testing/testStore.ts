/**
 * A private copy of the run's seeded store for a test file (globalSetup.ts provides the template): a PGlite
 * data folder, a dump loaded in memory, or a database cloned on the PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { inject } from 'vitest';

import { openStore, type OpenStoreOptions, type Store } from '../store/openStore';
import { adminStatement } from './adminStatement';
import type { SeededStoreContext } from './globalSetup';
import { databaseUrl } from './seededTemplate';

function seededStore(): SeededStoreContext {
  const context = inject('seededStore');
  if (!context)
    throw new Error(
      'No seeded store: the project needs @truffe/commerce/testing/globalSetup as its globalSetup',
    );
  return context;
}

/**
 * A fresh data folder holding a copy of the seeded PGlite store; open it with `openStore({ dataDir })` as many
 * times as a test needs (e.g. across a restart). Removed at the end of the run.
 */
export async function seededDataDir(): Promise<string> {
  const { pgliteDataDir, copiesDir } = seededStore();
  if (!pgliteDataDir) throw new Error('This run seeded a server template, not a PGlite one');
  const dataDir = await mkdtemp(join(copiesDir, 'data-'));
  await cp(pgliteDataDir, dataDir, { recursive: true });
  return dataDir;
}

/** The seeded PGlite store as a dump, for `openStore({ pgliteSnapshot })` (in memory). */
export async function seededSnapshot(): Promise<Blob> {
  const { pgliteDump } = seededStore();
  if (!pgliteDump) throw new Error('This run seeded a server template, not a PGlite one');
  return new Blob([await readFile(pgliteDump)]);
}

/** A database of the seeded server template, for this test file; `undefined` when the run is on PGlite. */
export async function cloneServerDatabase(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const { server } = seededStore();
  if (!server) return undefined;
  const name = `truffe_test_${randomBytes(6).toString('hex')}`;
  await adminStatement(server.url, `CREATE DATABASE ${name} TEMPLATE ${server.template}`);
  return {
    url: databaseUrl(server.url, name),
    drop: () => adminStatement(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export type TestStoreOptions = Omit<
  OpenStoreOptions,
  'databaseUrl' | 'dataDir' | 'pgliteSnapshot'
> & {
  /** PGlite in a data folder (a copy of the template) rather than in memory. @defaultValue false */
  onDisk?: boolean;
};

/**
 * A real store for one test file: a clone on the run's PostgreSQL server, else a copy of the seeded PGlite store
 * (in memory, or on disk with `onDisk`); `close()` removes the copy. Quiet unless `log` is given.
 */
export async function openTestStore(options: TestStoreOptions = {}): Promise<Store> {
  const { onDisk = false, ...storeOptions } = options;
  const server = await cloneServerDatabase();
  const dataDir = !server && onDisk ? await seededDataDir() : undefined;
  const removeCopy = async () => {
    await server?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  let store: Store;
  try {
    store = await openStore({
      log: () => undefined,
      // Searches of a test expect typo corrections from the first one (decision 0897).
      searchLexicon: 'await',
      ...storeOptions,
      databaseUrl: server?.url,
      dataDir,
      pgliteSnapshot: server || dataDir ? undefined : await seededSnapshot(),
    });
  } catch (error) {
    await removeCopy();
    throw error;
  }
  return { ...store, close: () => store.close().finally(removeCopy) };
}
