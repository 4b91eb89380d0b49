import { baseConfig } from '@truffe/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';

// Pure logic and the server over real HTTP run in Node; component tests opt into happy-dom with a
// `@vitest-environment happy-dom` docblock. Test servers read a copy of one store seeded per run
// (test/globalSetup.ts).
export default mergeConfig(
  baseConfig,
  defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: 'storefront',
      environment: 'node',
      globalSetup: ['./test/globalSetup.ts'],
    },
  }),
);
