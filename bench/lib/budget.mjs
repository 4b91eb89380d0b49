// The time budget of `pnpm bench` (decision 0880): seconds per step on a quiet 2-core machine, from a fresh
// clone after `npm start`'s setup (a production build exists, no bench store is seeded yet). The whole run
// must stay under 15 minutes; each step's elapsed time is reported against its share.

/** Seconds per step of a default `pnpm bench` (both profiles, every benchmark but commerce). */
export const benchBudgets = {
  'build check': 5,
  'seed (missing stores only)': 130,
  'start servers': 20,
  // Its renders' warm-up (decision 0920): ~30 s per profile.
  ssr: 200,
  latency: 15,
  cache: 55,
  graphql: 45,
  scale: 20,
  lighthouse: 200,
  js: 20,
  images: 80,
  memory: 60,
};

/** The whole run's limit (the "under 15 minutes"). */
export const totalBudgetSeconds = 15 * 60;

/**
 * Elapsed time of each step against its budget, and the total against the run's limit.
 * @param {{ name: string, seconds: number }[]} elapsed in run order
 * @param {Record<string, number>} [budgets]
 * @returns {{ rows: { name: string, seconds: number, budget: number | undefined, over: boolean }[], total: number, budgetTotal: number, over: boolean }}
 */
export function budgetRows(elapsed, budgets = benchBudgets) {
  const rows = elapsed.map(({ name, seconds }) => ({
    name,
    seconds,
    budget: budgets[name],
    over: budgets[name] !== undefined && seconds > budgets[name],
  }));
  const total = elapsed.reduce((sum, { seconds }) => sum + seconds, 0);
  const budgetTotal = elapsed.reduce((sum, { name }) => sum + (budgets[name] ?? 0), 0);
  return { rows, total, budgetTotal, over: total > totalBudgetSeconds };
}

/** The budget table as markdown. */
export function budgetMarkdown(elapsed, budgets = benchBudgets) {
  const { rows, total, budgetTotal, over } = budgetRows(elapsed, budgets);
  const seconds = (value) => `${Math.round(value)} s`;
  return [
    '| step | elapsed | budget | within |',
    '|---|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${seconds(row.seconds)} | ${row.budget === undefined ? '—' : seconds(row.budget)} | ${row.budget === undefined ? '—' : row.over ? '**no**' : 'yes'} |`,
    ),
    `| **total** | **${seconds(total)}** (${(total / 60).toFixed(1)} min) | ${seconds(budgetTotal)}; run limit ${seconds(totalBudgetSeconds)} | ${over ? '**no**' : 'yes'} |`,
  ].join('\n');
}
