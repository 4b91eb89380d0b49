import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Store } from '@truffe/commerce/store';
import { describe, expect, it } from 'vitest';

import { appRoot } from '../server/settings';
import { startServer, type TestServer } from './startServer';

/** Whether the storefront's production build is there (`pnpm build`; `npm test` builds first). */
export const productionBuilt = existsSync(join(appRoot, 'dist/server/entry.mjs'));

/**
 * For a test file that needs the production build, called at its top level: without the build it says why
 * its tests are skipped, and in CI (which always builds first) a test fails. Answers whether the build is
 * there, for `describe.skipIf`.
 */
export function needsProductionBuild(name: string): boolean {
  const inCi = Boolean(process.env.CI);
  if (!productionBuilt && !inCi)
    console.warn(`[${name}] skipped: no production build (pnpm build)`);
  describe(`the ${name} test is runnable here`, () => {
    it.runIf(inCi)('has the production build in CI', () => {
      expect(productionBuilt, 'CI builds before the tests').toBe(true);
    });
  });
  return productionBuilt;
}

/** The production server on the test `store`, every page rendered (no HTML cache). */
export function startProductionServer(store: Store, name: string): Promise<TestServer> {
  return startServer(
    {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      BOTCHECK_PRIVATE_KEY: name.padEnd(64, '0'),
      HTML_CACHE_MB: '0',
    },
    {
      createContext: (locale, request) => store.createContext(locale, request),
      readiness: () => store.ping(),
    },
  );
}
