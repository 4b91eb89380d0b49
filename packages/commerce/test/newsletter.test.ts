/**
 * The public newsletter's double opt-in (issue 17 item 4; decision 0772) on the real engine: a request
 * subscribes nothing until its e-mailed link's token is confirmed (within 7 days), stores the consent text of
 * its site with its date, refuses a bad address with a translated message and writes nothing; the welcome e-mail
 * and every newsletter carry the unsubscribe link, whose token withdraws the address (idempotent).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import {
  confirmSubscription,
  isSubscribed,
  type NewsletterDeps,
  NewsletterError,
  newsletterWording,
  requestSubscription,
  sendNewsletter,
  unsubscribeByToken,
} from '../src/newsletter/index';
import type { Store } from '../src/store/openStore';
import { openTestStore } from '../src/testing/testStore';

let store: Store;
let clock = new Date('2026-03-02T10:00:00Z');
let deps: NewsletterDeps;

beforeAll(async () => {
  store = await openTestStore();
  deps = { db: store.db, shopUrl: 'https://shop.example', now: () => clock };
});
afterAll(async () => {
  await store?.close();
});

async function lastMail(to: string, key: string) {
  const mail = (await listOutbox(store.db, 500)).find(
    (m) => m.to === to && (m.dedupeKey ?? '').startsWith(key),
  );
  expect(mail).toBeDefined();
  return mail!;
}

const tokenIn = (text: string, name: 'confirm' | 'unsubscribe') =>
  decodeURIComponent(new RegExp(`[?&]${name}=([^\\s&"]+)`).exec(text)![1]!);

describe('newsletter double opt-in', () => {
  it('subscribes nothing before the link is followed, then records the consent of its site', async () => {
    const email = `Opt.In.${Date.now()}@Example.fr`;
    await requestSubscription(deps, { email, locale: 'en-GB' });
    expect(await isSubscribed(store.db, email)).toBe(false);
    const mail = await lastMail(email, 'newsletter-confirm:');
    expect(mail.subject).toBe('Truffe — confirm your newsletter subscription');
    expect(mail.text).toContain('https://shop.example/en/newsletter?confirm=');
    const token = tokenIn(mail.text, 'confirm');
    expect(await isSubscribed(store.db, email.toLowerCase())).toBe(false);

    clock = new Date(clock.getTime() + 3_600_000);
    await confirmSubscription(deps, token);
    expect(await isSubscribed(store.db, email.toLowerCase())).toBe(true);
    // A second click answers the same and sends nothing more.
    await confirmSubscription(deps, token);
    const [row] = await selectRows<{
      wording: string;
      locale: string;
      confirmedAt: Date | string;
      status: string;
    }>(
      store.db,
      sql`SELECT wording, locale, confirmed_at AS "confirmedAt", status FROM newsletter_subscription
        WHERE email = ${email}`,
    );
    expect(row).toMatchObject({
      wording: newsletterWording('en-GB'),
      locale: 'en-GB',
      status: 'confirmed',
    });
    expect(new Date(row!.confirmedAt).toISOString()).toBe(clock.toISOString());
    const welcome = (await listOutbox(store.db, 500)).filter(
      (m) => m.to === email && (m.dedupeKey ?? '').startsWith('newsletter-welcome:'),
    );
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain('https://shop.example/en/newsletter?unsubscribe=');

    // Every newsletter carries the link; it withdraws the address.
    expect(
      await sendNewsletter(deps, {
        key: `spring-${Date.now()}`,
        subject: { 'fr-FR': 'Printemps', 'en-GB': 'Spring' },
        paragraphs: { 'fr-FR': ['Nouveautés'], 'en-GB': ['New products'] },
      }),
    ).toBeGreaterThanOrEqual(1);
    const issue = await lastMail(email, 'newsletter:spring-');
    const unsubscribe = tokenIn(issue.text, 'unsubscribe');
    expect(unsubscribe).toBe(tokenIn(welcome[0]!.text, 'unsubscribe'));
    await unsubscribeByToken(deps, unsubscribe);
    expect(await isSubscribed(store.db, email)).toBe(false);
    await unsubscribeByToken(deps, unsubscribe);
    // A withdrawn request's confirmation link no longer subscribes.
    await expect(confirmSubscription(deps, token)).rejects.toBeInstanceOf(NewsletterError);
    expect(await isSubscribed(store.db, email)).toBe(false);
  });

  it('refuses a bad address, an unknown or expired token, with translated messages and nothing written', async () => {
    const [{ count: before }] = (await selectRows<{ count: number }>(
      store.db,
      sql`SELECT count(*)::int AS count FROM newsletter_subscription`,
    )) as [{ count: number }];
    for (const email of ['', 'not-an-address', 'a@'.repeat(200)]) {
      const error = await requestSubscription(deps, { email, locale: 'fr-FR' }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(NewsletterError);
      expect((error as NewsletterError).field).toBe('email');
    }
    const invalid = (await requestSubscription(deps, { email: 'x', locale: 'fr-FR' }).catch(
      (e: unknown) => e,
    )) as NewsletterError;
    expect(invalid.messageIn('fr-FR')).toContain('adresse e-mail valide');
    const [{ count: after }] = (await selectRows<{ count: number }>(
      store.db,
      sql`SELECT count(*)::int AS count FROM newsletter_subscription`,
    )) as [{ count: number }];
    expect(after).toBe(before);
    for (const token of ['', 'short', 'x'.repeat(40), "'; DROP TABLE x; --".padEnd(30, 'a')]) {
      await expect(confirmSubscription(deps, token)).rejects.toMatchObject({
        messageId: 'invalidLink',
      });
      await expect(unsubscribeByToken(deps, token)).rejects.toMatchObject({
        messageId: 'invalidLink',
      });
    }

    const email = `late.${Date.now()}@example.fr`;
    await requestSubscription(deps, { email, locale: 'fr-FR' });
    const token = tokenIn((await lastMail(email, 'newsletter-confirm:')).text, 'confirm');
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    const late = (await confirmSubscription(deps, token).catch(
      (e: unknown) => e,
    )) as NewsletterError;
    expect(late.messageIn('fr-FR')).toBe(
      'Ce lien n’est pas valide ou a expiré. Inscrivez-vous à nouveau depuis la page newsletter.',
    );
    expect(await isSubscribed(store.db, email)).toBe(false);
  });
});
