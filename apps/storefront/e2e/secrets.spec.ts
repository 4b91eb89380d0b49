import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { publicSettingSources } from '../src/publicConfig';
import { appURL, maintenanceURL } from './servers';

const sentinel = process.env.TRUFFE_E2E_SENTINEL!;
const clientDir = join(import.meta.dirname, '..', 'dist', 'client');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Server-only modules: an import of them, or their path, must never appear in what the browser loads. */
const serverModules = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'sharp',
  'express',
  'graphql-yoga',
  '@truffe/commerce',
  'vike/server',
  'node:fs',
  'node:crypto',
  'node:child_process',
  'fs',
  'child_process',
];
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const importOfServerModule = new RegExp(
  `(?:from|import|require)\\s*\\(?\\s*["'](?:${serverModules.map(escape).join('|')})(?:/[^"']*)?["']`,
);
const pathOfServerCode = new RegExp(
  `node_modules/(?:${serverModules
    .filter((name) => !name.startsWith('node:'))
    .map(escape)
    .join('|')})/|packages/commerce/|apps/storefront/server/`,
);
/** Strings that only exist in server code (yoga's landing page, PGlite, our server). */
const serverOnlyStrings = [
  'GraphQL Yoga',
  'PGlite',
  'X-Truffe-Version',
  'Cannot listen on',
  sentinel,
];

test('the built client assets hold no server code and no secret', () => {
  const files = filesUnder(clientDir).filter((file) => /\.(js|mjs|css|html|json|map)$/.test(file));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const content = readFileSync(file, 'utf8');
    expect(content, file).not.toMatch(importOfServerModule);
    expect(content, file).not.toMatch(pathOfServerCode);
    for (const text of serverOnlyStrings) expect(content, `${file}: ${text}`).not.toContain(text);
  }
});

test('served pages hold no secret and only the allow-listed public settings', async ({
  request,
}) => {
  const pages = [
    `${appURL}/`,
    `${appURL}/en/`,
    `${appURL}/nothing-here`,
    `${appURL}/en/__test/render-failure`,
    `${appURL}/offline.html`,
    `${maintenanceURL}/`,
  ];
  for (const url of pages) {
    const response = await request.get(url);
    const html = await response.text();
    expect(html, url).not.toContain(sentinel);
    for (const name of ['SESSION_SECRET', 'BOTCHECK_PRIVATE_KEY', 'ADMIN_TOKEN', 'DATABASE_URL']) {
      expect(html, url).not.toContain(name);
    }
    const json =
      /<script id="vike_pageContext" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(
        html,
      )?.[1];
    expect(json, url).toBeDefined();
    const serialized = JSON.parse(json!) as { pageConfig: { settings: Record<string, unknown> } };
    expect(Object.keys(serialized.pageConfig.settings).sort()).toEqual(
      Object.keys(publicSettingSources).sort(),
    );
  }
});

test('an internal loader error is logged, not shown: the page says only that an error occured', async ({
  page,
}) => {
  const response = await page.goto('/en/__test/loader-failure');
  expect(response?.status()).toBe(500);
  expect(await response?.text()).not.toContain('internal_table');
  await expect(page.getByRole('heading', { name: 'An error occured.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Something went wrong on our side. Please try again in a moment.',
  );
});

test('the French error page says everything in French', async ({ page }) => {
  const response = await page.goto('/__test/loader-failure');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  );
});
