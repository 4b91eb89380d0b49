/**
 * The public newsletter's double opt-in (issue 17 item 4, decision 0772). A request writes a `pending` row with
 * the consent text shown and its site, and e-mails a confirmation link; nothing is subscribed until that link's
 * token comes back (`confirmSubscription`, within 7 days), which also sends the welcome e-mail with the
 * unsubscribe link. The unsubscribe token withdraws every subscription of its address. The answers never tell
 * whether an address was subscribed before.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { type SiteLocale, sites } from '../config';
import { newToken, hashToken } from '../customers/tokens';
import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { inTransaction } from '../orders/transaction';
import {
  confirmationEmail,
  newsletterEmail,
  newsletterText,
  type NewsletterTextId,
  welcomeEmail,
} from './newsletterTexts';

export interface NewsletterDeps {
  db: Database;
  /** Public origin of the shop, without a trailing slash (links in e-mails). */
  shopUrl: string;
  /** The clock (tests move it). @defaultValue () => new Date() */
  now?: () => Date;
}

/** How long a confirmation link works. */
export const confirmationLifetimeMs = 7 * 86_400_000;

/** A refusal of a newsletter operation; nothing was changed. */
export class NewsletterError extends Error {
  constructor(
    readonly messageId: Extract<NewsletterTextId, 'required' | 'invalidEmail' | 'invalidLink'>,
    readonly field: string | null = null,
  ) {
    super(newsletterText('en-GB', messageId));
    this.name = 'NewsletterError';
  }

  messageIn(locale: SiteLocale): string {
    return newsletterText(locale, this.messageId);
  }
}

const emailInput = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'invalidEmail' })
  .pipe(z.email({ error: 'invalidEmail' }));

const tokenPattern = /^[\w-]{20,100}$/;

const nowOf = (deps: NewsletterDeps) => (deps.now ? deps.now() : new Date());

function siteUrl(deps: NewsletterDeps, locale: SiteLocale, path: string): string {
  const prefix = sites.find((site) => site.locale === locale)?.pathPrefix ?? '';
  return `${deps.shopUrl}${prefix}${path}`;
}

/** The unsubscribe link of a subscription (in every newsletter e-mail). */
export function unsubscribeUrl(deps: NewsletterDeps, locale: SiteLocale, token: string): string {
  return siteUrl(deps, locale, `/newsletter?unsubscribe=${encodeURIComponent(token)}`);
}

/** The consent text the `/newsletter` page shows in the locale (and that a request stores). */
export function newsletterWording(locale: SiteLocale): string {
  return newsletterText(locale, 'wording');
}

/**
 * Records a subscription request for `email` on the locale's site and e-mails its confirmation link. The stored
 * wording is the server's own text for that site (never one the browser sends).
 */
export async function requestSubscription(
  deps: NewsletterDeps,
  input: { email: string; locale: SiteLocale },
): Promise<void> {
  const parsed = emailInput.safeParse(input.email ?? '');
  if (!parsed.success)
    throw new NewsletterError(
      parsed.error.issues[0]?.message === 'required' ? 'required' : 'invalidEmail',
      'email',
    );
  const email = parsed.data;
  const confirmToken = newToken();
  await inTransaction(deps.db, async (tx) => {
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`INSERT INTO newsletter_subscription (email, locale, wording, status, confirm_token_hash,
          unsubscribe_token, requested_at)
        VALUES (${email}, ${input.locale}, ${newsletterWording(input.locale)}, 'pending', ${hashToken(confirmToken)},
          ${newToken()}, ${nowOf(deps).toISOString()})
        RETURNING id`,
    );
    await queueEmail(
      tx,
      confirmationEmail({
        subscriptionId: row!.id,
        locale: input.locale,
        to: email,
        confirmUrl: siteUrl(
          deps,
          input.locale,
          `/newsletter?confirm=${encodeURIComponent(confirmToken)}`,
        ),
      }),
    );
  });
}

type Row = {
  id: number;
  email: string;
  locale: SiteLocale;
  status: string;
  requestedAt: string | Date;
  unsubscribeToken: string;
};

/**
 * Confirms the request of a confirmation link's token (idempotent: a second click answers the same) and sends
 * the welcome e-mail; an unknown, withdrawn or expired token is refused (`invalidLink`).
 */
export async function confirmSubscription(
  deps: NewsletterDeps,
  token: string,
): Promise<{ email: string }> {
  if (typeof token !== 'string' || !tokenPattern.test(token))
    throw new NewsletterError('invalidLink');
  return inTransaction(deps.db, async (tx) => {
    const [row] = await selectRows<Row>(
      tx,
      sql`SELECT id, email, locale, status, requested_at AS "requestedAt", unsubscribe_token AS "unsubscribeToken"
        FROM newsletter_subscription WHERE confirm_token_hash = ${hashToken(token)} FOR UPDATE`,
    );
    const now = nowOf(deps);
    if (!row || row.status === 'unsubscribed') throw new NewsletterError('invalidLink');
    if (row.status === 'confirmed') return { email: row.email };
    if (now.getTime() - new Date(row.requestedAt).getTime() > confirmationLifetimeMs)
      throw new NewsletterError('invalidLink');
    await tx.execute(
      sql`UPDATE newsletter_subscription SET status = 'confirmed', confirmed_at = ${now.toISOString()}
        WHERE id = ${row.id}`,
    );
    await queueEmail(
      tx,
      welcomeEmail({
        subscriptionId: row.id,
        locale: row.locale,
        to: row.email,
        unsubscribeUrl: unsubscribeUrl(deps, row.locale, row.unsubscribeToken),
      }),
    );
    return { email: row.email };
  });
}

/**
 * Withdraws, with the unsubscribe token of any of its e-mails, every subscription (and pending request) of that
 * address; idempotent. An unknown token is refused (`invalidLink`).
 */
export async function unsubscribeByToken(
  deps: NewsletterDeps,
  token: string,
): Promise<{ email: string }> {
  if (typeof token !== 'string' || !tokenPattern.test(token))
    throw new NewsletterError('invalidLink');
  return inTransaction(deps.db, async (tx) => {
    const [row] = await selectRows<{ email: string }>(
      tx,
      sql`SELECT email FROM newsletter_subscription WHERE unsubscribe_token = ${token}`,
    );
    if (!row) throw new NewsletterError('invalidLink');
    await tx.execute(
      sql`UPDATE newsletter_subscription SET status = 'unsubscribed', unsubscribed_at = ${nowOf(deps).toISOString()}
        WHERE lower(email) = lower(${row.email}) AND status <> 'unsubscribed'`,
    );
    return { email: row.email };
  });
}

/** Whether an address has a confirmed subscription. */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM newsletter_subscription WHERE lower(email) = lower(${email.trim()})
      AND status = 'confirmed' LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Queues one newsletter to every confirmed address (one e-mail per address, in the language of its latest
 * confirmed subscription), each with its own unsubscribe link; `key` names the issue (sending it again queues
 * nothing new). Answers how many were queued.
 */
export async function sendNewsletter(
  deps: NewsletterDeps,
  input: {
    key: string;
    subject: Record<SiteLocale, string>;
    paragraphs: Record<SiteLocale, string[]>;
  },
): Promise<number> {
  if (!/^[\w-]{1,60}$/.test(input.key)) throw new Error('Invalid newsletter key');
  const recipients = await selectRows<Row>(
    deps.db,
    sql`SELECT DISTINCT ON (lower(email)) id, email, locale, status, requested_at AS "requestedAt",
        unsubscribe_token AS "unsubscribeToken"
      FROM newsletter_subscription WHERE status = 'confirmed' ORDER BY lower(email), confirmed_at DESC`,
  );
  let queued = 0;
  for (const row of recipients) {
    const sent = await queueEmail(
      deps.db,
      newsletterEmail({
        dedupeKey: `newsletter:${input.key}:${row.email.toLowerCase()}`,
        locale: row.locale,
        to: row.email,
        subject: input.subject[row.locale],
        paragraphs: input.paragraphs[row.locale],
        unsubscribeUrl: unsubscribeUrl(deps, row.locale, row.unsubscribeToken),
      }),
    );
    if (sent) queued += 1;
  }
  return queued;
}
