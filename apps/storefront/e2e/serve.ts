/**
 * Starts one production server of the end-to-end run (playwright.config.ts `webServer`). Each server needs its
 * own PGlite folder, and seeding one per server at the same time is most of the run's time on a small machine:
 * the first server to get here seeds a template folder once, every server copies it into its DATA_DIR, then
 * starts exactly like `pnpm start` (server/index.ts).
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { openStore } from '@truffe/commerce/store';

import { appRoot } from '../server/settings';

const root = process.env.TRUFFE_E2E_DATA_DIR;
const dataDir = process.env.DATA_DIR;
if (!root || !dataDir) throw new Error('e2e/serve.ts needs TRUFFE_E2E_DATA_DIR and DATA_DIR');

const template = join(root, 'template');
const ready = join(root, 'template.ready');
const failed = join(root, 'template.failed');

async function seedTemplateOnce(): Promise<void> {
  if (existsSync(ready)) return;
  let owner = false;
  try {
    mkdirSync(join(root!, 'template.lock'));
    owner = true;
  } catch {
    // Another server is seeding: wait for it below.
  }
  if (owner) {
    try {
      const store = await openStore({
        dataDir: template,
        mediaRoot: process.env.MEDIA_ROOT?.trim() || join(appRoot, '.data', 'media'),
      });
      await store.close();
      writeFileSync(ready, '');
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
    return;
  }
  while (!existsSync(ready)) {
    if (existsSync(failed))
      throw new Error('Seeding the e2e template store failed (see the first server)');
    await sleep(250);
  }
}

await seedTemplateOnce();
if (!existsSync(join(dataDir, 'pglite'))) cpSync(template, dataDir, { recursive: true });
await import('../server/index');
