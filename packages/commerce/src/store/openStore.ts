import { join } from 'node:path';

import { readShopConfig, type ShopConfig, siteLocales } from '../config';
import type { Database } from '../db/database';
import type { Notifications } from '../db/notifications';
import { openDatabase } from '../db/openDatabase';
import { createMailer, type Mailer } from '../email/mailer';
import {
  type ReconcileOptions,
  type ReconcileReport,
  reconcilePayments,
} from '../orders/reconcile';
import { createPaymentProviders } from '../payments/createPaymentProviders';
import { paymentConfigFromEnv } from '../payments/paymentConfig';
import type { PaymentConfig, PaymentProviderRegistry } from '../payments/types';
import { warmSearchLexicon } from '../listing/searchLexicon';
import { seedIfEmpty } from '../seed/seedIfEmpty';
import type { SeedProfile } from '../seed/profiles';
import { createRequestContext, type CommerceContext } from './requestContext';

export interface OpenStoreOptions {
  /** PostgreSQL server URL; without it the store runs on embedded PGlite. */
  databaseUrl?: string;
  /** Data folder of the storefront: PGlite lives in `<dataDir>/pglite`. Without it (and without a URL) PGlite runs in memory. */
  dataDir?: string;
  /** Media root where seeded pictures are drawn; no pictures without it. */
  mediaRoot?: string;
  /** Catalogue loaded by `seedIfEmpty`. @defaultValue 'small' */
  seedProfile?: SeedProfile;
  /** Seed when the database has no product. @defaultValue true */
  seedIfEmpty?: boolean;
  /** `statement_timeout` of server connections. @defaultValue 10000 */
  statementTimeoutMs?: number;
  /** Connections of the PostgreSQL server pool. @defaultValue 10 */
  poolSize?: number;
  /** Shop configuration. @defaultValue readShopConfig() */
  config?: ShopConfig;
  /** Start an in-memory PGlite from a seeded data-folder dump (tests share one seeded copy). */
  pgliteSnapshot?: Blob;
  /** Start-up messages. @defaultValue console.info */
  log?: (message: string) => void;
  /** Payment providers. @defaultValue paymentConfigFromEnv(process.env): the test gateway outside production */
  payments?: PaymentConfig;
  /** SMTP server of outgoing e-mail; without it messages stay in `email_outbox`. @defaultValue env SMTP_URL */
  smtpUrl?: string;
  /** Payment reconciliation at start (decision 0731); `false` skips it. @defaultValue {} */
  reconcile?: ReconcileOptions | false;
  /**
   * The search's typo lexicon (decision 0897): read in the `background` after start (no request waits for it;
   * a search before it is ready goes uncorrected), `await`ed before `openStore` resolves (tests that expect
   * corrections at once), or left to the first search that needs it (`lazy`). @defaultValue 'background'
   */
  searchLexicon?: 'background' | 'await' | 'lazy';
}

/** The store behind the GraphQL API: one per process. */
export interface Store {
  db: Database;
  engine: 'pglite' | 'postgres';
  config: ShopConfig;
  /** Payment providers (`truffe_card`, `paypal`): the test gateway or Stripe (decision 0705). */
  payments: PaymentProviderRegistry;
  /** Outgoing e-mail: SMTP with `SMTP_URL`, else the `email_outbox` table only. */
  mailer: Mailer;
  /** LISTEN/NOTIFY shared by every process of the database: purges, maintenance (decision 0890). */
  notifications: Notifications;
  /** Settles pending payments and orphan charges with the providers (also run at start). */
  reconcilePayments(options?: ReconcileOptions): Promise<ReconcileReport>;
  /** The per-request part of the GraphQL context. */
  createContext(
    locale: string,
    request?: Request,
    options?: { customerGroupId?: number },
  ): CommerceContext;
  /** Resolves when the database answers. */
  ping(): Promise<void>;
  /** Closes the pool or the embedded database; safe to call twice. */
  close(): Promise<void>;
  /** SQL statements sent since start (tests and benchmarks). */
  queryCount(): number;
}

/** Opens the database, applies the migrations and seeds an empty catalogue (CONTRACTS.md). */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const log = options.log ?? ((message: string) => console.info(`[commerce] ${message}`));
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir:
      options.databaseUrl || !options.dataDir ? undefined : join(options.dataDir, 'pglite'),
    statementTimeoutMs: options.statementTimeoutMs,
    poolSize: options.poolSize,
    pgliteSnapshot: options.pgliteSnapshot,
  });
  let pictures: Promise<void> = Promise.resolve();
  try {
    await database.migrate(async () => {
      if (options.seedIfEmpty === false) return;
      const result = await seedIfEmpty(database.db, {
        profile: options.seedProfile ?? 'small',
        mediaRoot: options.mediaRoot,
        log,
      });
      // Pictures are drawn while the store already serves.
      pictures = result.pictures;
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const config = options.config ?? readShopConfig();
  let payments: PaymentProviderRegistry;
  try {
    payments = createPaymentProviders(
      options.payments ??
        paymentConfigFromEnv(process.env, { dataDir: options.dataDir, publicUrl: config.url }),
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  // The test gateway's charges are shared by every process of the database (decision 0890).
  try {
    await payments.testGateway?.share({
      db: database.db,
      notifications: database.notifications,
    });
  } catch (error) {
    await payments.close();
    await database.close();
    throw error;
  }
  const mailer = createMailer({
    db: database.db,
    smtpUrl: options.smtpUrl ?? process.env.SMTP_URL,
    from: process.env.MAIL_FROM?.trim() || undefined,
  });
  const store: Store = {
    db: database.db,
    engine: database.engine,
    config,
    payments,
    mailer,
    notifications: database.notifications,
    reconcilePayments: (reconcileOptions) =>
      reconcilePayments({ db: database.db, config, payments, mailer }, reconcileOptions),
    createContext: (locale, request, contextOptions) =>
      createRequestContext(store, locale, request, contextOptions?.customerGroupId),
    ping: () => database.ping(),
    close: () =>
      pictures
        .then(() => payments.close())
        .then(() => mailer.close())
        .then(() => database.close()),
    queryCount: () => database.queryCount(),
  };
  // The typo lexicon reads every product name (seconds at the large profile): off the request path.
  const lexicon = options.searchLexicon ?? 'background';
  if (lexicon !== 'lazy') {
    const warming = warmSearchLexicon(database.db, siteLocales);
    if (lexicon === 'await') await warming;
  }
  // A crash or a lost webhook may have left paid orders pending or charges without an order (decision 0731).
  if (options.reconcile !== false) {
    const report = await store
      .reconcilePayments(options.reconcile ?? {})
      .catch((error: unknown) => log(`payment reconciliation failed: ${String(error)}`));
    if (report && report.checked > 0) log(`payment reconciliation: ${JSON.stringify(report)}`);
  }
  return store;
}

/** Database time of a unit of work, for `Server-Timing: db` (src/db/databaseTiming.ts). */
export {
  currentDatabaseTiming,
  type DatabaseTiming,
  measureDatabase,
  runWithDatabaseTiming,
} from '../db/databaseTiming';
