// https://storybook.js.org/docs/api/main-config/main-config
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

// Filled by scripts/generateMedia.ts (run before `storybook dev`, `storybook build` and the story tests).
const staticMedia = join(
  dirname(fileURLToPath(import.meta.url)),
  '../node_modules/.cache/truffe-media/static',
);
mkdirSync(staticMedia, { recursive: true });

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [{ from: staticMedia, to: '/media-static' }],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        // Under pnpm the CommonJS/ESM deps of source-only workspace packages must be named through their
        // importer, or the first (cold cache) run re-optimizes mid-test and fails.
        include: [
          '@truffe/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@truffe/ui > @vanilla-extract/css/adapter',
          'react-router',
          'react-dom',
        ],
      },
    }),
};

export default config;
