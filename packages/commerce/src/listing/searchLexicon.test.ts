import { describe, expect, it } from 'vitest';

import { closestWord, editBudget, editDistance } from './searchLexicon';

function lexiconOf(words: Record<string, number>) {
  const counts = new Map(Object.entries(words));
  const byLength = new Map<number, string[]>();
  for (const word of counts.keys())
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return { counts, byLength };
}

describe('search word correction', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('croquettes', 'croquettes', 2)).toBe(0);
    expect(editDistance('croqettes', 'croquettes', 2)).toBe(1);
    expect(editDistance('croqette', 'croquettes', 2)).toBe(2);
    expect(editDistance('harnias', 'harnais', 2)).toBe(1);
    expect(editDistance('fod', 'food', 1)).toBe(1);
    // Beyond the budget the answer is budget + 1, whatever the real distance.
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });

  it('gives longer words a larger budget', () => {
    expect([2, 3, 6, 7, 12].map(editBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('picks the closest catalogue word, the commoner one on a tie, and leaves known words alone', () => {
    const lexicon = lexiconOf({ croquettes: 40, croquette: 3, food: 30, ford: 1, harnais: 12 });
    expect(closestWord(lexicon, 'croqette')).toBe('croquette');
    expect(closestWord(lexicon, 'croqettes')).toBe('croquettes');
    expect(closestWord(lexicon, 'fod')).toBe('food');
    expect(closestWord(lexicon, 'harnias')).toBe('harnais');
    expect(closestWord(lexicon, 'food')).toBeNull();
    // A short word must keep its first letter: "hood" is not corrected to "food".
    expect(closestWord(lexicon, 'hood')).toBeNull();
    expect(closestWord(lexicon, 'zzzzqqqq')).toBeNull();
  });
});
