/**
 * The seeded `small` store that every test run starts from, made once and reused: a PGlite data folder and its
 * dump in a cache folder, or a template database on a PostgreSQL server, both named by a hash of what decides
 * their content (migrations, seed and store code, the PGlite version). A run whose key is already there seeds
 * nothing; the first of several processes (Vitest projects, end-to-end servers, other runs) to need a missing key
 * seeds it while the others wait.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { openDatabase } from '../db/openDatabase';
import { generateCatalog } from '../seed/generateCatalog';
import { renderPictures } from '../seed/pictures';
import { seedIfEmpty } from '../seed/seedIfEmpty';
import { adminStatement } from './adminStatement';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const workspaceRoot = join(packageRoot, '../..');
const profile = 'small';

/** Folders whose files decide the seeded content (tests excluded: they do not change what is seeded). */
const keyFolders = [
  join(packageRoot, 'drizzle'),
  join(packageRoot, 'src'),
  join(workspaceRoot, 'packages/graphql/src'),
];

/** Entries not used for this long are removed when a new one is made. */
const pruneAfterMs = 2 * 60 * 60 * 1000;

/** A lock whose owner is gone, or that never got an owner within this time, is taken over. */
const ownerlessLockMs = 30_000;

/**
 * The hash of the migrations, the store's code and the PGlite version: a change to any of them makes a new
 * template. Broader than the seed's own modules on purpose: a stale template would be a silent wrong answer.
 */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(`profile ${profile}\n`);
  const pglite = JSON.parse(
    await readFile(join(packageRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const folder of keyFolders) {
    const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) {
      hash.update(`${relative(workspaceRoot, file)}\n`);
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Where seeded PGlite templates are kept between runs.
 * @defaultValue env TRUFFE_TEST_STORE_CACHE, else packages/commerce/node_modules/.cache/test-store
 */
export function templateCacheRoot(): string {
  return (
    process.env.TRUFFE_TEST_STORE_CACHE?.trim() ||
    join(packageRoot, 'node_modules/.cache/test-store')
  );
}

export interface PgliteTemplate {
  /** A data folder (as `openStore({ dataDir })` wants it: the database in `pglite/`) to copy, never to open. */
  dataDir: string;
  /** The same database as a `dumpDataDir()` tarball, for `openStore({ pgliteSnapshot })` in memory. */
  dump: string;
  /** Milliseconds spent seeding in this call (0 when the template was already there). */
  seededMs: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `task` holding a lock folder, across processes; a lock left by a dead process is taken over. */
async function withLock<T>(lock: string, task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(join(lock, 'owner'), 'utf8').catch(() => ''));
    const since = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (owner ? !isAlive(owner) : since > ownerlessLockMs) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    await sleep(200);
  }
  await writeFile(join(lock, 'owner'), String(process.pid));
  try {
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Removes the templates of other keys that no run has used for a while. */
async function pruneTemplates(root: string, key: string): Promise<void> {
  for (const entry of await readdir(root)) {
    if (entry === key || !/^[0-9a-f]{64}$/.test(entry)) continue;
    const folder = join(root, entry);
    const info = await stat(folder).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > pruneAfterMs)
      await rm(folder, { recursive: true, force: true });
  }
}

async function seedPgliteTemplate(root: string, key: string): Promise<void> {
  const building = join(root, `${key}.building-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const database = await openDatabase({ pgliteDir: join(building, 'data', 'pglite') });
    try {
      await database.migrate(() =>
        seedIfEmpty(database.db, { profile }).then((result) => result.pictures),
      );
      await writeFile(
        join(building, 'pglite.tar'),
        Buffer.from(await (await database.dump!()).arrayBuffer()),
      );
    } finally {
      await database.close();
    }
    // Complete or absent: the folder appears under its key only once everything is written.
    await rename(building, join(root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/**
 * The seeded PGlite template of the current code, seeded now if no run made it yet. With `mediaRoot`, the
 * pictures the catalogue and the content refer to are drawn there too (those already there are kept).
 */
export async function seededPgliteTemplate(
  options: { mediaRoot?: string } = {},
): Promise<PgliteTemplate> {
  const root = templateCacheRoot();
  const key = await templateKey();
  const folder = join(root, key);
  const template = { dataDir: join(folder, 'data'), dump: join(folder, 'pglite.tar') };
  let seededMs = 0;
  if (!existsSync(folder) || options.mediaRoot) {
    await mkdir(root, { recursive: true });
    await withLock(join(root, `${key}.lock`), async () => {
      if (!existsSync(folder)) {
        const started = Date.now();
        await seedPgliteTemplate(root, key);
        seededMs = Date.now() - started;
        await pruneTemplates(root, key);
      }
      if (options.mediaRoot) await renderPictures(options.mediaRoot, generateCatalog(profile));
    });
  }
  // Marks the template as in use, so that another run's pruning keeps it.
  const now = new Date();
  await utimes(folder, now, now);
  return { ...template, seededMs };
}

/** Arbitrary key of the advisory lock that serializes the making of server templates. */
const serverTemplateLockKey = 4_042_027;

/** `url` naming another database of the same server. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The seeded template database of the current code on the PostgreSQL server of `serverUrl`, seeded now if no
 * run made it yet; clone it with `CREATE DATABASE … TEMPLATE`. Templates of other keys are dropped when unused.
 * With `mediaRoot`, the pictures the catalogue and the content refer to are drawn there too (those already
 * there are kept): the database names pictures that processes started on a clone must find.
 */
export async function seededServerTemplate(
  serverUrl: string,
  options: { mediaRoot?: string } = {},
): Promise<{ name: string; seededMs: number }> {
  const key = await templateKey();
  const name = `truffe_template_${key.slice(0, 16)}`;
  const building = `${name}_building`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let seededMs = 0;
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [serverTemplateLockKey]);
    const existing = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'truffe\\_template\\_%'`,
    );
    const names = existing.rows.map((row) => row.datname);
    if (!names.includes(name)) {
      const started = Date.now();
      await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await adminStatement(serverUrl, `CREATE DATABASE ${building}`);
      const database = await openDatabase({
        databaseUrl: databaseUrl(serverUrl, building),
        statementTimeoutMs: 120_000,
      });
      try {
        await database.migrate(() =>
          seedIfEmpty(database.db, { profile }).then((result) => result.pictures),
        );
      } finally {
        await database.close();
      }
      await adminStatement(serverUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
      seededMs = Date.now() - started;
      // Older templates go when nobody is connected to them (a clone in progress keeps its template).
      for (const other of names.filter((candidate) => candidate !== building))
        await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${other}`).catch(() => undefined);
    }
    if (options.mediaRoot) await renderPictures(options.mediaRoot, generateCatalog(profile));
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [serverTemplateLockKey]).catch(() => {});
    await admin.end();
  }
  return { name, seededMs };
}
