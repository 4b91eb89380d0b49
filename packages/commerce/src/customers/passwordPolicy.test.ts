import { describe, expect, it } from 'vitest';

import { hashPassword, needsRehash, verifyPassword } from './password';
import { commonPasswords, maxPasswordLength, passwordProblem } from './passwordPolicy';

describe('password policy', () => {
  it('asks at least 8 characters, counted as people count them, and no composition rule', () => {
    expect(passwordProblem('short7!')).toBe('passwordTooShort');
    expect(passwordProblem('🐕🐕🐕🐕🐕🐕🐕')).toBe('passwordTooShort');
    expect(passwordProblem('lowercase only words')).toBeNull();
    expect(passwordProblem('x'.repeat(maxPasswordLength + 1))).toBe('passwordTooLong');
    expect(passwordProblem('x'.repeat(maxPasswordLength))).toBeNull();
  });

  it('refuses the most common passwords regardless of case, and the e-mail or names', () => {
    expect(passwordProblem('password')).toBe('passwordTooCommon');
    expect(passwordProblem('AZERTY123')).toBe('passwordTooCommon');
    expect(passwordProblem('12345678')).toBe('passwordTooCommon');
    expect(passwordProblem('motdepasse')).toBe('passwordTooCommon');
    expect(passwordProblem('jeanne.dupont', { email: 'jeanne.dupont@example.fr' })).toBe(
      'passwordTooCommon',
    );
  });

  it('knows at least the 3000 most common passwords that the length rule lets through (ASVS V6.2.4)', () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(3000);
    // From deep in the frequency list, not only its head.
    for (const word of ['baseball', 'football', 'iloveyou', 'sunshine1', 'princess', 'qwertyuiop'])
      expect(passwordProblem(word), word).toBe('passwordTooCommon');
    expect(passwordProblem('une gamelle bien pleine')).toBeNull();
  });
});

describe('password hashing', () => {
  it('writes a self-describing scrypt hash at the OWASP parameters and verifies it', async () => {
    const hash = await hashPassword('croquettes au saumon');
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{43}\$[\w-]{43}$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('croquettes au saumon', hash)).toBe(true);
    expect(await verifyPassword('croquettes au saumon ', hash)).toBe(false);
  }, 30_000);

  it('still verifies a hash of older parameters, and asks for a new one', async () => {
    const old = await hashPassword('pâtée du dimanche', { ln: 14, r: 8, p: 1 });
    expect(await verifyPassword('pâtée du dimanche', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
    // A tampered row asking for gigabytes is refused, not run.
    expect(await verifyPassword('x', old.replace('ln=14', 'ln=30'))).toBe(false);
  }, 30_000);
});
