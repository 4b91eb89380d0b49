import { baseConfig } from '@truffe/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject, mergeConfig } from 'vitest/config';

export default mergeConfig(
  baseConfig,
  defineProject({
    plugins: [vanillaExtractPlugin()],
    test: {
      name: 'ui',
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
