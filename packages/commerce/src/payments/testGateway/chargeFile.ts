import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { SiteLocale } from '@truffe/graphql/locales';

import type { PaymentStatus } from '../types';

/** One charge of the test gateway, as persisted. */
export interface GatewayCharge {
  providerPaymentId: string;
  code: 'truffe_card' | 'paypal';
  paymentId: string;
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  email: string;
  locale: SiteLocale;
  returnUrl: string;
  cancelUrl: string;
  status: PaymentStatus;
  declineReason?: string;
  /** Last four digits of the test card that paid. */
  cardLast4?: string;
  /** Sequence of the last event emitted for this charge. */
  sequence: number;
  /** Partial (or full) refunds by amount, each once per idempotency key. */
  refunds?: { refundId: string; key: string; amountCents: number; createdAt: string }[];
  createdAt: string;
  updatedAt: string;
}

/**
 * The gateway's charges in `<dir>/test-gateway-charges.json`, written atomically (temp file + rename) so that a
 * crash never leaves half a file; writes are serialized. Without a dir, nothing is written.
 */
export class ChargeFile {
  readonly #path: string | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(dir: string | undefined) {
    if (dir) mkdirSync(dir, { recursive: true });
    this.#path = dir ? join(dir, 'test-gateway-charges.json') : undefined;
  }

  load(): GatewayCharge[] {
    if (!this.#path || !existsSync(this.#path)) return [];
    let parsed: { charges?: GatewayCharge[] };
    try {
      parsed = JSON.parse(readFileSync(this.#path, 'utf8')) as { charges?: GatewayCharge[] };
    } catch (error) {
      throw new Error(`Cannot read the test gateway's charges at ${this.#path}`, { cause: error });
    }
    return Array.isArray(parsed.charges) ? parsed.charges : [];
  }

  /** Resolves when the queued writes are done (or failed: each caller of `save` saw its own failure). */
  settled(): Promise<void> {
    return this.#writing.catch(() => undefined);
  }

  /** Writes a snapshot after the writes already queued; resolves when it is on disk. */
  save(charges: readonly GatewayCharge[]): Promise<void> {
    const path = this.#path;
    if (!path) return Promise.resolve();
    const body = JSON.stringify({ version: 1, charges }, null, 1);
    const write = async () => {
      const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, body, { mode: 0o600 });
      await rename(temp, path);
    };
    this.#writing = this.#writing.then(write, write);
    return this.#writing;
  }
}

/**
 * The webhook secret: the configured one, else the one generated for this data dir on first use (kept in
 * `<dir>/test-gateway-secret`, readable by the owner only), else a random one for this process.
 */
export function gatewaySecret(dir: string | undefined, configured: string | undefined): string {
  if (configured) return configured;
  if (!dir) return randomBytes(32).toString('hex');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'test-gateway-secret');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
