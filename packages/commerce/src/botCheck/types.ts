/**
 * The bot check of the public forms that create things (issue 15 item 8; decision 0756): one interface, a
 * self-hosted proof of work (ALTCHA) by default, Cloudflare Turnstile when configured. The adapter only checks
 * a response; accepting each response once and the allowance for forms posted without JavaScript are
 * `checkBot`'s (check.ts), the same for every adapter.
 */

/** What an adapter says of a widget's response. */
export type BotCheckVerdict =
  | {
      ok: true;
      /** Names the solved challenge (or token): the same response twice has the same id. */
      id: string;
      /** Until when the response could be presented again (the spent row is kept until then). */
      expiresAt: Date;
    }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' | 'unavailable' };

/** A bot-check service behind the widget of the page. */
export interface BotCheckAdapter {
  /** `altcha` (self-hosted proof of work) or `turnstile`. */
  readonly kind: 'altcha' | 'turnstile';
  /** Checks the widget's response (the form field's value) on the server. */
  verify(response: string, request: { clientAddress?: string }): Promise<BotCheckVerdict>;
}

/** The self-hosted adapter also makes the challenges the widget fetches. */
export interface ChallengeMaker {
  /** A new signed challenge, as the widget reads it (JSON). */
  createChallenge(): Promise<unknown>;
}
