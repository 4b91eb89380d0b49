import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

import type * as schema from './schema';

/** Drizzle over either engine: PGlite (embedded) or node-postgres (server). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
