import { describe, expect, it } from 'vitest';

import { createShortClassNames } from './shortClassNames';

describe('createShortClassNames', () => {
  it('names a file’s classes with its prefix and their number, the same in every build', () => {
    const shorten = createShortClassNames();
    const file = { filePath: 'src/Button/Button.css.ts', packageName: '@truffe/ui' };
    const names = ['_1gbgcz0', '_1gbgcz1', '_1gbgcz2'].map((hash) => shorten({ ...file, hash }));
    for (const name of names) expect(name).toMatch(/^[A-Za-z_][0-9A-Za-z_-]{4,5}$/);
    expect(new Set(names).size).toBe(3);
    expect(names.map((name) => name.slice(0, 4))).toEqual(Array(3).fill(names[0]!.slice(0, 4)));
    // The same identifier again (the server build evaluates the file too): the same name.
    expect(shorten({ ...file, hash: '_1gbgcz1' })).toBe(names[1]);
    // Another build (a fresh function) names the file's classes alike.
    const again = createShortClassNames();
    expect(['_1gbgcz0', '_1gbgcz1'].map((hash) => again({ ...file, hash }))).toEqual(
      names.slice(0, 2),
    );
  });

  it('gives different files different prefixes, and stops the build when two would share one', () => {
    const shorten = createShortClassNames();
    const prefixes = Array.from({ length: 400 }, (_, index) =>
      shorten({ filePath: `src/file${index}.css.ts`, hash: 'a0' }).slice(0, 4),
    );
    expect(new Set(prefixes).size).toBe(400);
    const tiny = createShortClassNames(1);
    expect(() => {
      for (let index = 0; index < 100; index += 1) tiny({ filePath: `f${index}`, hash: 'a0' });
    }).toThrow(/both get the class prefix/);
  });
});
