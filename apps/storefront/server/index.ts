import { join } from 'node:path';

import { openStore } from '@truffe/commerce/store';

import { createAdminApp, readAdminSettings } from './admin/adminApp';
import { createApp } from './app';
import { keepConnectionsAlive } from './platform/keepAlive';
import { appRoot, readServerSettings } from './settings';

/** Interval of the payment reconciliation after the one at start. */
const reconcileIntervalMs = 5 * 60_000;

/** Entry point: `pnpm dev` (development) and `pnpm start` (NODE_ENV=production). */
async function main() {
  // The store (H4): PGlite in DATA_DIR/pglite or PostgreSQL at DATABASE_URL, migrated, seeded when empty.
  const store = await openStore({
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    dataDir: readServerSettings().dataDir,
    mediaRoot: process.env.MEDIA_ROOT?.trim() || join(appRoot, '.data', 'media'),
  });
  const {
    app,
    settings,
    close: closeApp,
  } = await createApp({
    createContext: (locale, request) => store.createContext(locale, request),
    readiness: () => store.ping(),
    payments: store.payments,
    orders: store,
  });
  // Payments left pending (a lost webhook, an abandoned hosted page) are settled with the provider at start
  // and then every few minutes, so that abandoned payments give their stock back (decision 0731).
  let reconciling = false;
  const reconcileTimer = setInterval(() => {
    if (reconciling) return;
    reconciling = true;
    store
      .reconcilePayments()
      .catch((error: unknown) => console.error('[orders] reconciliation failed', error))
      .finally(() => (reconciling = false));
  }, reconcileIntervalMs);
  reconcileTimer.unref();
  // E-mails whose delivery failed (SMTP down) are sent again later, once each: the outbox claims every message
  // for one sender at a time and keeps it until the SMTP server accepted it (decision 0892).
  const mailRetryMs = Number(process.env.MAIL_RETRY_INTERVAL_MS) || 60_000;
  const mailTimer = setInterval(() => {
    void store.mailer
      .deliverQueued()
      .catch((error: unknown) => console.warn('[email] delivery failed', error));
  }, mailRetryMs);
  mailTimer.unref();
  const close = () => {
    clearInterval(reconcileTimer);
    clearInterval(mailTimer);
    return closeApp().finally(() => store.close());
  };
  const server = app.listen(settings.port, settings.host, (error?: Error) => {
    if (error) {
      console.error(`Cannot listen on ${settings.host}:${settings.port}:`, error.message);
      process.exit(1);
    }
    console.log(
      `Storefront (${settings.mode}) at http://localhost:${settings.port}${settings.baseUrl}`,
    );
  });
  keepConnectionsAlive(server);

  // The back office (decision 0780): same process and store (an embedded PGlite has one process), its own
  // port and origin, so that shop and admin never share a cookie.
  const adminSettings = readAdminSettings(process.env, settings.testRoutes);
  const adminServer = createAdminApp({
    store,
    settings: adminSettings,
    helpdeskAttachmentsDir: join(settings.dataDir, 'helpdesk-attachments'),
    editorToken: process.env.EDITOR_TOKEN?.trim() || undefined,
  }).listen(adminSettings.port, adminSettings.host, (error?: Error) => {
    if (error) {
      console.error(`Cannot listen on ${adminSettings.host}:${adminSettings.port}:`, error.message);
      process.exit(1);
    }
    console.log(`Back office at ${adminSettings.publicUrl}`);
  });
  keepConnectionsAlive(adminServer);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing`);
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
    adminServer.close();
    server.closeIdleConnections();
    adminServer.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('The storefront failed to start', error);
  process.exit(1);
});
