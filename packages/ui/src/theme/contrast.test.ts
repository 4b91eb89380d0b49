import { describe, expect, it } from 'vitest';

import { contrastRatio, parseHex } from './contrast';
import { colors, contrastMinimum, contrastPairs, palette } from './tokens';

describe('contrastRatio', () => {
  it('follows the WCAG definition', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFF', '#FFF')).toBe(1);
    // A known reference value: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('is symmetric', () => {
    expect(contrastRatio(palette.primary[600], '#FFFFFF')).toBe(
      contrastRatio('#FFFFFF', palette.primary[600]),
    );
  });

  it('rejects what is not a hex colour', () => {
    expect(() => parseHex('blue')).toThrow('Not a hex colour');
  });
});

describe('declared text/background pairs', () => {
  it.each(contrastPairs.map((pair) => [pair.name, pair] as const))(
    '%s meets WCAG 2.2 AA',
    (_name, pair) => {
      const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
      expect(ratio).toBeGreaterThanOrEqual(contrastMinimum[pair.kind]);
    },
  );

  it('covers the brand colours and every state colour', () => {
    const used = new Set(contrastPairs.flatMap((pair) => [pair.foreground, pair.background]));
    for (const name of ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const) {
      expect(used).toContain(name);
    }
  });
});
