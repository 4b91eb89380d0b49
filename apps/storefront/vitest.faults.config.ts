import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The fault-injection suite (issue 19 item 6, decision 0892): production processes on a PostgreSQL database of
// its own, with the database cut by a TCP proxy, the payment gateway failing, a process SIGKILLed, SMTP down
// and the media cache unwritable. Its own run (scripts/test-suite.mjs, after the build), like the
// multi-process test: it needs the production build and TEST_DATABASE_URL, and starts real processes, one
// file at a time.
export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/faults/**/*.fault.ts'],
    environment: 'node',
    fileParallelism: false,
    restoreMocks: true,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
