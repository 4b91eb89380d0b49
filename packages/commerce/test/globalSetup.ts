/**
 * Seeds the `small` catalogue once per run and shares it with every test file: a PGlite data-folder dump, or a
 * template database on the PostgreSQL server named by DATABASE_URL (test/harness.ts clones it per file).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/openDatabase';
import { seedIfEmpty } from '../src/seed/seedIfEmpty';
import { adminStatement } from './adminStatement';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the seeded PGlite dump (PGlite runs). */
    pgliteSnapshot: string;
    /** Seeded template database (server runs). */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `truffe_template_${randomBytes(6).toString('hex')}`;
    await adminStatement(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: url.toString(),
      statementTimeoutMs: 120_000,
    });
    try {
      await database.migrate(() =>
        seedIfEmpty(database.db, { profile: 'small' }).then((result) => result.pictures),
      );
    } finally {
      await database.close();
    }
    project.provide('templateDatabase', name);
    project.provide('pgliteSnapshot', '');
    return () => adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const database = await openDatabase({});
  const folder = await mkdtemp(join(tmpdir(), 'truffe-commerce-'));
  const file = join(folder, 'small.tar');
  try {
    await database.migrate(() =>
      seedIfEmpty(database.db, { profile: 'small' }).then((result) => result.pictures),
    );
    await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
  return () => rm(folder, { recursive: true, force: true });
}
