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
import { runCommand, withCommandStore } from '../cli/runCommand';
import { approvePro } from './approvePro';
import { customerDepsOf } from './context';
import { CustomerError } from './messages';

async function main(argv: string[]): Promise<number> {
  const email = argv[0];
  if (!email || argv.length !== 1) {
    console.error('Usage: pnpm --filter @truffe/commerce approve-pro <email>');
    return 2;
  }
  return withCommandStore(
    async (store) => {
      const customer = await approvePro(customerDepsOf(store), email);
      await store.mailer.deliverQueued();
      console.log(
        `Approved: ${customer.email} (${customer.proDetails?.company ?? ''}) is now in the professional group.`,
      );
      return 0;
    },
    (error) => (error instanceof CustomerError ? error.message : null),
  );
}

runCommand('approve-pro', main);
