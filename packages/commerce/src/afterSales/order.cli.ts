/**
 * The staff's order operations until the back office exists (issue 16 item 2):
 *
 *   pnpm --filter @truffe/commerce order show <orderNumber>
 *   pnpm --filter @truffe/commerce order invoice <orderNumber> [--line <lineId>:<qty>]…
 *   pnpm --filter @truffe/commerce order ship <orderNumber> --carrier <code> --tracking <number> [--line <lineId>:<qty>]…
 *   pnpm --filter @truffe/commerce order cancel <orderNumber> [--comment <text>]
 *   pnpm --filter @truffe/commerce order close <orderNumber> [--comment <text>]
 *   pnpm --filter @truffe/commerce order refund <orderNumber> [--line <lineId>:<qty>]… [--shipping]
 *       [--to payment|store_credit] [--key <idempotencyKey>] [--comment <text>]
 *   pnpm --filter @truffe/commerce order return-authorise|return-receive <returnNumber> [--comment <text>]
 *   pnpm --filter @truffe/commerce order return-refuse <returnNumber> --comment <reason>
 *   pnpm --filter @truffe/commerce order return-refund <returnNumber> [--to payment|store_credit] [--shipping]
 *
 * `--lang en` answers in English (French by default). It opens the store as the storefront server does
 * (apps/storefront/server/index.ts): PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite (default:
 * apps/storefront/.data), with the same payment provider settings (PAYMENT_PROVIDER…). Stop the storefront first
 * when it runs on PGlite: an embedded database has one process. E-mails are queued in `email_outbox` and sent
 * with SMTP_URL. Exit code 0 done, 1 refused (the reason is printed), 2 bad usage.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';

import type { SiteLocale } from '../config';
import { selectRows } from '../db/database';
import { formatMoney } from '../email/orderConfirmation';
import { runCommand, withCommandStore } from '../cli/runCommand';
import { type Store } from '../store/openStore';
import { cancelOrder, closeOrder } from './cancelAndClose';
import { carrierCodes } from './carriers';
import { invoiceOrder } from './invoices';
import { AfterSalesError, orderStatusLabel, returnStatusLabel } from './messages';
import { lineProgress, type LineQuantity } from './orderRecord';
import { type RefundDestination, refundOrder } from './refunds';
import { moveReturn, refundReturn } from './returns';
import { shipOrder } from './shipments';

const creditMemoStatusFr: Record<string, string> = {
  refunded: 'remboursé',
  pending: 'en attente du prestataire',
  failed: 'échoué',
};

const usage = `Usage: pnpm --filter @truffe/commerce order <command> <orderNumber|returnNumber> [options]
  show    <orderNumber>                          the order's status and lines (ids, ordered, invoiced, shipped)
  invoice <orderNumber> [--line <id>:<qty>]…     invoice the lines (everything not yet invoiced by default)
  ship    <orderNumber> --carrier <code> --tracking <number> [--line <id>:<qty>]…
                                                 record a parcel and e-mail the customer its tracking link
                                                 (carriers: ${carrierCodes.join(', ')})
  cancel  <orderNumber> [--comment <text>]       cancel before shipping: stock back, payment refunded
  close   <orderNumber> [--comment <text>]       close an order refunded in full
  refund  <orderNumber> [--line <id>:<qty>]… [--shipping] [--to payment|store_credit] [--key <key>]
                                                 a credit memo: lines (everything not yet refunded by default)
                                                 and the shipping charge, to the payment (default) or to store
                                                 credit; the same --key twice refunds once
  return-authorise <returnNumber>                accept a customer's return (R-000001)
  return-receive   <returnNumber>                the returned items arrived
  return-refuse    <returnNumber> --comment <reason>
  return-refund    <returnNumber> [--to payment|store_credit] [--shipping]
                                                 refund or credit the return's lines (once)
Options: --lang fr|en (messages, default fr)`;

class UsageError extends Error {}

const commands = [
  'show',
  'invoice',
  'ship',
  'cancel',
  'close',
  'refund',
  'return-authorise',
  'return-receive',
  'return-refuse',
  'return-refund',
];

/** `12:3` → line 12, quantity 3. */
function parseLine(value: string): LineQuantity {
  const match = /^(\d+):(\d+)$/.exec(value.trim());
  if (!match) throw new UsageError(`--line expects <orderLineId>:<qty>, got "${value}"`);
  return { orderLineId: Number(match[1]), qty: Number(match[2]) };
}

async function show(store: Store, orderNumber: string, locale: SiteLocale): Promise<void> {
  const [order] = await selectRows<{
    id: number;
    status: string;
    grandTotal: number;
    email: string;
  }>(
    store.db,
    sql`SELECT id, status, grand_total AS "grandTotal", email FROM sales_order WHERE number = ${orderNumber}`,
  );
  if (!order) throw new AfterSalesError('orderNotFound', { orderNumber }, locale);
  console.log(
    `${orderNumber} — ${orderStatusLabel(locale, order.status)} — ${formatMoney(order.grandTotal, locale)} — ${order.email}`,
  );
  console.log('line id | sku | ordered | invoiced | shipped | name');
  for (const line of await lineProgress(store.db, order.id))
    console.log(
      `${line.id} | ${line.sku} | ${line.qty} | ${line.invoiced} | ${line.shipped} | ${line.name}`,
    );
}

interface Invocation {
  command: string;
  orderNumber: string;
  locale: SiteLocale;
  lines: LineQuantity[] | undefined;
  carrier: string | undefined;
  tracking: string | undefined;
  comment: string | undefined;
  shipping: boolean;
  to: RefundDestination | undefined;
  key: string | undefined;
}

/** The command line, checked before the store is opened. */
function parseInvocation(argv: string[]): Invocation {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      line: { type: 'string', multiple: true },
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      comment: { type: 'string' },
      lang: { type: 'string' },
      shipping: { type: 'boolean' },
      to: { type: 'string' },
      key: { type: 'string' },
    },
  });
  const [command, orderNumber, ...rest] = positionals;
  if (!command || !orderNumber || rest.length > 0)
    throw new UsageError('missing or extra arguments');
  if (!commands.includes(command)) throw new UsageError(`unknown command "${command}"`);
  if (values.lang !== undefined && values.lang !== 'fr' && values.lang !== 'en')
    throw new UsageError('--lang is fr or en');
  const lines = values.line?.map(parseLine);
  if (lines && !['invoice', 'ship', 'refund'].includes(command))
    throw new UsageError(`${command} takes no --line`);
  if (command === 'ship' && (!values.carrier || !values.tracking))
    throw new UsageError('ship needs --carrier and --tracking');
  if (values.to !== undefined && values.to !== 'payment' && values.to !== 'store_credit')
    throw new UsageError('--to is payment or store_credit');
  if (command === 'return-refuse' && !values.comment)
    throw new UsageError('return-refuse needs --comment <reason>');
  return {
    command,
    orderNumber,
    shipping: values.shipping === true,
    to: values.to as RefundDestination | undefined,
    key: values.key,
    locale: values.lang === 'en' ? 'en-GB' : 'fr-FR',
    lines,
    carrier: values.carrier,
    tracking: values.tracking,
    comment: values.comment,
  };
}

/** Runs the command; answers what to print. */
async function run(store: Store, invocation: Invocation): Promise<string> {
  const { command, orderNumber, locale, lines } = invocation;
  const source = { source: 'command', comment: invocation.comment };
  const money = (cents: number) => formatMoney(cents, locale);
  const en = locale === 'en-GB';
  switch (command) {
    case 'show':
      await show(store, orderNumber, locale);
      return '';
    case 'invoice': {
      const invoice = await invoiceOrder(store, orderNumber, { lines });
      return en
        ? `Invoice ${invoice.number} issued for ${invoice.orderNumber}: ${money(invoice.grandTotal)} incl. VAT (order ${orderStatusLabel(locale, invoice.orderStatus)}).`
        : `Facture ${invoice.number} émise pour ${invoice.orderNumber} : ${money(invoice.grandTotal)} TTC (commande ${orderStatusLabel(locale, invoice.orderStatus)}).`;
    }
    case 'ship': {
      const shipment = await shipOrder(store, orderNumber, {
        carrier: invocation.carrier ?? '',
        trackingNumber: invocation.tracking ?? '',
        lines,
      });
      return en
        ? `Shipment ${shipment.id} of ${shipment.orderNumber} recorded (${shipment.carrier} ${shipment.trackingNumber}, ${shipment.trackingUrl ?? 'no tracking page'}); the customer's e-mail is queued (order ${orderStatusLabel(locale, shipment.orderStatus)}).`
        : `Expédition ${shipment.id} de ${shipment.orderNumber} enregistrée (${shipment.carrier} ${shipment.trackingNumber}, ${shipment.trackingUrl ?? 'pas de page de suivi'}) ; l’e-mail au client est en file d’envoi (commande ${orderStatusLabel(locale, shipment.orderStatus)}).`;
    }
    case 'cancel': {
      const canceled = await cancelOrder(store, orderNumber, source);
      const refund = {
        'not-paid': en ? 'nothing to refund' : 'rien à rembourser',
        refunded: en ? 'payment refunded' : 'paiement remboursé',
        pending: en
          ? 'refund not confirmed by the provider: reconciliation will retry it'
          : 'remboursement non confirmé par le prestataire : la réconciliation le relancera',
      }[canceled.refund];
      const credit =
        canceled.storeCreditReturned > 0
          ? en
            ? `, ${money(canceled.storeCreditReturned)} of store credit given back`
            : `, ${money(canceled.storeCreditReturned)} d’avoir client rendus`
          : '';
      const invoices = canceled.creditMemoNumber
        ? en
          ? ` Credit memo ${canceled.creditMemoNumber} cancels ${canceled.invoicesToCredit.join(', ')}.`
          : ` L’avoir ${canceled.creditMemoNumber} annule ${canceled.invoicesToCredit.join(', ')}.`
        : '';
      return en
        ? `Order ${canceled.orderNumber} canceled: stock given back, ${refund}${credit}.${invoices}`
        : `Commande ${canceled.orderNumber} annulée : stock rendu, ${refund}${credit}.${invoices}`;
    }
    case 'close': {
      const closed = await closeOrder(store, orderNumber, source);
      return en
        ? `Order ${closed.orderNumber} closed (${money(closed.refunded)} refunded).`
        : `Commande ${closed.orderNumber} clôturée (${money(closed.refunded)} remboursés).`;
    }
    case 'refund':
    case 'return-refund': {
      const memo =
        command === 'refund'
          ? await refundOrder(store, orderNumber, {
              lines,
              shipping: invocation.shipping,
              to: invocation.to ?? 'payment',
              idempotencyKey: invocation.key ?? randomUUID(),
              ...source,
            })
          : await refundReturn(store, orderNumber, {
              to: invocation.to,
              shipping: invocation.shipping,
              ...source,
            });
      const parts = [
        memo.toPayment > 0
          ? en
            ? `${money(memo.toPayment)} to the payment`
            : `${money(memo.toPayment)} sur le paiement`
          : null,
        memo.toStoreCredit > 0
          ? en
            ? `${money(memo.toStoreCredit)} as store credit`
            : `${money(memo.toStoreCredit)} en avoir client`
          : null,
      ]
        .filter(Boolean)
        .join(en ? ' and ' : ' et ');
      const replay = memo.replayed
        ? en
          ? ' (already made: nothing new)'
          : ' (déjà émis : rien de nouveau)'
        : '';
      return en
        ? `Credit memo ${memo.number} of ${memo.orderNumber}: ${parts}, ${memo.status}${replay}.`
        : `Avoir ${memo.number} de ${memo.orderNumber} : ${parts}, ${creditMemoStatusFr[memo.status] ?? memo.status}${replay}.`;
    }
    case 'return-authorise':
    case 'return-receive':
    case 'return-refuse': {
      const to =
        ({ 'return-authorise': 'authorised', 'return-receive': 'received' } as const)[
          command as 'return-authorise' | 'return-receive'
        ] ?? 'refused';
      const moved = await moveReturn(store, orderNumber, to, source);
      return en
        ? `Return ${moved.number} of ${moved.orderNumber}: ${returnStatusLabel(locale, moved.status)}; the customer's e-mail is queued.`
        : `Retour ${moved.number} de ${moved.orderNumber} : ${returnStatusLabel(locale, moved.status)} ; l’e-mail au client est en file d’envoi.`;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

async function main(argv: string[]): Promise<number> {
  let invocation: Invocation;
  try {
    invocation = parseInvocation(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  return withCommandStore(
    async (store) => {
      const message = await run(store, invocation);
      if (message) console.log(message);
      return 0;
    },
    (error) => (error instanceof AfterSalesError ? error.messageIn(invocation.locale) : null),
  );
}

runCommand('order', main);
