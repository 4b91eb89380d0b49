import { describe, expect, it } from 'vitest';

import { pickMediaLocale } from './mediaLocale';

describe('pickMediaLocale', () => {
  it.each([
    [undefined, 'fr-FR'],
    ['', 'fr-FR'],
    ['de-DE', 'fr-FR'],
    ['en-GB', 'en-GB'],
    ['en-US,en;q=0.9', 'en-GB'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr-FR'],
    ['de;q=1, en;q=0.7, fr;q=0.5', 'en-GB'],
    ['fr;q=0.2, en-GB;q=0.4', 'en-GB'],
  ] as const)('%s -> %s', (header, locale) => {
    expect(pickMediaLocale(header)).toBe(locale);
  });
});
