import { describe, expect, it } from 'vitest';

import { nextActiveIndex } from './searchSuggestions';

describe('moving through suggestions with the arrow keys', () => {
  it('goes down and up, wrapping around', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(1, 3, 'ArrowUp')).toBe(0);
  });

  it('has nothing to move to without suggestions', () => {
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
