import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import type { Database } from './database';
import { timedQuery } from './databaseTiming';
import { type Notifications, pgliteNotifications, serverNotifications } from './notifications';
import { pipelinedQuery } from './pipelinedQuery';
import * as checkoutSchema from '../checkout/schema';
import * as customersSchema from '../customers/schema';
import * as ordersSchema from '../orders/schema';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary key of the advisory lock that serializes migrations and seeding between processes. */
const startupLockKey = 4_042_026;

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; without it PGlite runs embedded. */
  databaseUrl?: string;
  /** Folder of the embedded database; in memory when absent (tests). */
  pgliteDir?: string;
  /** `statement_timeout` of server connections in milliseconds. @defaultValue 10000 */
  statementTimeoutMs?: number;
  /** Connections of the server pool. @defaultValue 10 */
  poolSize?: number;
  /** Start the embedded database from a data-folder dump (`dump()`), e.g. a seeded copy shared by tests. */
  pgliteSnapshot?: Blob;
}

export interface OpenedDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Number of SQL statements sent since opening (for tests and benchmarks). */
  queryCount(): number;
  /** Applies pending migrations, then runs `task` (the seed) under an advisory lock. */
  migrate(task?: () => Promise<void>): Promise<void>;
  /** LISTEN/NOTIFY between the processes of this database (db/notifications.ts, decision 0890). */
  notifications: Notifications;
  /** The embedded database's data folder as a tarball (PGlite only). */
  dump?(): Promise<Blob>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens PGlite or a node-postgres pool with the same Drizzle schema. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let queries = 0;
  const logger: Logger = {
    logQuery: () => {
      queries += 1;
    },
  };

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      // No JIT: the shop's statements are short, but at the large profile (decision 0894) the cost estimates of
      // a search or listing over 500,000 products pass jit_above_cost and compiling took 300 ms of a 500 ms
      // statement.
      options: '-c jit=off',
      idleTimeoutMillis: 30_000,
    });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', (error) =>
      console.error('[commerce] idle PostgreSQL client error', error.message),
    );
    // Statements outside transactions go through `pool.query`: timed for the current work (databaseTiming.ts).
    pool.query = timedQuery(pool.query.bind(pool) as never) as never;
    const db = drizzlePg(pool, {
      schema: { ...schema, ...checkoutSchema, ...ordersSchema, ...customersSchema },
      logger,
    });
    const notifications = serverNotifications(pool, options.databaseUrl);
    let closed = false;
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      notifications,
      queryCount: () => queries,
      async migrate(task) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
          await migratePg(db, { migrationsFolder });
          await task?.();
        } finally {
          await client
            .query('SELECT pg_advisory_unlock($1)', [startupLockKey])
            .catch(() => undefined);
          client.release();
        }
      },
      async ping() {
        await pool.query('SELECT 1');
      },
      async close() {
        if (closed) return;
        closed = true;
        await notifications.close();
        await pool.end();
      },
    };
  }

  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm, unaccent },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  // Every statement outside transactions goes through `client.query`: sent in one call into the engine
  // (pipelinedQuery.ts) and timed for the current work.
  // Prepared statements are planned for each call's values, like unnamed ones (pipelinedQuery.ts).
  await client.exec('SET plan_cache_mode = force_custom_plan');
  client.query = timedQuery(pipelinedQuery(client)) as typeof client.query;
  const db = drizzlePglite(client, {
    schema: { ...schema, ...checkoutSchema, ...ordersSchema, ...customersSchema },
    logger,
  });
  const notifications = pgliteNotifications(client);
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    notifications,
    queryCount: () => queries,
    async migrate(task) {
      // One embedded connection: nothing else can run concurrently.
      await migratePglite(db, { migrationsFolder });
      await task?.();
    },
    dump: () => client.dumpDataDir('none'),
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      await notifications.close();
      if (!client.closed) await client.close();
    },
  };
}
