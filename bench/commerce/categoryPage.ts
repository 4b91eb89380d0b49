// The category page the storefront bench measures (`/alimentation`, the first level-2 category), statement by
// statement (issue 8, H9e). Not a test: run
//   pnpm exec tsx bench/commerce/categoryPage.ts [--engine pglite|postgres] [--profile medium|small]
//     [--data-dir bench/.data/commerce-medium] [--query 'brand=201'] [--rounds 10] [--explain]
//     [--search croquettes]   (the search results page's SearchQuery for that text instead)
// Sends the page's RouteQuery (friendly URL, its listing with facets) through yoga in-process, prints each
// statement's time (src/db/databaseTiming.ts trace) of the last round, p50 of the rounds, and with --explain
// EXPLAIN ANALYZE of the listing statement.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import {
  createSchema,
  createYoga,
  documentText,
  openStore,
  resolvers,
  root,
  selectRows,
  sql,
  typeDefs,
  measureDatabase,
} from '../lib/commerceModules';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    profile: { type: 'string', default: 'medium' },
    'data-dir': { type: 'string' },
    query: { type: 'string', default: '' },
    rounds: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    search: { type: 'string' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const profile = values.profile === 'small' ? 'small' : 'medium';
const rounds = Math.max(1, Number(values.rounds) || 10);
const documentOf = documentText;

const store = await openStore({
  databaseUrl:
    engine === 'postgres'
      ? `${process.env.BENCH_DATABASE_URL ?? 'postgres://truffe:truffe@127.0.0.1:5432/postgres'}`.replace(
          /\/[^/]*$/,
          `/truffe_bench_${profile}`,
        )
      : undefined,
  dataDir:
    engine === 'pglite'
      ? resolve(values['data-dir'] ?? join(root, `bench/.data/commerce-${profile}`))
      : undefined,
  seedProfile: profile,
  log: () => undefined,
  reconcile: false,
});
const yoga = createYoga({
  schema: createSchema({ typeDefs, resolvers: resolvers as never }),
  logging: false,
  context: ({ locale }: { locale: string }) => store.createContext(locale),
});
const [target] = await selectRows(
  store.db,
  sql`SELECT u.request_path AS path FROM category c JOIN url_rewrite u ON u.entity_type = 'category'
    AND u.entity_id = c.id::text AND u.locale = 'fr-FR' AND u.redirect_type = 0
    WHERE c.level = 2 ORDER BY c.id, length(u.request_path) LIMIT 1`,
);
const url = values.search
  ? `/search?q=${values.search}${values.query ? `&${values.query}` : ''}`
  : `/${target.path}${values.query ? `?${values.query}` : ''}`;
const document = documentOf(values.search ? 'SearchQuery' : 'RouteQuery');
const variables = values.search ? { text: values.search, query: values.query } : { url };

interface Trace {
  sql: string;
  params: readonly unknown[];
  durationMs: number;
}
async function once(trace?: (statement: Trace) => void) {
  const started = performance.now();
  const { result, timing } = await measureDatabase(
    async () => {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: document, variables }),
        },
        { locale: 'fr-FR' },
      );
      return (await response.json()) as {
        errors?: { message: string }[];
        data?: { route?: { products?: { total: number } }; search?: { total: number } };
      };
    },
    { trace },
  );
  if (result.errors) throw new Error(result.errors[0]!.message);
  return {
    ms: performance.now() - started,
    db: timing.durationMs,
    statements: timing.statements,
    total: result.data?.route?.products?.total ?? result.data?.search?.total,
  };
}

const times: number[] = [];
const dbTimes: number[] = [];
for (let round = 0; round < rounds + 3; round += 1) {
  const result = await once();
  if (round >= 3) {
    times.push(result.ms);
    dbTimes.push(result.db);
  }
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const statements: Trace[] = [];
const last = await once((statement) => statements.push(statement));
console.log(
  `${engine} ${profile} ${url}: ${last.total} products; p50 ${median(times).toFixed(1)} ms, database p50 ` +
    `${median(dbTimes).toFixed(1)} ms, ${last.statements} statements`,
);
for (const statement of [...statements].sort((a, b) => b.durationMs - a.durationMs)) {
  console.log(
    `  ${statement.durationMs.toFixed(1).padStart(7)} ms  ${statement.sql.replace(/\s+/g, ' ').slice(0, 150)}`,
  );
}
if (values.explain) {
  // The listing statement (else the slowest).
  const slowest =
    statements.find((statement) => statement.sql.trimStart().startsWith('WITH b')) ??
    [...statements].sort((a, b) => b.durationMs - a.durationMs)[0]!;
  let index = 0;
  const text = slowest.sql.replace(/\$\d+/g, () => {
    const value = slowest.params[index++];
    if (value === null) return 'NULL';
    if (Array.isArray(value)) return `'{${value.join(',')}}'`;
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
  const rows = await selectRows(store.db, sql.raw(`EXPLAIN (ANALYZE, BUFFERS OFF) ${text}`));
  for (const row of rows) console.log(Object.values(row)[0]);
}
await store.close();
