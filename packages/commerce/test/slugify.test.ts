import { describe, expect, it } from 'vitest';

import { slugify } from '../src/seed/random';

describe('slugify (URL keys of the seeded catalogue)', () => {
  it('writes ligatures out instead of cutting the word (issue 20 item 7)', () => {
    expect(slugify('Os à mâcher cœur de bœuf')).toBe('os-a-macher-coeur-de-boeuf');
    expect(slugify('Ex æquo Œuvre')).toBe('ex-aequo-oeuvre');
  });

  it('drops accents, keeps digits, joins words with one dash and says "et" for &', () => {
    expect(slugify('  Croquettes Saumon & Riz – 12 kg ')).toBe('croquettes-saumon-et-riz-12-kg');
    expect(slugify('Éléphant')).toBe('elephant');
  });
});
