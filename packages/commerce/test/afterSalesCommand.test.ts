/**
 * The staff's command (`pnpm --filter @truffe/commerce order …`, src/afterSales/order.cli.ts) run as its own
 * process on the same data as the test's store — PGlite on disk (the store closed meanwhile: an embedded
 * database has one process) or the PostgreSQL database of DATABASE_URL: show, invoice, ship, its refusals with
 * exit code 1 in the chosen language, and bad usage with exit code 2 before anything is opened.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import { orderableProducts, orderLines, placePaidOrder } from './afterSalesFixtures';
import { openOrdersRig, type OrdersRig } from './ordersFixtures';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

let rig: OrdersRig;
let order: { id: number; number: string; grandTotal: number };
let lineIds: number[];

beforeAll(async () => {
  rig = await openOrdersRig({ persistent: true });
  const products = await orderableProducts(rig, 2, 12);
  order = await placePaidOrder(rig, [
    { sku: products[0]!.sku, quantity: 2 },
    { sku: products[1]!.sku, quantity: 1 },
  ]);
  lineIds = (await orderLines(rig, order.id)).map((line) => line.id);
  // The command opens the data itself.
  await rig.store.close();
});
afterAll(() => rig?.close());

/** Runs the command with tsx as the package script does, on the rig's data. */
function command(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/afterSales/order.cli.ts', ...args],
      {
        cwd: packageRoot,
        env: {
          ...process.env,
          DATA_DIR: rig.dataDir,
          DATABASE_URL: rig.databaseUrl ?? '',
          PAYMENT_PROVIDER: 'test',
          SMTP_URL: '',
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('order command', () => {
  it('refuses bad usage with exit code 2 and the usage text', async () => {
    for (const args of [
      ['explode', 'TR-000001'],
      ['ship', order.number],
      ['refund', order.number, '--to', 'cash'],
      ['return-refuse', 'R-000001'],
    ]) {
      const run = await command(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage: pnpm --filter @truffe/commerce order');
    }
  }, 240_000);

  it('shows, invoices in part, ships, and says a refusal in the chosen language', async () => {
    const shown = await command('show', order.number);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`${order.number} — En cours de traitement`);
    expect(shown.stdout).toContain(`${lineIds[0]} | `);

    const invoiced = await command('invoice', order.number, '--line', `${lineIds[0]}:1`);
    expect(invoiced.stderr).toBe('');
    expect(invoiced.stdout).toMatch(/^Facture F\d{4}-\d{6} émise pour TR-\d{6} : /);

    const tooMany = await command(
      'invoice',
      order.number,
      '--line',
      `${lineIds[0]}:5`,
      '--lang',
      'en',
    );
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr.trim()).toBe(
      `Line ${lineIds[0]}: 5 asked for, but only 1 left to invoice (ordered less invoiced).`,
    );

    const shipped = await command(
      'ship',
      order.number,
      '--carrier',
      'colissimo',
      '--tracking',
      '6A12345678901',
      '--lang',
      'en',
    );
    expect(shipped.stderr).toBe('');
    expect(shipped.stdout).toContain(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );

    const canceled = await command('cancel', order.number);
    expect(canceled.code).toBe(1);
    expect(canceled.stderr).toContain('a déjà été expédiée');

    await rig.reopen();
    const rows = await selectRows<{ invoices: number; shipments: number; emails: number }>(
      rig.store.db,
      sql`SELECT (SELECT count(*)::int FROM invoice WHERE order_id = ${order.id}) AS invoices,
          (SELECT count(*)::int FROM shipment WHERE order_id = ${order.id}) AS shipments,
          (SELECT count(*)::int FROM email_outbox WHERE dedupe_key LIKE 'shipment:%') AS emails`,
    );
    expect(rows[0]).toEqual({ invoices: 1, shipments: 1, emails: 1 });
    await rig.store.close();
  }, 600_000);

  it('refunds a line to the payment once per key, and says what it gave back', async () => {
    const args = ['refund', order.number, '--line', `${lineIds[1]}:1`, '--key', 'command-refund-1'];
    const refunded = await command(...args, '--lang', 'en');
    expect(refunded.stderr).toBe('');
    expect(refunded.stdout).toMatch(
      /^Credit memo A\d{4}-\d{6} of TR-\d{6}: .+ to the payment, refunded\.$/m,
    );
    const again = await command(...args);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('déjà émis : rien de nouveau');
    const tooMany = await command(
      'refund',
      order.number,
      '--line',
      `${lineIds[1]}:1`,
      '--key',
      'x',
    );
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toContain('il ne reste que 0 à rembourser');

    await rig.reopen();
    const [memos] = await selectRows<{ memos: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS memos FROM credit_memo WHERE order_id = ${order.id}`,
    );
    expect(memos).toEqual({ memos: 1 });
    await rig.store.close();
  }, 600_000);
});
