import pg from 'pg';

/** Runs one administrative statement (CREATE / DROP DATABASE) on its own connection to a PostgreSQL server. */
export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
