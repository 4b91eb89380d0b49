/**
 * ALTCHA, the self-hosted proof of work (altcha-lib 2, the widget's "v2" challenges): the server signs each
 * challenge with an HMAC key the page never sees, the browser finds the counter whose SHA-256 chain starts with
 * the signed key prefix, the server checks the signature and the key (decision 0756).
 */
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

import type { BotCheckAdapter, BotCheckVerdict, ChallengeMaker } from './types';

export interface AltchaOptions {
  /** The HMAC key of the challenges (env BOTCHECK_PRIVATE_KEY); every server process must have the same. */
  hmacKey: string;
  /** How long a challenge may be solved and presented. @defaultValue 10 minutes */
  lifetimeMs?: number;
  /**
   * The largest counter a browser may have to reach; the work is random up to it. @defaultValue 50,000
   * (about half a second of hashing on a phone)
   */
  maxCounter?: number;
  /** The clock. @defaultValue () => new Date() */
  now?: () => Date;
}

/** The widget's payload: base64 of `{ challenge, solution }` (altcha-lib's own decoding, strictly typed). */
function decodePayload(response: string): { challenge: Challenge; solution: Solution } | null {
  if (response.length > 4000) return null;
  try {
    const decoded = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as unknown;
    if (!decoded || typeof decoded !== 'object') return null;
    const { challenge, solution } = decoded as { challenge?: Challenge; solution?: Solution };
    if (!challenge?.parameters || typeof challenge.parameters !== 'object') return null;
    if (
      !solution ||
      typeof solution.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    )
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createAltchaAdapter(options: AltchaOptions): BotCheckAdapter & ChallengeMaker {
  const lifetimeMs = options.lifetimeMs ?? 10 * 60_000;
  const maxCounter = options.maxCounter ?? 50_000;
  const now = options.now ?? (() => new Date());
  // A second key for the derived key's signature (altcha-lib's deterministic mode), derived from the first.
  const keySignatureSecret = `${options.hmacKey}:derived-key`;
  return {
    kind: 'altcha',
    createChallenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxCounter / 10), maxCounter),
        deriveKey,
        expiresAt: new Date(now().getTime() + lifetimeMs),
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }),
    async verify(response): Promise<BotCheckVerdict> {
      const payload = decodePayload(response);
      if (!payload) return { ok: false, reason: 'malformed' };
      const { expiresAt } = payload.challenge.parameters;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now().getTime())
        return { ok: false, reason: 'expired' };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return { ok: false, reason: result?.expired ? 'expired' : 'invalid' };
      // The nonce is signed with the rest of the parameters: it names the challenge.
      return {
        ok: true,
        id: `altcha:${payload.challenge.parameters.nonce}`,
        expiresAt: new Date(expiresAt * 1000),
      };
    },
  };
}
