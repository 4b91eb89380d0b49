/**
 * The production server of `pnpm fuzz` (test/fuzz/runFuzz.ts starts it with tsx): server/index.ts on 127.0.0.1
 * only, on a fresh store seeded in a temporary DATA_DIR, with one route of its own mounted before the shop:
 * `GET /__fuzz/rows`, the row counts of the main tables (test/fuzz/fuzzInputs.ts `rowCountStatement`), so that
 * the fuzz can tell that refused inputs changed nothing. Nothing else differs from a production server.
 */
import { openStore } from '@truffe/commerce/store';
import express from 'express';

import { createApp } from '../../server/app';
import { readServerSettings } from '../../server/settings';
import { rowCountStatement } from './fuzzInputs';

const env = process.env;
const store = await openStore({
  dataDir: readServerSettings(env).dataDir,
  mediaRoot: env.MEDIA_ROOT,
  seedProfile: 'small',
  log: (message) => console.log(`[store] ${message}`),
});
const shop = await createApp({
  createContext: (locale, request) => store.createContext(locale, request),
  readiness: () => store.ping(),
  payments: store.payments,
  orders: store,
});

const app = express();
app.disable('x-powered-by');
app.get('/__fuzz/rows', async (_req, res, next) => {
  try {
    const result = (await store.db.execute(rowCountStatement)) as unknown as {
      rows: Record<string, number>[];
    };
    res.json(result.rows[0]);
  } catch (error) {
    next(error);
  }
});
app.use(shop.app);

const port = Number(env.PORT ?? 3510);
const server = app.listen(port, '127.0.0.1', (error?: Error) => {
  if (error) {
    console.error(`Cannot listen on 127.0.0.1:${port}:`, error.message);
    process.exit(1);
  }
  console.log(`fuzz server at http://127.0.0.1:${port}`);
});

process.on('SIGTERM', () => {
  server.close(() => {
    void shop
      .close()
      .finally(() => store.close())
      .finally(() => process.exit(0));
  });
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
});
