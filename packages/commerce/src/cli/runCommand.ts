/**
 * What the staff's command-line tools share (`approve-pro`, `stock`, `create-staff`, `order`): they open the
 * store as the storefront server does (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite, default
 * apps/storefront/.data: stop the storefront first when it runs on PGlite, an embedded database has one
 * process), turn a refusal of the domain into its message and exit code 1, and always close the store.
 * Exit codes: 0 done, 1 refused or failed, 2 bad usage.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { openStore, type Store } from '../store/openStore';

const storefrontDataDir = fileURLToPath(
  new URL('../../../../apps/storefront/.data', import.meta.url),
);

/** The store of the running shop's configuration, without seeding or reconciling it. */
export function openCommandStore(): Promise<Store> {
  return openStore({
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(process.env.DATA_DIR?.trim() || storefrontDataDir),
    seedIfEmpty: false,
    reconcile: false,
    // A command does not search: no background read of every product name (decision 0897).
    searchLexicon: 'lazy',
    log: () => undefined,
  });
}

/**
 * Runs `work` on the command's store: its exit code, or 1 with the message `refusal` gives for a domain error
 * (null: not a refusal, thrown on). The store is closed in every case.
 */
export async function withCommandStore(
  work: (store: Store) => Promise<number>,
  refusal: (error: unknown) => string | null,
): Promise<number> {
  const store = await openCommandStore();
  try {
    return await work(store);
  } catch (error) {
    const message = refusal(error);
    if (message === null) throw error;
    console.error(message);
    return 1;
  } finally {
    await store.close();
  }
}

/** Runs a command's `main` on the process arguments and exits with its code (1 on an unexpected failure). */
export function runCommand(name: string, main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed:`, error);
      process.exit(1);
    },
  );
}
