/**
 * Which bot check the shop runs, from the environment (decision 0756):
 * - `BOTCHECK_PROVIDER`: `altcha` (default, self-hosted proof of work) or `turnstile`;
 * - `BOTCHECK_PRIVATE_KEY`: ALTCHA's HMAC key, or Turnstile's secret key. Never sent to the page. In production
 *   it is required (at least 32 characters for ALTCHA): every process must sign and check with the same key, so
 *   the server refuses to start without it. In development an unset key is replaced by a random one per
 *   process (one process, challenges die with it);
 * - `BOTCHECK_UNSOLVED_PER_HOUR`: forms posted without a solution (no JavaScript) accepted per client address
 *   and hour. @defaultValue 10
 */
import { randomBytes } from 'node:crypto';

import { createAltchaAdapter } from './altcha';
import { defaultUnsolvedPerHour } from './check';
import { createTurnstileAdapter } from './turnstile';
import type { BotCheckAdapter, ChallengeMaker } from './types';

export interface BotCheckSettings {
  adapter: BotCheckAdapter;
  /** Only the self-hosted check makes challenges (`GET /bot-check/challenge`). */
  challenges: ChallengeMaker | null;
  unsolvedPerHour: number;
}

export class BotCheckConfigError extends Error {
  override name = 'BotCheckConfigError';
}

/** Reads the bot check's settings; throws a {@link BotCheckConfigError} when production lacks its key. */
export function botCheckFromEnv(env: NodeJS.ProcessEnv): BotCheckSettings {
  const production = env.NODE_ENV === 'production';
  const provider = env.BOTCHECK_PROVIDER?.trim().toLowerCase() || 'altcha';
  const key = env.BOTCHECK_PRIVATE_KEY?.trim() || undefined;
  const rawLimit = env.BOTCHECK_UNSOLVED_PER_HOUR?.trim();
  const unsolvedPerHour = rawLimit ? Number(rawLimit) : defaultUnsolvedPerHour;
  if (!Number.isInteger(unsolvedPerHour) || unsolvedPerHour < 0)
    throw new BotCheckConfigError(
      `BOTCHECK_UNSOLVED_PER_HOUR must be a whole number ≥ 0, got "${rawLimit}"`,
    );
  if (provider === 'turnstile') {
    if (!key)
      throw new BotCheckConfigError('BOTCHECK_PROVIDER=turnstile needs BOTCHECK_PRIVATE_KEY.');
    return {
      adapter: createTurnstileAdapter({ secretKey: key }),
      challenges: null,
      unsolvedPerHour,
    };
  }
  if (provider !== 'altcha')
    throw new BotCheckConfigError(
      `BOTCHECK_PROVIDER must be altcha or turnstile, got "${provider}"`,
    );
  if (production && (!key || key.length < 32))
    throw new BotCheckConfigError(
      'Production needs BOTCHECK_PRIVATE_KEY (at least 32 characters), the same for every server process.',
    );
  const altcha = createAltchaAdapter({ hmacKey: key ?? developmentKey() });
  return { adapter: altcha, challenges: altcha, unsolvedPerHour };
}

/**
 * Development's key when none is set: random, one per process — kept on `globalThis` because the server's code
 * and the page's code (Vite's SSR module graph) may load this module twice in one process.
 */
function developmentKey(): string {
  const holder = globalThis as { truffeBotCheckDevelopmentKey?: string };
  holder.truffeBotCheckDevelopmentKey ??= randomBytes(32).toString('hex');
  return holder.truffeBotCheckDevelopmentKey;
}

let current: BotCheckSettings | null = null;

/** The process's bot check (read from process.env on first use, or the one a test installed). */
export function currentBotCheck(): BotCheckSettings {
  current ??= botCheckFromEnv(process.env);
  return current;
}

/** Installs a bot check for this process (tests, a server started with explicit settings); null: from env. */
export function useBotCheck(settings: BotCheckSettings | null): void {
  current = settings;
}
