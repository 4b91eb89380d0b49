import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { selectRows, type Database } from '../../db/database';
import type { Notifications } from '../../db/notifications';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
  ProviderRefund,
  RefundRequest,
} from '../types';
import { WebhookSignatureError } from '../webhookSignatureError';
import { ChargeFile, gatewaySecret, type GatewayCharge } from './chargeFile';
import { signatureFor, signatureHeader, verifySignature } from './signature';
import { WebhookDelivery } from './webhookDelivery';

export type TestGatewayCode = GatewayCharge['code'];

/** What the fault-injection suite asks the test gateway to do wrong (decision 0892). */
export interface GatewayFault {
  /** `createPayment`: answer HTTP 500, answer late (`delayMs`, 3 s), or lose the answer after creating it. */
  createPayment?: 'error' | 'timeout' | 'lose-reply';
  delayMs?: number;
  /** Kill the process (SIGKILL) right after a charge is captured, before any webhook or return. */
  afterCharge?: 'kill';
}

/** The NOTIFY channel of charge changes (payload: the charge's provider payment id). */
const chargeChannel = 'truffe_gateway_charge';

/** The database every process of the shop shares (decision 0890). */
export interface SharedCharges {
  db: Database;
  notifications: Notifications;
}

export interface TestGatewayOptions {
  /** Charges and the generated secret live in `<dataDir>/payments`; in memory without it. */
  dataDir?: string;
  /** Webhook secret. @defaultValue random per data dir (kept there), or per process without one */
  secret?: string;
  /** Public origin the shopper's browser reaches the hosted pages at, no trailing slash. */
  publicUrl: string;
  /** Where the webhooks of a provider code are POSTed. */
  webhookUrl: (code: TestGatewayCode) => string;
  /** Path prefix of the hosted pages. @defaultValue '/__gateway' */
  basePath?: string;
  /** Waits between webhook delivery attempts. @defaultValue [1000, 5000, 30000] */
  retryDelaysMs?: readonly number[];
  /** Delivery failures. @defaultValue console.warn */
  log?: (message: string) => void;
}

const createInput = z.object({
  paymentId: z.string().min(1).max(100),
  orderNumber: z.string().min(1).max(64),
  amountCents: z.number().int().positive().max(100_000_000),
  currency: z.literal('EUR'),
  email: z.string().email().max(254),
  locale: z.enum(['fr-FR', 'en-GB']),
  returnUrl: z
    .string()
    .url()
    .regex(/^https?:\/\//),
  cancelUrl: z
    .string()
    .url()
    .regex(/^https?:\/\//),
});

const eventBody = z.object({
  eventId: z.string().min(1).max(100),
  providerPaymentId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  status: z.enum([
    'pending',
    'requires_action',
    'authorized',
    'captured',
    'declined',
    'canceled',
    'refunded',
  ]),
  amountCents: z.number().int().nonnegative(),
  occurredAt: z.string().datetime(),
  sequence: z.number().int().nonnegative(),
});

/** A signed webhook, ready to POST. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/**
 * The built-in test gateway (decision 0705): charges in-process, hosted pages under `/__gateway` (served by
 * `createTestGatewayHandler`), signed webhooks by real HTTP. One gateway backs two provider codes:
 * `truffe_card` (card form, 3-D-Secure-like challenge) and `paypal` (approval page). No real money moves.
 */
export class TestGateway {
  readonly basePath: string;
  readonly publicUrl: string;
  readonly #secret: string;
  readonly #file: ChargeFile;
  readonly #byId = new Map<string, GatewayCharge>();
  readonly #byPaymentId = new Map<string, GatewayCharge>();
  readonly #delivery: WebhookDelivery;
  readonly #webhookUrl: (code: TestGatewayCode) => string;
  #shared: SharedCharges | undefined;
  readonly #faultInjection = process.env.TRUFFE_FAULT_INJECTION === '1';
  #unlisten: (() => Promise<void>) | undefined;

  constructor(options: TestGatewayOptions) {
    const dir = options.dataDir ? join(options.dataDir, 'payments') : undefined;
    this.basePath = (options.basePath ?? '/__gateway').replace(/\/+$/, '');
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.#secret = gatewaySecret(dir, options.secret);
    this.#file = new ChargeFile(dir);
    for (const charge of this.#file.load()) this.#remember(charge);
    this.#webhookUrl = options.webhookUrl;
    this.#delivery = new WebhookDelivery({
      sign: (event) => this.signEvent(event),
      retryDelaysMs: options.retryDelaysMs ?? [1000, 5000, 30000],
      log: options.log ?? ((message) => console.warn(`[payments] ${message}`)),
    });
  }

  /** The two providers this gateway backs. */
  providers(): PaymentProvider[] {
    return [this.#provider('truffe_card', 'EMBEDDED'), this.#provider('paypal', 'BASE')];
  }

  /** Idempotent by `paymentId`: the first call creates the charge, later ones answer it. */
  async createPayment(code: TestGatewayCode, input: CreatePaymentInput): Promise<ProviderPayment> {
    const valid = createInput.parse(input);
    const fault = await this.#fault();
    if (fault.createPayment === 'error') throw new Error('Test gateway fault: HTTP 500.');
    if (fault.createPayment === 'timeout') await sleep(fault.delayMs ?? 3000);
    const payment = await this.#createPayment(code, valid);
    // The charge exists now; only its answer is lost on the way back (the shop must retry, not pay twice).
    if (fault.createPayment === 'lose-reply')
      throw new Error('Test gateway fault: the reply was lost after the payment was created.');
    return payment;
  }

  async #createPayment(
    code: TestGatewayCode,
    valid: z.infer<typeof createInput>,
  ): Promise<ProviderPayment> {
    const existing =
      this.#byPaymentId.get(valid.paymentId) ?? (await this.#loadWhere('payment', valid.paymentId));
    if (existing) {
      if (existing.code !== code || existing.amountCents !== valid.amountCents) {
        throw new Error(
          `Payment ${valid.paymentId} already exists with another provider or amount (idempotency key reuse).`,
        );
      }
      await this.#file.save(this.#all());
      return this.toProviderPayment(existing);
    }
    const now = new Date().toISOString();
    const charge: GatewayCharge = {
      ...valid,
      providerPaymentId: `tg_${randomUUID().replaceAll('-', '')}`,
      code,
      status: 'pending',
      sequence: 0,
      createdAt: now,
      updatedAt: now,
    };
    // Remembered before the next await: a parallel call with the same id finds it (one charge).
    if (this.#byPaymentId.has(valid.paymentId))
      return this.toProviderPayment(this.#byPaymentId.get(valid.paymentId)!);
    this.#remember(charge);
    if (this.#shared) {
      // Another process may create the same payment at the same moment: the unique payment id decides, and
      // the loser answers the winner's charge (one charge per payment id, decision 0892).
      const [inserted] = await selectRows<{ id: string }>(
        this.#shared.db,
        sql`INSERT INTO test_gateway_charge (provider_payment_id, payment_id, charge, updated_at)
          VALUES (${charge.providerPaymentId}, ${charge.paymentId}, ${JSON.stringify(charge)}::jsonb, now())
          ON CONFLICT (payment_id) DO NOTHING RETURNING provider_payment_id AS id`,
      ).catch((error: unknown) => {
        this.#forget(charge);
        throw error;
      });
      if (!inserted) {
        this.#forget(charge);
        const winner = await this.#loadWhere('payment', valid.paymentId);
        if (!winner) throw new Error(`Payment ${valid.paymentId} vanished while it was created.`);
        return this.toProviderPayment(winner);
      }
    }
    await this.#file.save(this.#all());
    await this.#shared?.notifications
      .notify(chargeChannel, charge.providerPaymentId)
      .catch((error: unknown) => console.warn('[payments] charge NOTIFY failed', error));
    return this.toProviderPayment(charge);
  }

  /** The charge of OUR payment id for a provider code, or null. */
  retrieve(code: TestGatewayCode, paymentId: string): ProviderPayment | null {
    const charge = this.#byPaymentId.get(paymentId);
    return charge && charge.code === code ? this.toProviderPayment(charge) : null;
  }

  /** The charge behind a hosted page. */
  charge(providerPaymentId: string): Readonly<GatewayCharge> | undefined {
    return this.#byId.get(providerPaymentId);
  }

  /**
   * Moves a charge to a new status (if it is still in one of `from`), persists it and queues its webhooks;
   * resolves with the charge, or null when it had already left `from` (a double submit changes nothing).
   */
  async transition(
    providerPaymentId: string,
    from: readonly PaymentStatus[],
    steps: readonly PaymentStatus[],
    details: { declineReason?: string; cardLast4?: string } = {},
  ): Promise<Readonly<GatewayCharge> | null> {
    const shared = this.#shared;
    let moved: { charge: GatewayCharge; events: PaymentEvent[] } | null = null;
    if (shared) {
      // Another process (or a second click here) may be moving it at the same moment: the shared row is read
      // and written under its lock, so of two concurrent payments of one charge only the first moves it and
      // the second finds it already paid (decision 0892).
      await shared.db.transaction(async (tx) => {
        const [row] = await selectRows<{ charge: GatewayCharge }>(
          tx as unknown as Database,
          sql`SELECT charge FROM test_gateway_charge
            WHERE provider_payment_id = ${providerPaymentId} FOR UPDATE`,
        );
        if (row) this.#adopt(row.charge);
        const known = this.#byId.get(providerPaymentId);
        const before = known ? structuredClone(known) : undefined;
        moved = this.#move(providerPaymentId, from, steps, details);
        if (!moved) return;
        try {
          await this.#upsert(moved.charge, tx as unknown as Database);
        } catch (error) {
          // Not written: this process must not believe it moved.
          if (known && before) Object.assign(known, before);
          throw error;
        }
      });
    } else moved = this.#move(providerPaymentId, from, steps, details);
    if (!moved) return null;
    const { charge, events } = moved as { charge: GatewayCharge; events: PaymentEvent[] };
    await this.#file.save(this.#all());
    if (shared)
      await shared.notifications
        .notify(chargeChannel, charge.providerPaymentId)
        .catch((error: unknown) => console.warn('[payments] charge NOTIFY failed', error));
    // Test-only fault point (decision 0892): the process dies once the charge is paid at the "provider" and
    // before the shop heard of it (no webhook, no return); restart and reconciliation must settle it once.
    if (
      events.some((event) => event.status === 'captured') &&
      (await this.#fault()).afterCharge === 'kill'
    )
      process.kill(process.pid, 'SIGKILL');
    // Delivered in the background: the shopper is never kept waiting for our webhook endpoint.
    const webhooks = events.filter((event) => event.status !== 'pending');
    if (webhooks.length > 0) this.#delivery.deliver(this.#webhookUrl(charge.code), webhooks);
    return charge;
  }

  /** Moves the known charge in memory when it is in one of `from`: its new events, or null. */
  #move(
    providerPaymentId: string,
    from: readonly PaymentStatus[],
    steps: readonly PaymentStatus[],
    details: { declineReason?: string; cardLast4?: string },
  ): { charge: GatewayCharge; events: PaymentEvent[] } | null {
    const charge = this.#byId.get(providerPaymentId);
    if (!charge || !from.includes(charge.status)) return null;
    const events: PaymentEvent[] = [];
    const occurredAt = new Date().toISOString();
    for (const status of steps) {
      charge.status = status;
      charge.sequence += 1;
      events.push({
        eventId: `evt_${randomUUID().replaceAll('-', '')}`,
        providerPaymentId: charge.providerPaymentId,
        paymentId: charge.paymentId,
        status,
        amountCents: charge.amountCents,
        occurredAt,
        sequence: charge.sequence,
      });
    }
    if (details.declineReason !== undefined) charge.declineReason = details.declineReason;
    if (details.cardLast4 !== undefined) charge.cardLast4 = details.cardLast4;
    charge.updatedAt = occurredAt;
    return { charge, events };
  }

  /**
   * The faults the fault-injection suite asks of this gateway (decision 0892): only with
   * TRUFFE_FAULT_INJECTION=1 in the environment of a process whose provider is this test gateway, read from the
   * shared setting `test_gateway_fault` so that a test can switch them while the process runs. Never read
   * otherwise, and no real provider has such a switch.
   */
  async #fault(): Promise<GatewayFault> {
    if (!this.#faultInjection || !this.#shared) return {};
    const [row] = await selectRows<{ value: GatewayFault }>(
      this.#shared.db,
      sql`SELECT value FROM shared_setting WHERE key = 'test_gateway_fault'`,
    );
    return row?.value ?? {};
  }

  /** Refunds a paid charge; an unpaid one is canceled so it can no longer be paid. */
  async refund(code: TestGatewayCode, paymentId: string): Promise<ProviderPayment> {
    const charge = this.#byPaymentId.get(paymentId);
    if (!charge || charge.code !== code) throw new Error(`No ${code} payment ${paymentId}.`);
    await this.transition(charge.providerPaymentId, ['authorized', 'captured'], ['refunded']);
    await this.transition(charge.providerPaymentId, ['pending', 'requires_action'], ['canceled']);
    return this.toProviderPayment(charge);
  }

  /**
   * Refunds `amountCents` of a paid charge, once per idempotency key; the charge becomes `refunded` (and its
   * webhook is sent) when its refunds reach its amount.
   */
  async refundAmount(
    code: TestGatewayCode,
    paymentId: string,
    request: RefundRequest,
  ): Promise<ProviderRefund> {
    const charge = this.#byPaymentId.get(paymentId);
    if (!charge || charge.code !== code) throw new Error(`No ${code} payment ${paymentId}.`);
    const refunds = (charge.refunds ??= []);
    const seen = refunds.find((refund) => refund.key === request.idempotencyKey);
    if (seen)
      return { refundId: seen.refundId, status: 'succeeded', amountCents: seen.amountCents };
    const refunded = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    if (charge.status !== 'authorized' && charge.status !== 'captured')
      throw new Error(`Payment ${paymentId} is ${charge.status}: nothing to refund.`);
    if (
      !Number.isSafeInteger(request.amountCents) ||
      request.amountCents <= 0 ||
      refunded + request.amountCents > charge.amountCents
    )
      throw new Error(
        `Refund of ${request.amountCents} on payment ${paymentId} exceeds what is left (${charge.amountCents - refunded}).`,
      );
    const refund = {
      refundId: `re_${randomUUID().replaceAll('-', '')}`,
      key: request.idempotencyKey,
      amountCents: request.amountCents,
      createdAt: new Date().toISOString(),
    };
    refunds.push(refund);
    if (refunded + request.amountCents === charge.amountCents)
      await this.transition(charge.providerPaymentId, ['authorized', 'captured'], ['refunded']);
    else {
      await this.#file.save(this.#all());
      await this.#publish(charge);
    }
    return { refundId: refund.refundId, status: 'succeeded', amountCents: refund.amountCents };
  }

  /** The amounts refunded of a payment, in order (what a bank statement would show). */
  refundsOf(paymentId: string): number[] {
    return this.#byPaymentId.get(paymentId)?.refunds?.map((refund) => refund.amountCents) ?? [];
  }

  /** A webhook body and its `Truffe-Signature` header (tests deliver events themselves with it). */
  signEvent(event: PaymentEvent, timestamp: number = Math.floor(Date.now() / 1000)): SignedWebhook {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signatureFor(this.#secret, body, timestamp),
      },
    };
  }

  /** Verifies and reads a webhook; throws {@link WebhookSignatureError}. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): PaymentEvent {
    const header = Object.entries(headers).find(
      ([name]) => name.toLowerCase() === signatureHeader,
    )?.[1];
    verifySignature(this.#secret, rawBody, header);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('The webhook body is not JSON.');
    }
    const parsed = eventBody.safeParse(json);
    if (!parsed.success)
      throw new WebhookSignatureError('The webhook body is not a payment event.');
    return parsed.data;
  }

  /** The hosted page a charge in `status` waits on. */
  pageUrl(charge: Readonly<GatewayCharge>): string {
    const lang = charge.locale === 'en-GB' ? 'en' : 'fr';
    const step = charge.status === 'requires_action' ? '/challenge' : '';
    return `${this.publicUrl}${this.basePath}/pay/${charge.providerPaymentId}${step}?lang=${lang}`;
  }

  toProviderPayment(charge: Readonly<GatewayCharge>): ProviderPayment {
    const waiting = charge.status === 'pending' || charge.status === 'requires_action';
    return {
      providerPaymentId: charge.providerPaymentId,
      paymentId: charge.paymentId,
      status: charge.status,
      amountCents: charge.amountCents,
      ...(waiting ? { redirectUrl: this.pageUrl(charge) } : {}),
      ...(charge.declineReason ? { declineReason: charge.declineReason } : {}),
    };
  }

  /** Resolves when every queued webhook has been delivered or given up (tests). */
  whenDelivered(): Promise<void> {
    return this.#delivery.idle();
  }

  /**
   * Keeps the charges in the shared database too (decision 0890): every process of the shop knows every
   * charge, so a hosted page or a webhook may reach any of them. Loads the table (and uploads the charges of
   * the file that it lacks), then follows the other processes' changes by NOTIFY.
   */
  async share(shared: SharedCharges): Promise<void> {
    this.#shared = shared;
    await this.#loadAll();
    this.#unlisten = await shared.notifications.listen(chargeChannel, (payload) => {
      // null: the listening connection came back, changes may have been missed.
      if (payload === null) void this.#loadAll().catch(() => undefined);
      else void this.load(payload).catch(() => undefined);
    });
  }

  async #loadAll() {
    if (!this.#shared) return;
    const rows = await selectRows<{ charge: GatewayCharge }>(
      this.#shared.db,
      sql`SELECT charge FROM test_gateway_charge`,
    );
    const known = new Set(rows.map((row) => row.charge.providerPaymentId));
    for (const charge of this.#all())
      if (!known.has(charge.providerPaymentId)) await this.#upsert(charge);
    for (const row of rows) this.#adopt(row.charge);
  }

  /** The charge behind a hosted page, read again from the shared database when there is one. */
  async load(providerPaymentId: string): Promise<Readonly<GatewayCharge> | undefined> {
    return (await this.#loadWhere('id', providerPaymentId)) ?? this.#byId.get(providerPaymentId);
  }

  async #loadWhere(key: 'id' | 'payment', value: string): Promise<GatewayCharge | undefined> {
    if (!this.#shared) return undefined;
    const [row] = await selectRows<{ charge: GatewayCharge }>(
      this.#shared.db,
      key === 'id'
        ? sql`SELECT charge FROM test_gateway_charge WHERE provider_payment_id = ${value}`
        : sql`SELECT charge FROM test_gateway_charge WHERE payment_id = ${value}`,
    );
    return row ? this.#adopt(row.charge) : undefined;
  }

  /**
   * Takes a stored charge in, updating the object already known (callers may hold it) only when the stored
   * one is newer — a read that raced this process's own change must not undo it (every transition raises the
   * sequence; a partial refund adds a refund).
   */
  #adopt(charge: GatewayCharge): GatewayCharge {
    const known = this.#byId.get(charge.providerPaymentId);
    if (known) {
      const newer =
        charge.sequence > known.sequence ||
        (charge.sequence === known.sequence &&
          (charge.refunds?.length ?? 0) > (known.refunds?.length ?? 0));
      return newer ? Object.assign(known, charge) : known;
    }
    this.#remember(charge);
    return charge;
  }

  async #upsert(charge: GatewayCharge, db: Database = this.#shared!.db) {
    await db.execute(
      sql`INSERT INTO test_gateway_charge (provider_payment_id, payment_id, charge, updated_at)
        VALUES (${charge.providerPaymentId}, ${charge.paymentId}, ${JSON.stringify(charge)}::jsonb, now())
        ON CONFLICT (provider_payment_id) DO UPDATE SET charge = excluded.charge, updated_at = now()`,
    );
  }

  /** Writes the charge to the shared table and tells the other processes. */
  async #publish(charge: GatewayCharge) {
    if (!this.#shared) return;
    await this.#upsert(charge);
    await this.#shared.notifications
      .notify(chargeChannel, charge.providerPaymentId)
      .catch((error: unknown) => console.warn('[payments] charge NOTIFY failed', error));
  }

  /** Stops pending webhook retries; safe to call twice. */
  async close(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = undefined;
    this.#shared = undefined;
    await unlisten?.();
    this.#delivery.close();
    // Every change was saved when it happened; only wait for the writes still under way.
    await this.#file.settled();
  }

  #remember(charge: GatewayCharge) {
    this.#byId.set(charge.providerPaymentId, charge);
    this.#byPaymentId.set(charge.paymentId, charge);
  }

  #forget(charge: GatewayCharge) {
    if (this.#byId.get(charge.providerPaymentId) === charge)
      this.#byId.delete(charge.providerPaymentId);
    if (this.#byPaymentId.get(charge.paymentId) === charge)
      this.#byPaymentId.delete(charge.paymentId);
  }

  #all(): GatewayCharge[] {
    return [...this.#byId.values()];
  }

  #provider(code: TestGatewayCode, kind: PaymentProvider['kind']): PaymentProvider {
    return {
      code,
      kind,
      createPayment: (input) => this.createPayment(code, input),
      retrievePayment: async (paymentId) => {
        // Shared: the charge may have moved on another process (decision 0890).
        await this.#loadWhere('payment', paymentId);
        return this.retrieve(code, paymentId);
      },
      refundPayment: (paymentId) => this.refund(code, paymentId),
      refundAmount: (paymentId, request) => this.refundAmount(code, paymentId, request),
      parseWebhook: (rawBody, headers) => this.parseWebhook(rawBody, headers),
    };
  }
}
