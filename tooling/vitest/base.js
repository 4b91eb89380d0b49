import { defineConfig } from 'vitest/config';

/**
 * The one Vitest base every workspace extends with `mergeConfig`.
 * Tests live beside the code they test (`*.test.ts(x)`).
 */
export const baseConfig = defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default baseConfig;
