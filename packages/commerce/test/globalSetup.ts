/**
 * The run's seeded `small` store (src/testing/globalSetup.ts, shared with the storefront's tests): PGlite, or a
 * template database on the PostgreSQL server named by DATABASE_URL, cloned per test file (test/harness.ts).
 */
import type { TestProject } from 'vitest/node';

import { provideSeededStore } from '../src/testing/globalSetup';

export default function setup(project: TestProject) {
  return provideSeededStore(project, { databaseUrl: process.env.DATABASE_URL });
}
