import { createRequire } from 'node:module';

import { renderToStaticMarkup } from 'react-dom/server';
import {
  createIntl as createReactIntl,
  FormattedMessage as ReactIntlFormattedMessage,
  IntlProvider as ReactIntlProvider,
  type MessageFormatElement,
} from 'react-intl';
import { describe, expect, it } from 'vitest';

import { createIntl, FormattedMessage, IntlProvider, useIntl } from './browserIntl';
import enGB from './messages/en-GB.json';
import frFR from './messages/fr-FR.json';

// The build compiles the bundles with react-intl's own parser (vite.config.ts); so does this test.
const requireFromIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const { parse } = requireFromIntl('@formatjs/icu-messageformat-parser') as {
  parse: (message: string) => MessageFormatElement[];
};

const bundles = { 'fr-FR': frFR, 'en-GB': enGB } as Record<string, Record<string, string>>;
const compiled = (locale: string) =>
  Object.fromEntries(
    Object.entries(bundles[locale] ?? {}).map(([id, message]) => [id, parse(message)]),
  );

/** The argument names of a message (`{name}`, `{name, plural, …}`). */
const argumentsOf = (message: string) => [
  ...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '')),
];

const numbers = [0, 1, 2, 3, 5, 11, 21, 100, 1000, 1234567, 1.5];
const failures: string[] = [];
const onError = (error: Error) => failures.push(error.message);

describe.each(Object.keys(bundles))('browser formatter, %s', (locale) => {
  const messages = compiled(locale);
  const reference = createReactIntl({ locale, defaultLocale: 'en-GB', messages, onError });
  const ours = createIntl({ locale, messages, onError });

  it('formats every message of the bundle as react-intl does, for many values', () => {
    let compared = 0;
    for (const [id, text] of Object.entries(bundles[locale] ?? {})) {
      const names = argumentsOf(text);
      const valueSets =
        names.length === 0
          ? [undefined]
          : numbers.map((number) =>
              Object.fromEntries(
                names.map((name, index) => [
                  name,
                  new RegExp(`\\{\\s*${name}\\s*,\\s*plural`).test(text)
                    ? number
                    : index % 2 === 0
                      ? `Valeur ${number}`
                      : number,
                ]),
              ),
            );
      for (const values of valueSets) {
        expect(ours.formatMessage({ id }, values), `${id} ${JSON.stringify(values)}`).toEqual(
          reference.formatMessage({ id }, values),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it('renders React elements given as values like react-intl', () => {
    const id =
      Object.keys(messages).find((key) => {
        const text = bundles[locale]?.[key] ?? '';
        return argumentsOf(text).length === 1 && !text.includes('plural');
      }) ?? '';
    const name = argumentsOf(bundles[locale]?.[id] ?? '')[0] ?? '';
    const values = { [name]: <strong key="x">X</strong> };
    const ours = renderToStaticMarkup(
      <IntlProvider locale={locale} messages={messages} onError={onError}>
        <FormattedMessage id={id} values={values} />
      </IntlProvider>,
    );
    const theirs = renderToStaticMarkup(
      <ReactIntlProvider locale={locale} messages={messages as never} onError={onError}>
        <ReactIntlFormattedMessage id={id} values={values} />
      </ReactIntlProvider>,
    );
    expect(ours).toBe(theirs);
    expect(ours).toContain('<strong>X</strong>');
  });

  it('formats numbers, lists and dates with the options the app uses as react-intl does', () => {
    for (const value of [0, 1, 4.25, 12, 1234.5]) {
      expect(ours.formatNumber(value)).toBe(reference.formatNumber(value));
      expect(ours.formatNumber(value, { maximumFractionDigits: 1 })).toBe(
        reference.formatNumber(value, { maximumFractionDigits: 1 }),
      );
      const currency = {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      } as const;
      expect(ours.formatNumber(value, currency)).toBe(reference.formatNumber(value, currency));
    }
    for (const list of [[], ['Rouge'], ['Rouge', 'M'], ['9:00–12:00', '14:00–18:00', '19:00']]) {
      expect(ours.formatList(list)).toBe(reference.formatList(list));
      expect(ours.formatList(list, { type: 'conjunction' })).toBe(
        reference.formatList(list, { type: 'conjunction' }),
      );
    }
    for (const date of ['2026-03-01T10:00:00.000Z', '2025-12-31', 1767225600000]) {
      expect(ours.formatDate(date, { dateStyle: 'long' })).toBe(
        reference.formatDate(date, { dateStyle: 'long' }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('gives the id for a message that is not in the bundle, and useIntl needs the provider', () => {
    const missing: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => missing.push(error.message) });
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
    expect(missing).toHaveLength(1);
    const Probe = () => <span>{useIntl().locale}</span>;
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/IntlProvider/);
  });
});
