/**
 * The run's seeded store (Vitest `globalSetup`): the `small` catalogue, the content pages and the site settings,
 * seeded once for every project of the run (and kept for the next run with the same code) by
 * @truffe/commerce/testing. Every test file copies it (test/testStore.ts) instead of seeding its own, like
 * e2e/serve.ts does for the production servers.
 */
import { provideSeededStore } from '@truffe/commerce/testing/globalSetup';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  // Always embedded PGlite, even when DATABASE_URL names a server: the storefront tests exercise the pages
  // and the server; the commerce tests run the same store against both engines.
  return provideSeededStore(project);
}
