// Benchmark of the commerce GraphQL API (issue 4). Not a test: run
//   pnpm exec tsx bench/commerce/run.ts [--engine pglite|postgres|both] [--iterations 200]
//     [--profile medium|small] [--trace]
// On the `medium` profile (24,000 simple + 640 configurable products, 300 categories) or `small`, through graphql-yoga
// in-process (real schema, resolvers and per-request context), it reports p50/p99 of:
//   1. ProductPageQuery for random visible SKUs,
//   2. CategoryQuery with facets (random categories, some with a facet filter and a price range),
//   3. SearchQuery for random words (some with a typo).
// PGlite lives in bench/.data/commerce-<profile> (seeded once, reused); PostgreSQL uses BENCH_DATABASE_URL (its
// database truffe_bench_<profile> is created and seeded when missing). Each request's database time is measured
// with the store's own hook (src/db/databaseTiming.ts: wall-clock time with a statement in flight). `--trace`
// prints the statements of one request per scenario with their time (and EXPLAIN ANALYZE of the slowest).
// Writes bench/results/commerce.md (commerce-<profile>.md for small, -<engine> for one engine) and stdout.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const commercePackage = join(root, 'packages/commerce');
const graphqlPackage = join(root, 'packages/graphql');
// The bench is not a workspace package: load the store's source and its dependencies from packages/commerce.
const requireFromCommerce = createRequire(join(commercePackage, 'package.json'));
const load = (path: string) => import(pathToFileURL(join(commercePackage, path)).href);

/* eslint-disable @typescript-eslint/no-explicit-any -- modules loaded by path, outside any tsconfig */
const { createSchema, createYoga } = requireFromCommerce('graphql-yoga') as any;
const pg = requireFromCommerce('pg') as any;
const { sql } = requireFromCommerce('drizzle-orm') as any;
/* eslint-enable @typescript-eslint/no-explicit-any */
const { openStore } = await load('src/store/openStore.ts');
const { resolvers } = await load('src/resolvers/index.ts');
const { selectRows } = await load('src/db/database.ts');
const { measureDatabase } = await load('src/db/databaseTiming.ts');
const { typeDefs } = (await import(pathToFileURL(join(graphqlPackage, 'src/schema.ts')).href)) as {
  typeDefs: string;
};
// The persisted operations by name, as the tests find them (@truffe/commerce/testing/persistedOperation).
const { persistedOperation } = await load('src/testing/persistedOperation.ts');

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    iterations: { type: 'string', default: '200' },
    profile: { type: 'string', default: 'medium' },
    trace: { type: 'boolean', default: false },
  },
});
const profileName = values.profile === 'small' ? 'small' : 'medium';
const iterations = Math.max(10, Number(values.iterations) || 200);
const warmup = 20;

const documentOf = (name: string): string => persistedOperation(name).text;

/** A seeded PRNG so that both engines run the same requests. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function ensureServerDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = `truffe_bench_${profileName}`;
  target.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return target.toString();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function bench(engine: 'pglite' | 'postgres') {
  const started = Date.now();
  const databaseUrl =
    engine === 'postgres'
      ? await ensureServerDatabase(
          process.env.BENCH_DATABASE_URL ??
            process.env.DATABASE_URL ??
            'postgres://truffe:truffe@127.0.0.1:5432/postgres',
        )
      : undefined;
  const store = await openStore({
    databaseUrl,
    dataDir: engine === 'pglite' ? join(root, `bench/.data/commerce-${profileName}`) : undefined,
    seedProfile: profileName,
    statementTimeoutMs: 600_000,
    // The typo lexicon read before measuring, not beside the first figures (decision 0897).
    searchLexicon: 'await',
    log: (message: string) => console.log(`  [${engine}] ${message}`),
  });
  console.log(`  [${engine}] store ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const [profile] = await selectRows<{ value: string }>(
    store.db,
    sql`SELECT value FROM config_entry WHERE path = 'catalog/seed_profile'`,
  );
  const skus = (
    await selectRows<{ sku: string }>(
      store.db,
      sql`SELECT sku FROM product WHERE visibility = 4 ORDER BY id`,
    )
  ).map((row) => row.sku);
  const categories = (
    await selectRows<{ id: number }>(
      store.db,
      sql`SELECT id FROM category WHERE level >= 2 ORDER BY id`,
    )
  ).map((row) => row.id);

  const schema = createSchema({ typeDefs, resolvers: resolvers as never });
  const yoga = createYoga({
    schema,
    logging: false,
    context: ({ locale }: { locale: string }) => store.createContext(locale),
  });
  const executeRequest = async (query: string, variables: Record<string, unknown>) => {
    const response = await yoga.fetch(
      'http://localhost/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      { locale: 'fr-FR' },
    );
    const body = (await response.json()) as { errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors[0]!.message);
  };
  let databaseMs = 0;
  const execute = async (query: string, variables: Record<string, unknown>) => {
    const { timing } = await measureDatabase(() => executeRequest(query, variables));
    databaseMs += timing.durationMs;
  };
  const trace = async (scenario: string, query: string, variables: Record<string, unknown>) => {
    const statements: { sql: string; params: readonly unknown[]; durationMs: number }[] = [];
    const { timing } = await measureDatabase(() => executeRequest(query, variables), {
      trace: (statement: (typeof statements)[number]) => statements.push(statement),
    });
    console.log(
      `\n  [${engine}] trace ${scenario} ${JSON.stringify(variables)}: ${timing.statements} statements, ${timing.durationMs.toFixed(1)} ms`,
    );
    for (const statement of statements)
      console.log(
        `    ${statement.durationMs.toFixed(1).padStart(7)} ms  ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`,
      );
    const slowest = [...statements].sort((a, b) => b.durationMs - a.durationMs)[0];
    if (slowest) {
      const plan = await store.db.$client.query(
        `EXPLAIN (ANALYZE, COSTS OFF) ${slowest.sql}`,
        slowest.params as unknown[],
      );
      console.log(
        plan.rows.map((row: Record<string, string>) => `      ${Object.values(row)[0]}`).join('\n'),
      );
    }
  };

  const next = random(42);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const words = [
    'croquettes',
    'croqettes',
    'harnais',
    'pâtée',
    'patee',
    'collier cuir',
    'laisse',
    'panier',
    'poulet',
    'saumon',
    'friandises',
    'gamelle inox',
    'shampoing',
  ];
  const scenarios: Record<string, () => [string, Record<string, unknown>]> = {
    product: () => [documentOf('ProductPageQuery'), { sku: pick(skus) }],
    'category + facets': () => {
      const filter =
        next() < 0.5 ? '' : `&brand=${201 + Math.floor(next() * 8)}&minPrice=10&maxPrice=80`;
      return [
        documentOf('CategoryQuery'),
        { id: String(pick(categories)), query: `pageLength=32${filter}` },
      ];
    },
    search: () => [documentOf('SearchQuery'), { text: pick(words), query: 'pageLength=16' }],
  };

  const results: {
    scenario: string;
    p50: number;
    p99: number;
    mean: number;
    queries: number;
    databaseShare: number;
  }[] = [];
  for (const [scenario, build] of Object.entries(scenarios)) {
    for (let index = 0; index < warmup; index += 1) await execute(...build());
    if (values.trace) await trace(scenario, ...build());
    const timings: number[] = [];
    const queriesBefore = store.queryCount();
    databaseMs = 0;
    for (let index = 0; index < iterations; index += 1) {
      const [query, variables] = build();
      const start = performance.now();
      await execute(query, variables);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    results.push({
      scenario,
      p50: percentile(timings, 50),
      p99: percentile(timings, 99),
      mean: timings.reduce((sum, value) => sum + value, 0) / timings.length,
      queries: (store.queryCount() - queriesBefore) / iterations,
      databaseShare: databaseMs / timings.reduce((sum, value) => sum + value, 0),
    });
    console.log(
      `  [${engine}] ${scenario}: p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`,
    );
  }
  await store.close();
  return {
    engine,
    profile: profile?.value ?? '?',
    products: skus.length,
    categories: categories.length,
    results,
  };
}

const engines =
  values.engine === 'both'
    ? (['pglite', 'postgres'] as const)
    : ([values.engine as 'pglite' | 'postgres'] as const);
const runs: Awaited<ReturnType<typeof bench>>[] = [];

/** Writes the report of the engines measured so far (a long run keeps what it measured). */
async function report() {
  const lines = [
    '# Commerce GraphQL benchmark (issue 4)',
    '',
    `\`pnpm exec tsx bench/commerce/run.ts --engine ${values.engine} --profile ${profileName} --iterations ${iterations}\` — ${new Date().toISOString()}, ` +
      `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}, Node ${process.version}.`,
    '',
    'Each request goes through graphql-yoga in-process (real schema, resolvers, per-request DataLoaders), sequentially.',
    'Database share: wall-clock time with a SQL statement in flight / request time (src/db/databaseTiming.ts).',
    '',
    '| engine | profile | visible products | scenario | p50 (ms) | p99 (ms) | mean (ms) | SQL queries / request | database share |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.flatMap((run) =>
      run.results.map(
        (result) =>
          `| ${run.engine} | ${run.profile} | ${run.products} | ${result.scenario} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.mean.toFixed(1)} | ${result.queries.toFixed(1)} | ${(result.databaseShare * 100).toFixed(0)} % |`,
      ),
    ),
    '',
  ];
  await mkdir(join(root, 'bench/results'), { recursive: true });
  const suffix = [
    profileName === 'medium' ? '' : profileName,
    values.engine === 'both' ? '' : values.engine,
  ]
    .filter(Boolean)
    .join('-');
  const resultFile = suffix ? `commerce-${suffix}.md` : 'commerce.md';
  await writeFile(join(root, 'bench/results', resultFile), lines.join('\n'));
  return lines;
}

for (const engine of engines) {
  console.log(`${engine}:`);
  runs.push(await bench(engine));
  await report();
}
console.log((await report()).join('\n'));
