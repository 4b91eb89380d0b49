/**
 * Approves a pending professional account until the back office exists (issue 15 item 3):
 *
 *   pnpm --filter @truffe/commerce approve-pro <email>
 *
 * It opens the store as the storefront server does (apps/storefront/server/index.ts): PostgreSQL at
 * DATABASE_URL, else PGlite in DATA_DIR/pglite (default: apps/storefront/.data). Stop the storefront first when
 * it runs on PGlite: an embedded database has one process. The approval e-mail is queued in `email_outbox` and
 * sent with SMTP_URL.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

import { openStore } from '../store/openStore';
import { approvePro } from './approvePro';
import { customerDepsOf } from './context';
import { CustomerError } from './messages';

const storefrontDataDir = fileURLToPath(
  new URL('../../../../apps/storefront/.data', import.meta.url),
);

async function main(argv: string[]): Promise<number> {
  const email = argv[0];
  if (!email || argv.length !== 1) {
    console.error('Usage: pnpm --filter @truffe/commerce approve-pro <email>');
    return 2;
  }
  const store = await openStore({
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(process.env.DATA_DIR?.trim() || storefrontDataDir),
    seedIfEmpty: false,
    reconcile: false,
    log: () => undefined,
  });
  try {
    const customer = await approvePro(customerDepsOf(store), email);
    await store.mailer.deliverQueued();
    console.log(
      `Approved: ${customer.email} (${customer.proDetails?.company ?? ''}) is now in the professional group.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CustomerError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('approve-pro failed:', error);
    process.exit(1);
  },
);
