import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@truffe/vitest-config/chromium';

// Playwright evaluates this file in the runner and in every worker; values that must agree (the sentinel the
// secret scan looks for) go through the environment, which the workers inherit.
process.env.TRUFFE_E2E_SENTINEL ??= `sentinel-${randomBytes(16).toString('hex')}`;
process.env.TRUFFE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'truffe-e2e-'));

const port = Number(process.env.E2E_PORT ?? 3100);
const maintenancePort = port + 1;
const fallbackPort = port + 2;
const platformPort = port + 3;
const switchPort = port + 4;
const sentinel = process.env.TRUFFE_E2E_SENTINEL;

/** The production build (`pnpm build`), started like `pnpm start`, with secrets set to the sentinel. */
function productionServer(serverPort: number, env: Record<string, string> = {}) {
  return {
    // e2e/serve.ts: copies a store seeded once for all servers, then runs server/index.ts.
    command: 'pnpm exec tsx e2e/serve.ts',
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      DATA_DIR: join(process.env.TRUFFE_E2E_DATA_DIR!, String(serverPort)),
      // The `__test/…` routes (forced render failure) in a production build.
      TRUFFE_TEST_ROUTES: '1',
      // The in-process test gateway (decision 0705); production refuses it unless it is asked for.
      PAYMENT_PROVIDER: 'test',
      // /__dev/outbox(.json) in this production build: journeys read the confirmation e-mail (decision 0731).
      DEV_OUTBOX: '1',
      // Secrets the browser must never see (e2e/secrets.spec.ts).
      SESSION_SECRET: sentinel,
      BOTCHECK_PRIVATE_KEY: sentinel,
      ADMIN_TOKEN: sentinel,
      EDITOR_TOKEN: sentinel,
      DATABASE_URL_SECRET_PROBE: sentinel,
      PAYMENT_TEST_GATEWAY_SECRET: sentinel,
      DOWNLOAD_URL_SECRET: sentinel,
      // Social sign-in with the local OpenID provider of e2e/social-sign-in.spec.ts (decision 0756).
      OIDC_TEST_ISSUER: `http://127.0.0.1:${port + 10}`,
      OIDC_TEST_CLIENT_ID: 'truffe-test-client',
      OIDC_TEST_CLIENT_SECRET: 'truffe-test-client-secret-of-enough-length',
      // Journeys may post before the page's JavaScript (no bot-check solution) more than 10 times an hour.
      BOTCHECK_UNSOLVED_PER_HOUR: '1000',
      // Every browser of the run posts from 127.0.0.1: the per-address limits of decision 0890 are a shop's,
      // not a test run's (the per-session order limit stays as configured).
      RATE_LIMIT_ORDERS_PER_ADDRESS: '1000',
      RATE_LIMIT_FORMS_PER_ADDRESS: '1000',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
      // Each server's back office on its own port (decision 0780); e2e/admin.spec.ts uses the first one's.
      ADMIN_PORT: String(serverPort + 20),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    productionServer(port),
    productionServer(maintenancePort, { MAINTENANCE: '1' }),
    productionServer(fallbackPort, { SSR_FALLBACK: '1' }),
    // Platform specs (e2e/platform-*.spec.ts): consent plugins pointed at the test-only plugin scripts.
    productionServer(platformPort, {
      ANALYTICS_MEASUREMENT_ID: 'G-E2E',
      ANALYTICS_SCRIPT_URL: '/__test/plugins/analytics.js',
      REVIEWS_SCRIPT_URL: '/__test/plugins/reviews.js',
      MONITORING_SCRIPT_URL: '/__test/plugins/monitoring.js',
    }),
    // Switched to maintenance and back by e2e/platform-maintenance.spec.ts (admin token: the sentinel).
    productionServer(switchPort),
  ],
});
