#!/usr/bin/env node
// Size budgets (issue 8): the JavaScript and CSS bytes (gzip) each page type loads, from the storefront's
// production build, against bench/budgets.json. Run after the build step of scripts/test-suite.mjs; exits 1
// when a page type is over its budget or the build is missing. Deterministic: no timing is checked here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { pageBundles, pageTypes } from '../bench/lib/bundle.mjs';
import { root } from '../bench/lib/server.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')).pages;
let bundles;
try {
  bundles = pageBundles();
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const failures = [];
console.log('page type   JS kB (budget)     CSS kB (budget)    route modules');
for (const type of ['shell', ...Object.keys(pageTypes)]) {
  const budget = budgets[type];
  if (!budget) {
    failures.push(`${type}: no budget in bench/budgets.json`);
    continue;
  }
  // A page type without its own route modules loads the shell only.
  const bundle = bundles[type]?.missing ? { ...bundles.shell, routeModules: [] } : bundles[type];
  const overJs = bundle.jsBytes > budget.js * 1000;
  const overCss = bundle.cssBytes > budget.css * 1000;
  console.log(
    `${type.padEnd(11)} ${`${kb(bundle.jsBytes)} (${budget.js})`.padEnd(18)} ${`${kb(bundle.cssBytes)} (${budget.css})`.padEnd(18)} ${bundle.routeModules.length ? bundle.routeModules.join(', ') : '(shell only)'}`,
  );
  if (overJs)
    failures.push(`${type}: JavaScript ${kb(bundle.jsBytes)} kB > budget ${budget.js} kB`);
  if (overCss) failures.push(`${type}: CSS ${kb(bundle.cssBytes)} kB > budget ${budget.css} kB`);
}
if (failures.length) {
  console.error(`\n✗ Over budget (bench/budgets.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✓ Every page type is within its JavaScript and CSS budget');
