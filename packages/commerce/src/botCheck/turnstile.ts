/**
 * Cloudflare Turnstile behind the same interface (decision 0756): the widget's token is checked by Cloudflare's
 * `siteverify` endpoint with the secret key, which stays on the server. Not exercised against the network by
 * the tests; the request it sends is (turnstile.test.ts).
 */
import type { BotCheckAdapter, BotCheckVerdict } from './types';

export const turnstileVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** A Turnstile token is good for 300 seconds (Cloudflare's documentation). */
const tokenLifetimeMs = 300_000;

export interface TurnstileOptions {
  /** The secret key (env BOTCHECK_PRIVATE_KEY with BOTCHECK_PROVIDER=turnstile). */
  secretKey: string;
  /** @defaultValue globalThis.fetch */
  fetch?: typeof fetch;
  /** @defaultValue turnstileVerifyUrl */
  verifyUrl?: string;
  /** Abandon Cloudflare's answer after this long. @defaultValue 5000 */
  timeoutMs?: number;
  /** @defaultValue () => new Date() */
  now?: () => Date;
}

/** The form-encoded `siteverify` request of a token (secret, response, remoteip). */
export function turnstileVerifyRequest(
  options: Pick<TurnstileOptions, 'secretKey' | 'verifyUrl'>,
  token: string,
  clientAddress?: string,
): { url: string; init: RequestInit } {
  const body = new URLSearchParams({ secret: options.secretKey, response: token });
  if (clientAddress) body.set('remoteip', clientAddress);
  return {
    url: options.verifyUrl ?? turnstileVerifyUrl,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    },
  };
}

export function createTurnstileAdapter(options: TurnstileOptions): BotCheckAdapter {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  return {
    kind: 'turnstile',
    async verify(token, { clientAddress }): Promise<BotCheckVerdict> {
      // Cloudflare's tokens are at most 2048 characters.
      if (!token || token.length > 2048) return { ok: false, reason: 'malformed' };
      const { url, init } = turnstileVerifyRequest(options, token, clientAddress);
      try {
        const response = await fetchImpl(url, {
          ...init,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        const answer = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
        if (answer.success !== true) {
          const expired = answer['error-codes']?.includes('timeout-or-duplicate');
          return { ok: false, reason: expired ? 'expired' : 'invalid' };
        }
        return {
          ok: true,
          id: `turnstile:${token}`,
          expiresAt: new Date(now().getTime() + tokenLifetimeMs),
        };
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
