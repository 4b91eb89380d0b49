/**
 * Starts one production server of the end-to-end run (playwright.config.ts `webServer`). Each server needs its
 * own PGlite folder, and seeding one per server at the same time would be most of the run's time on a small
 * machine: every server copies the seeded template of @truffe/commerce/testing (seeded by the first process
 * that needs it, the Vitest run's included, and kept while the code is the same) into its DATA_DIR, with the
 * pictures drawn into the media root, then starts exactly like `pnpm start` (server/index.ts).
 */
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

import { seededPgliteTemplate } from '@truffe/commerce/testing/seededTemplate';

import { appRoot } from '../server/settings';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('e2e/serve.ts needs DATA_DIR');

const template = await seededPgliteTemplate({
  mediaRoot: process.env.MEDIA_ROOT?.trim() || join(appRoot, '.data', 'media'),
});
if (!existsSync(join(dataDir, 'pglite'))) cpSync(template.dataDir, dataDir, { recursive: true });
await import('../server/index');
