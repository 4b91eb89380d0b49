/**
 * The staff's stock command until the back office writes stock (issue 17 item 3):
 *
 *   pnpm --filter @truffe/commerce stock <sku> <quantity> [--lang en]
 *
 * Sets the product's quantity and, in the same transaction, notifies the "notify me" subscribers of a product
 * back in stock (decision 0770: one e-mail each through the outbox, never twice for one return). It opens the
 * store as the storefront server does (DATABASE_URL, else PGlite in DATA_DIR/pglite); stop the storefront first
 * when it runs on PGlite. Exit code 0 done, 1 refused (the reason is printed), 2 bad usage.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { openStore } from '../store/openStore';
import { WishlistError } from './messages';
import { setStockQuantity } from './stockAlerts';

const storefrontDataDir = fileURLToPath(
  new URL('../../../../apps/storefront/.data', import.meta.url),
);

const usage = 'Usage: pnpm --filter @truffe/commerce stock <sku> <quantity> [--lang en]';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { lang: { type: 'string' } },
    allowPositionals: true,
    strict: false,
  });
  const [sku, quantity] = positionals;
  const locale = values.lang === 'en' ? 'en-GB' : 'fr-FR';
  if (!sku || !quantity || !/^\d{1,7}$/.test(quantity) || positionals.length !== 2) {
    console.error(usage);
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
    const notified = await setStockQuantity(store.db, sku, Number(quantity));
    console.log(
      locale === 'en-GB'
        ? `Stock of ${sku}: ${quantity}; ${notified} in-stock alert e-mail(s) queued.`
        : `Stock de ${sku} : ${quantity} ; ${notified} e-mail(s) d’alerte de retour en stock en file.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof WishlistError) {
      console.error(error.messageIn(locale));
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
    console.error('stock failed:', error);
    process.exit(1);
  },
);
