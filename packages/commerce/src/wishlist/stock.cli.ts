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
import { parseArgs } from 'node:util';

import { runCommand, withCommandStore } from '../cli/runCommand';
import { WishlistError } from './messages';
import { setStockQuantity } from './stockAlerts';

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
  return withCommandStore(
    async (store) => {
      const notified = await setStockQuantity(store.db, sku, Number(quantity));
      console.log(
        locale === 'en-GB'
          ? `Stock of ${sku}: ${quantity}; ${notified} in-stock alert e-mail(s) queued.`
          : `Stock de ${sku} : ${quantity} ; ${notified} e-mail(s) d’alerte de retour en stock en file.`,
      );
      return 0;
    },
    (error) => (error instanceof WishlistError ? error.messageIn(locale) : null),
  );
}

runCommand('stock', main);
