import { baseConfig } from '@truffe/vitest-config';
import { defineProject, mergeConfig } from 'vitest/config';

export default mergeConfig(
  baseConfig,
  defineProject({ test: { name: 'graphql', environment: 'node' } }),
);
