// `pnpm --filter @truffe/commerce seed [--profile small|medium|large]`: (re)loads the demo catalogue into the
// storefront's database (DATABASE_URL, else PGlite in DATA_DIR/pglite) and draws its pictures in MEDIA_ROOT.
// `large` (Magento's large profile, decision 0894) needs DATABASE_URL: PGlite refuses it.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { openDatabase } from '../src/db/openDatabase';
import { isSeedProfile } from '../src/seed/profiles';
import { resetCatalog } from '../src/seed/resetCatalog';
import { seedIfEmpty } from '../src/seed/seedIfEmpty';

const { values } = parseArgs({ options: { profile: { type: 'string', default: 'small' } } });
const profile = values.profile ?? 'small';
if (!isSeedProfile(profile)) {
  console.error(`Unknown profile "${profile}": use small, medium or large.`);
  process.exit(2);
}

if (profile === 'large' && !process.env.DATABASE_URL) {
  console.error('The large profile needs a PostgreSQL server: set DATABASE_URL.');
  process.exit(2);
}

const dataDir =
  process.env.DATA_DIR ?? fileURLToPath(new URL('../../../apps/storefront/.data', import.meta.url));
const mediaRoot = process.env.MEDIA_ROOT ?? join(dataDir, 'media');
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
  statementTimeoutMs: 600_000,
});
try {
  await database.migrate(async () => {
    await resetCatalog(database.db);
    const result = await seedIfEmpty(database.db, {
      profile,
      mediaRoot,
      log: (message) => console.info(message),
    });
    await result.pictures;
  });
  console.info(
    `Database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : join(dataDir, 'pglite')}; media: ${mediaRoot}`,
  );
} finally {
  await database.close();
}
