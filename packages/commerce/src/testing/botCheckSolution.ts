/**
 * Solves an ALTCHA challenge the way the page's widget does and answers the form field's value (base64 of
 * `{ challenge, solution }`), for the tests of the bot check (decision 0756) that have no browser.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export async function solveBotCheck(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
