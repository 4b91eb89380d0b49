import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The multi-process test (issue 19 item 7): two production processes on one PostgreSQL server behind Varnish.
// Its own run (scripts/test-suite.mjs, after the build), not part of the storefront project (whose include
// would not match its files): it needs the production build, TEST_DATABASE_URL and varnishd, and starts real
// processes, one file at a time.
export default defineConfig({
  test: {
    name: 'multi-process',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/multiProcess/**/*.multiprocess.ts'],
    environment: 'node',
    fileParallelism: false,
    restoreMocks: true,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
