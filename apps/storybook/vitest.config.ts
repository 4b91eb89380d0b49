import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '@truffe/vitest-config/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The story tests: every story renders, runs its play function and passes axe in headless Chromium. */
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    globalSetup: ['./scripts/vitestGlobalSetup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
