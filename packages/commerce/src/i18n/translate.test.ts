import type { SiteLocale } from '@truffe/graphql/locales';
import { describe, expect, it } from 'vitest';

import { type Catalogue, createTranslator, formatMessage } from './translate';

const catalogue = {
  added: { 'fr-FR': '{qty} × « {name} » ajouté.', 'en-GB': '{qty} × “{name}” added.' },
  plain: { 'fr-FR': 'Bonjour.', 'en-GB': 'Hello.' },
} satisfies Catalogue;

const translate = createTranslator(catalogue);

describe('formatMessage', () => {
  it('fills every placeholder, numbers included, as often as it appears', () => {
    expect(formatMessage('{a} et {b}, encore {a}', { a: 'x', b: 0 })).toBe('x et 0, encore x');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('Au plus {max} pour {name}.', { name: 'Os' })).toBe(
      'Au plus {max} pour Os.',
    );
  });

  it('keeps an empty string value (not the placeholder) and ignores values nobody asks for', () => {
    expect(formatMessage('[{name}]', { name: '', other: 'x' })).toBe('[]');
  });

  it('does not read placeholders inside a value', () => {
    expect(formatMessage('{name}', { name: '{qty}', qty: 3 })).toBe('{qty}');
  });

  it('returns text without placeholders unchanged', () => {
    expect(formatMessage('Prix : 12 € {}')).toBe('Prix : 12 € {}');
  });
});

describe('createTranslator', () => {
  it('gives the message in each site locale with its values', () => {
    expect(translate('fr-FR', 'added', { qty: 2, name: 'Croquettes' })).toBe(
      '2 × « Croquettes » ajouté.',
    );
    expect(translate('en-GB', 'added', { qty: 2, name: 'Kibble' })).toBe('2 × “Kibble” added.');
    expect(translate('en-GB', 'plain')).toBe('Hello.');
  });

  it('shows a missing value as its placeholder', () => {
    expect(translate('en-GB', 'added', { qty: 1 })).toBe('1 × “{name}” added.');
  });

  it('falls back to the default site (fr-FR) for a locale the shop does not have', () => {
    expect(translate('de-DE' as SiteLocale, 'plain')).toBe('Bonjour.');
  });

  it('gives the id of a message the catalogue does not have', () => {
    expect(translate('fr-FR', 'missing' as keyof typeof catalogue)).toBe('missing');
    expect(translate('fr-FR', 'toString' as keyof typeof catalogue)).toBe('toString');
  });

  it('tells the ids of the catalogue from other strings', () => {
    expect(translate.has('plain')).toBe(true);
    expect(translate.has('constructor')).toBe(false);
    expect(translate.has('Plain')).toBe(false);
  });
});
