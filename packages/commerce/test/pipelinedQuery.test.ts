/**
 * The one-call PGlite query (decision 0852) against PGlite's own `query`, on a real in-memory engine: same rows
 * and types for every kind of parameter, reads kept as prepared statements (and still right when many are kept
 * and closed), the same errors, and the engine ready for the next statement after one.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pipelinedQuery } from '../src/db/pipelinedQuery';

let client: PGlite;
let original: PGlite['query'];
let pipelined: PGlite['query'];

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('SET plan_cache_mode = force_custom_plan');
  await client.exec(`CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, tags text[],
    active boolean, data jsonb, at timestamptz, price numeric(10, 2))`);
  original = client.query.bind(client);
  pipelined = pipelinedQuery(client);
});
afterAll(() => client?.close());

const rowsOf = async (query: PGlite['query'], text: string, params: unknown[]) =>
  (await query(text, params, { rowMode: 'array' })).rows;

describe('pipelinedQuery', () => {
  it('writes and reads the same values as PGlite.query for every kind of parameter', async () => {
    const rows: unknown[][] = [
      [1, 'plain', ['a', 'b'], true, { a: 1 }, new Date('2026-01-02T03:04:05Z'), 12.5],
      [2, 'quote " and \\ back', ['x "y"', 'z\\w', 'NULL', ''], false, '{"b":[1,2]}', null, 0],
      [3, 'été ✓', [], null, null, new Date(0), 999.99],
    ];
    const insert = `INSERT INTO item (id, name, tags, active, data, at, price)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`;
    for (const row of rows) {
      const [mine] = await rowsOf(pipelined, insert, row);
      const [theirs] = await rowsOf(original, 'SELECT * FROM item WHERE id = $1', [row[0]]);
      expect(mine).toEqual(theirs);
    }
    const select = `SELECT id, name, tags, active, data, at, price FROM item
      WHERE id = ANY($1::int[]) AND (active IS NOT DISTINCT FROM $2 OR $2 IS NULL)
        AND name <> ALL($3::text[]) ORDER BY id`;
    for (const params of [
      [[1, 2, 3], null, ['nothing']],
      [[1, 2], true, []],
      [[1, 2, 3], false, ['plain']],
    ]) {
      // Twice: the second call runs the prepared statement.
      for (let call = 0; call < 2; call += 1)
        expect(await rowsOf(pipelined, select, params)).toEqual(
          await rowsOf(original, select, params),
        );
    }
  });

  it('answers the same error, and the engine is ready for the next statement', async () => {
    const insert = 'INSERT INTO item (id, name) VALUES ($1, $2)';
    const theirs = await original(insert, [1, 'again']).catch((error: unknown) => error);
    const mine = await pipelined(insert, [1, 'again']).catch((error: unknown) => error);
    expect(mine).toMatchObject({ code: '23505', message: (theirs as Error).message });
    const badRead = await pipelined('SELECT id FROM item WHERE id = $1::int', ['x']).catch(
      (error: unknown) => error,
    );
    expect(badRead).toMatchObject({ code: '22P02' });
    expect((await pipelined('SELECT count(*)::int AS n FROM item')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps many reads prepared without mixing them up (least recently used closed)', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 250; index += 1) {
        const { rows } = await pipelined<{ n: number; id: number }>(
          `SELECT $1::int + ${index} AS n, id FROM item WHERE id = $2 /* ${index} */`,
          [round, 1],
        );
        expect(rows).toEqual([{ n: round + index, id: 1 }]);
      }
    }
    const prepared = await original<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_prepared_statements`,
    );
    expect(prepared.rows[0]!.n).toBeLessThanOrEqual(200);
  });
});
