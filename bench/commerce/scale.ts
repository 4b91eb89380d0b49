// Data scale (issue 8, H8c): product and category p50 at `medium` against `small`, measured in ONE process
// with requests alternating between the two stores, so that the shared machine's load hits both alike (runs
// of minutes apart differ by 2–5× on a busy box; this ratio does not). Not a test: run
//   pnpm exec tsx bench/commerce/scale.ts [--engine pglite|postgres] [--iterations 60] [--data-root <dir>]
//     [--scenarios product,category,top-category]
// Uses the bench stores of bench/commerce/run.ts (bench/.data/commerce-<profile>, or truffe_bench_<profile>
// on the server; run.ts --profile <profile> seeds them). GraphQL through yoga in-process; database time per
// request from src/db/databaseTiming.ts. Writes stdout.
import { join } from 'node:path';
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
    iterations: { type: 'string', default: '60' },
    // Where the PGlite stores are (commerce-<profile> folders): a private copy keeps the shared ones free.
    'data-root': { type: 'string', default: join(root, 'bench/.data') },
    scenarios: { type: 'string', default: 'product,category,top-category' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const iterations = Math.max(10, Number(values.iterations) || 60);
const documentOf = documentText;
const schema = createSchema({ typeDefs, resolvers: resolvers as never });

async function side(profile: 'small' | 'medium') {
  const store = await openStore({
    databaseUrl:
      engine === 'postgres'
        ? `${process.env.BENCH_DATABASE_URL ?? 'postgres://truffe:truffe@127.0.0.1:5432/postgres'}`.replace(
            /\/[^/]*$/,
            `/truffe_bench_${profile}`,
          )
        : undefined,
    dataDir: engine === 'pglite' ? join(values['data-root']!, `commerce-${profile}`) : undefined,
    seedProfile: profile,
    log: () => undefined,
    reconcile: false,
  });
  const yoga = createYoga({
    schema,
    logging: false,
    context: ({ locale }: { locale: string }) => store.createContext(locale),
  });
  const skus = (
    await selectRows(
      store.db,
      sql`SELECT sku FROM product WHERE visibility = 4 ORDER BY md5(sku) LIMIT 200`,
    )
  ).map((row: { sku: string }) => row.sku);
  const categories = (
    await selectRows(store.db, sql`SELECT id FROM category WHERE level >= 2 ORDER BY id`)
  ).map((row: { id: number }) => String(row.id));
  // The storefront bench's category page (`/alimentation`): the first level-2 category, its friendly URL.
  const [top] = await selectRows(
    store.db,
    sql`SELECT u.request_path AS path FROM category c JOIN url_rewrite u ON u.entity_type = 'category'
      AND u.entity_id = c.id::text AND u.locale = 'fr-FR' AND u.redirect_type = 0
      WHERE c.level = 2 ORDER BY c.id, length(u.request_path) LIMIT 1`,
  );
  return { profile, store, yoga, skus, categories, topPath: `/${(top as { path: string }).path}` };
}

const sides = [await side('small'), await side('medium')];
const scenarios: Record<
  string,
  (s: (typeof sides)[number], index: number) => [string, Record<string, unknown>]
> = {
  product: (s, index) => [documentOf('ProductPageQuery'), { sku: s.skus[index % s.skus.length] }],
  category: (s, index) => [
    documentOf('CategoryQuery'),
    {
      id: s.categories[(index * 7) % s.categories.length],
      query: index % 2 ? 'pageLength=32' : 'pageLength=32&brand=201&minPrice=10&maxPrice=80',
    },
  ],
  // The page the storefront bench measures: RouteQuery of the top category's friendly URL, no filter.
  'top-category': (s) => [documentOf('RouteQuery'), { url: s.topPath }],
};
const wanted = new Set(values.scenarios!.split(','));

async function execute(
  s: (typeof sides)[number],
  query: string,
  variables: Record<string, unknown>,
) {
  const started = performance.now();
  const { result, timing } = await measureDatabase(async () => {
    const response = await s.yoga.fetch(
      'http://localhost/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      { locale: 'fr-FR' },
    );
    return (await response.json()) as { errors?: { message: string }[] };
  });
  if (result.errors) throw new Error(result.errors[0]!.message);
  return { ms: performance.now() - started, db: timing.durationMs };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
console.log(`engine ${engine}, ${iterations} requests per profile and scenario, alternating`);
for (const [scenario, build] of Object.entries(scenarios).filter(([name]) => wanted.has(name))) {
  const ms: Record<string, number[]> = { small: [], medium: [] };
  const db: Record<string, number> = { small: 0, medium: 0 };
  for (let index = 0; index < 10; index += 1)
    for (const s of sides) await execute(s, ...build(s, index));
  for (let index = 0; index < iterations; index += 1) {
    for (const s of index % 2 ? [...sides].reverse() : sides) {
      const timing = await execute(s, ...build(s, index));
      ms[s.profile]!.push(timing.ms);
      db[s.profile]! += timing.db;
    }
  }
  const share = (profile: string) =>
    (100 * db[profile]!) / ms[profile]!.reduce((sum, value) => sum + value, 0);
  console.log(
    `${scenario}: small p50 ${median(ms.small!).toFixed(1)} ms (database ${share('small').toFixed(0)} %), ` +
      `medium p50 ${median(ms.medium!).toFixed(1)} ms (database ${share('medium').toFixed(0)} %), ` +
      `medium / small ${(median(ms.medium!) / median(ms.small!)).toFixed(3)} (target ≤ 1.2)`,
  );
}
for (const s of sides) await s.store.close();
