// GraphQL execution strategies side by side (issue 8, H8c). Not a test: run
//   pnpm exec tsx bench/graphql/executors.ts [--engine pglite|postgres] [--profile small|medium] [--rounds 60]
// The same store, schema and resolvers behind three graphql-yoga instances, in-process, requests alternating
// between them so that the shared machine's load hits all alike:
//   plain  — graphql-js execute (what the shop runs),
//   jit    — graphql-jit through @envelop/graphql-jit (compiled queries, cached per document),
//   cached — @graphql-yoga/plugin-response-cache keyed by operation + variables + locale (every answer hits
//            the cache after the first: the ceiling of a response cache for public catalogue queries).
// Reports p50 per strategy and scenario (ProductPageQuery, CategoryQuery, SearchQuery) and checks that the
// three give the same data. Writes stdout only.
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
  requireFromCommerce,
} from '../lib/commerceModules';

/* eslint-disable @typescript-eslint/no-explicit-any -- modules loaded by path, outside any tsconfig */
const { useGraphQlJit } = requireFromCommerce('@envelop/graphql-jit') as any;
const { useResponseCache } = requireFromCommerce('@graphql-yoga/plugin-response-cache') as any;
/* eslint-enable @typescript-eslint/no-explicit-any */

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    profile: { type: 'string', default: 'small' },
    rounds: { type: 'string', default: '60' },
    // Print one JSON line with the figures last (bench/graphql/graphql.mjs reads it).
    json: { type: 'boolean', default: false },
  },
});
const profile = values.profile === 'medium' ? 'medium' : 'small';
const rounds = Math.max(10, Number(values.rounds) || 60);
const documentOf = documentText;

const store = await openStore({
  databaseUrl:
    values.engine === 'postgres'
      ? `postgres://truffe:truffe@127.0.0.1:5432/truffe_bench_${profile}`
      : undefined,
  dataDir: values.engine === 'postgres' ? undefined : join(root, `bench/.data/commerce-${profile}`),
  seedProfile: profile,
  log: () => undefined,
  reconcile: false,
});
const schema = createSchema({ typeDefs, resolvers: resolvers as never });
const context = ({ locale }: { locale: string }) => store.createContext(locale);
const strategies = {
  plain: createYoga({ schema, logging: false, context }),
  jit: createYoga({ schema, logging: false, context, plugins: [useGraphQlJit()] }),
  cached: createYoga({
    schema,
    logging: false,
    context,
    plugins: [
      useResponseCache({
        // Public catalogue answers: no session part in the key; the locale is.
        session: () => null,
        buildResponseCacheKey: async ({
          documentString,
          variableValues,
          context: requestContext,
        }: {
          documentString: string;
          variableValues: unknown;
          context: { locale?: string };
        }) => JSON.stringify([documentString, variableValues, requestContext.locale]),
        ttl: 60_000,
      }),
    ],
  }),
};

const skus = (
  await selectRows(store.db, sql`SELECT sku FROM product WHERE visibility = 4 ORDER BY id LIMIT 40`)
).map((row: { sku: string }) => row.sku);
const categories = (
  await selectRows(store.db, sql`SELECT id FROM category WHERE level >= 2 ORDER BY id LIMIT 20`)
).map((row: { id: number }) => String(row.id));
const words = ['croquettes', 'harnais', 'pâtée', 'laisse', 'saumon', 'friandises'];
const scenarios: Record<string, (index: number) => [string, Record<string, unknown>]> = {
  product: (index) => [documentOf('ProductPageQuery'), { sku: skus[index % skus.length] }],
  category: (index) => [
    documentOf('CategoryQuery'),
    { id: categories[index % categories.length], query: 'pageLength=32' },
  ],
  search: (index) => [
    documentOf('SearchQuery'),
    { text: words[index % words.length], query: 'pageLength=16' },
  ],
};

/** JSON with object keys sorted, to compare values whatever the order of the fields. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

async function run(
  yoga: (typeof strategies)['plain'],
  query: string,
  variables: Record<string, unknown>,
) {
  const started = performance.now();
  const response = await yoga.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    },
    { locale: 'fr-FR' },
  );
  const { data, errors } = (await response.json()) as { data?: unknown; errors?: unknown };
  // The data (and errors) only, keys sorted: the response cache adds its own `extensions`, and graphql-jit
  // orders the fields of merged fragments differently from graphql-js (same values).
  return { ms: performance.now() - started, body: canonical({ data, errors }) };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
console.log(
  `engine ${values.engine}, profile ${profile}, ${rounds} requests per strategy and scenario`,
);
const figures: {
  scenario: string;
  plain: number;
  jit: number;
  cached: number;
  differences: number;
}[] = [];
for (const [scenario, build] of Object.entries(scenarios)) {
  const timings: Record<string, number[]> = { plain: [], jit: [], cached: [] };
  let differences = 0;
  // Warm-up: compile (jit) and fill the cache (cached) for every request of the rotation.
  for (let index = 0; index < 40; index += 1)
    for (const yoga of Object.values(strategies)) await run(yoga, ...build(index));
  for (let index = 0; index < rounds; index += 1) {
    const bodies: string[] = [];
    const names = Object.keys(strategies) as (keyof typeof strategies)[];
    // Rotate the order so that no strategy always runs first.
    for (let offset = 0; offset < names.length; offset += 1) {
      const name = names[(index + offset) % names.length]!;
      const { ms, body } = await run(strategies[name], ...build(index));
      timings[name]!.push(ms);
      bodies.push(body);
    }
    if (new Set(bodies).size > 1) differences += 1;
  }
  const base = median(timings.plain!);
  console.log(
    `${scenario}: plain p50 ${base.toFixed(2)} ms; jit ${median(timings.jit!).toFixed(2)} ms (×${(median(timings.jit!) / base).toFixed(3)}); ` +
      `response cache hit ${median(timings.cached!).toFixed(2)} ms (×${(median(timings.cached!) / base).toFixed(3)}); ` +
      `answers differing: ${differences}`,
  );
  figures.push({
    scenario,
    plain: base,
    jit: median(timings.jit!),
    cached: median(timings.cached!),
    differences,
  });
}
await store.close();
if (values.json) console.log(JSON.stringify({ engine: values.engine, profile, rounds, figures }));
