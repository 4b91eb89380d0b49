import { baseConfig } from '@truffe/vitest-config';
import { defineProject, mergeConfig } from 'vitest/config';

export default mergeConfig(
  baseConfig,
  defineProject({
    test: { name: 'commerce', environment: 'node', globalSetup: ['./test/globalSetup.ts'] },
  }),
);
