/**
 * Outgoing e-mail (issue 7, item 6; decision 0731): a message is written to `email_outbox` in the transaction
 * that decides to send it, and delivered after the commit. With `SMTP_URL` the mailer sends the outbox through
 * nodemailer's SMTP transport; without it (development, tests) the messages stay in the outbox, where tests
 * and `/__dev/outbox` read them.
 */
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';

import { selectRows, type Database } from '../db/database';

export interface OutgoingEmail {
  /** At most one message per key: queueing it again is a no-op (e.g. `order-confirmation:TR-000123`). */
  dedupeKey?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends Required<Omit<OutgoingEmail, 'dedupeKey'>> {
  id: number;
  dedupeKey: string | null;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** Queues a message in the caller's transaction; answers false when its dedupe key was queued before. */
export async function queueEmail(db: Database, email: OutgoingEmail): Promise<boolean> {
  const inserted = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO email_outbox (dedupe_key, "to", subject, text, html)
      VALUES (${email.dedupeKey ?? null}, ${email.to}, ${email.subject}, ${email.text}, ${email.html})
      ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
  );
  return inserted.length > 0;
}

/** The outbox, newest first (tests and the development page). */
export function listOutbox(db: Database, limit = 100): Promise<OutboxMessage[]> {
  return selectRows<OutboxMessage>(
    db,
    sql`SELECT id, dedupe_key AS "dedupeKey", "to", subject, text, html, created_at::text AS "createdAt",
        sent_at::text AS "sentAt", attempts, last_error AS "lastError"
      FROM email_outbox ORDER BY id DESC LIMIT ${Math.max(1, Math.min(limit, 500))}`,
  );
}

export interface MailerOptions {
  db: Database;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it messages stay in the outbox. */
  smtpUrl?: string;
  /** Sender. @defaultValue 'Truffe <commandes@truffe.example>' (env MAIL_FROM) */
  from?: string;
  /** Delivery failures. @defaultValue console.warn */
  log?: (message: string) => void;
  /**
   * The wait after a message's first failed attempt; each further failure waits four times longer, up to six
   * hours. @defaultValue 60 000 (env MAIL_RETRY_BASE_MS)
   */
  retryBaseMs?: number;
}

export interface Mailer {
  /** 'smtp' when messages leave through SMTP, 'outbox' when they only stay in the table. */
  readonly transport: 'smtp' | 'outbox';
  /**
   * Sends the queued messages whose back-off has ended (a few at a time, each at most {@link maxAttempts}
   * attempts); answers how many were sent.
   */
  deliverQueued(): Promise<{ sent: number; failed: number }>;
  close(): void;
}

/**
 * Attempts per message before it is left for an operator. With the default back-off (1 min, 4 min, 16 min,
 * 64 min, 4 h 16, then every 6 h) the last one comes about 30 hours after the first: an SMTP server down for a
 * night still gets every message, and a refused address is not hammered.
 */
export const maxAttempts = 10;
/** The longest wait between two attempts of one message. */
const maxRetryWaitMs = 6 * 60 * 60 * 1000;

/** The wait after the `attempt`-th failed attempt of a message (1-based). */
export function retryWaitMs(attempt: number, baseMs: number): number {
  return Math.min(maxRetryWaitMs, baseMs * 4 ** Math.max(0, attempt - 1));
}
/** A message claimed by a delivery run that died is taken again after this. */
const claimTimeout = '5 minutes';

/** The mailer of the store: SMTP when configured, the outbox table only otherwise. */
export function createMailer(options: MailerOptions): Mailer {
  const log = options.log ?? ((message: string) => console.warn(`[email] ${message}`));
  const smtpUrl = options.smtpUrl?.trim();
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      deliverQueued: () => Promise.resolve({ sent: 0, failed: 0 }),
      close: () => undefined,
    };
  }
  const from = options.from ?? 'Truffe <commandes@truffe.example>';
  const retryBaseMs = Math.max(
    1,
    options.retryBaseMs ?? (Number(process.env.MAIL_RETRY_BASE_MS) || 60_000),
  );
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function deliver() {
    let sent = 0;
    let failed = 0;
    for (;;) {
      // Claimed with SKIP LOCKED: several processes never send the same message twice at once.
      const batch = await selectRows<{
        id: number;
        attempts: number;
        to: string;
        subject: string;
        text: string;
        html: string;
      }>(
        options.db,
        sql`UPDATE email_outbox SET claimed_at = now(), attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM email_outbox
            WHERE sent_at IS NULL AND attempts < ${maxAttempts}
              AND (retry_at IS NULL OR retry_at <= now())
              AND (claimed_at IS NULL OR claimed_at < now() - ${claimTimeout}::interval)
            ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
          RETURNING id, attempts, "to", subject, text, html`,
      );
      if (batch.length === 0) return { sent, failed };
      for (const message of batch) {
        try {
          await transporter.sendMail({
            from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
          await options.db.execute(
            sql`UPDATE email_outbox SET sent_at = now(), last_error = NULL WHERE id = ${message.id}`,
          );
          sent += 1;
        } catch (error) {
          failed += 1;
          const reason = error instanceof Error ? error.message : String(error);
          const waitMs = retryWaitMs(message.attempts, retryBaseMs);
          log(
            message.attempts >= maxAttempts
              ? `message ${message.id} to ${message.to} not sent after ${message.attempts} attempts, left for an operator: ${reason}`
              : `message ${message.id} to ${message.to} not sent (attempt ${message.attempts}, next in ${Math.round(waitMs / 1000)} s): ${reason}`,
          );
          await options.db.execute(
            sql`UPDATE email_outbox SET claimed_at = NULL, last_error = ${reason.slice(0, 500)},
                retry_at = now() + ${`${waitMs} milliseconds`}::interval
              WHERE id = ${message.id}`,
          );
        }
      }
      // Failed messages wait for the next run instead of looping here.
      if (failed > 0) return { sent, failed };
    }
  }

  return {
    transport: 'smtp',
    deliverQueued() {
      // One run at a time per process; a call during a run waits for it and then runs again.
      const next = (running ?? Promise.resolve({ sent: 0, failed: 0 }))
        .catch(() => ({ sent: 0, failed: 0 }))
        .then(() => deliver());
      running = next;
      return next;
    },
    close: () => transporter.close(),
  };
}
