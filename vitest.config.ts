import { defineConfig } from 'vitest/config';

// One run for every workspace: each package's own vitest.config.ts is a project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
