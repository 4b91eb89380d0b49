import pg from 'pg';

/**
 * The rows of one statement on its own short connection to a PostgreSQL server (the fault-injection suite's
 * checks: they must never share, or wait on, the connections of the shop they are checking).
 */
export async function sqlRows<Row>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
