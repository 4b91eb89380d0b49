import { describe, expect, it } from 'vitest';

import { longestToken, newToken, presentedToken } from './tokens';

describe('presentedToken', () => {
  it('keeps a token of ours and any string of 1 to 100 characters as it is', () => {
    const ours = newToken();
    expect(presentedToken(ours)).toBe(ours);
    expect(presentedToken('x')).toBe('x');
    expect(presentedToken('a'.repeat(longestToken))).toBe('a'.repeat(longestToken));
    expect(presentedToken(' ')).toBe(' ');
  });

  it('refuses the empty string and anything longer than 100 characters', () => {
    expect(longestToken).toBe(100);
    expect(presentedToken('')).toBeNull();
    expect(presentedToken('a'.repeat(longestToken + 1))).toBeNull();
  });

  it('refuses what is not a string (a missing cookie, a GraphQL or form value of another type)', () => {
    for (const value of [undefined, null, 0, 42, true, ['abc'], { token: 'abc' }]) {
      expect(presentedToken(value)).toBeNull();
    }
  });
});
