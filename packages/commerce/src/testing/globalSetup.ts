/**
 * The Vitest `globalSetup` of every project that needs a seeded store: it provides the run's template (see
 * seededTemplate.ts: seeded once for all projects and runs with the same code) and a folder for the test
 * files' copies, removed at the end of the run. Test files open their copies with testStore.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { seededPgliteTemplate, seededServerTemplate } from './seededTemplate';

/** What testStore.ts finds through `inject('seededStore')`. */
export interface SeededStoreContext {
  /** The PGlite template's data folder (copied by `seededDataDir`). */
  pgliteDataDir: string;
  /** The PGlite template as a dump (loaded in memory by `openTestStore`). */
  pgliteDump: string;
  /** The PostgreSQL server and its template database, when the project runs on a server. */
  server: { url: string; template: string } | null;
  /** Folder of this run's copies. */
  copiesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededStore: SeededStoreContext;
  }
}

export interface SeededStoreOptions {
  /** A PostgreSQL server: test stores are databases cloned from its template; PGlite otherwise. */
  databaseUrl?: string;
}

/** Provides the run's seeded store to the project's test files; returns the teardown. */
export async function provideSeededStore(
  project: TestProject,
  options: SeededStoreOptions = {},
): Promise<() => Promise<void>> {
  const started = Date.now();
  const server = options.databaseUrl ? await seededServerTemplate(options.databaseUrl) : undefined;
  const pglite = server ? undefined : await seededPgliteTemplate();
  const seededMs = server?.seededMs ?? pglite?.seededMs ?? 0;
  console.info(
    `[${project.name}] seeded store ${
      seededMs > 0 ? `seeded in ${seededMs} ms` : `reused (${Date.now() - started} ms)`
    }${server ? ` on the server (${server.name})` : ''}`,
  );
  const copiesDir = await mkdtemp(join(tmpdir(), `truffe-${project.name}-`));
  project.provide('seededStore', {
    pgliteDataDir: pglite?.dataDir ?? '',
    pgliteDump: pglite?.dump ?? '',
    server:
      server && options.databaseUrl ? { url: options.databaseUrl, template: server.name } : null,
    copiesDir,
  });
  return () => rm(copiesDir, { recursive: true, force: true });
}
