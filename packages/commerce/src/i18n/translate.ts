/**
 * The one translator of the server's messages (issue 14 item 4). Every catalogue has the same format: a
 * message id, then its text in each site locale, where `{name}` stands for a value given at translation time.
 * The storefront's own UI messages stay with react-intl; what the store and the server answer goes through here.
 */
import { defaultLocale, type SiteLocale } from '@truffe/graphql/locales';

/** Messages by id, each in every site locale; `{name}` placeholders are filled by `formatMessage`. */
export type Catalogue = Record<string, Record<SiteLocale, string>>;

/** Values of a message's placeholders, by name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates one message id of a catalogue in a locale, filling its placeholders from `values`. */
export interface Translator<Id extends string> {
  (locale: SiteLocale, id: Id, values?: MessageValues): string;
  /** Whether a string read at run time (a field name, a stored label) is an id of the catalogue. */
  has(id: string): id is Id;
}

/**
 * The template with each `{name}` replaced by `values[name]`; a placeholder without a value stays as written,
 * so a forgotten value shows in the text instead of an empty gap.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The translator of a catalogue (written `{...} satisfies Catalogue`, so that its ids stay literal and only
 * they are accepted). A locale the shop does not have falls back to the default site (fr-FR); an id the
 * catalogue does not have (only possible through an unchecked cast) gives the id itself.
 */
export function createTranslator<C extends Catalogue>(catalogue: C): Translator<keyof C & string> {
  const has = (id: string): id is keyof C & string => Object.hasOwn(catalogue, id);
  const translate = (locale: SiteLocale, id: keyof C & string, values?: MessageValues): string => {
    if (!has(id)) return id;
    const texts: Partial<Record<string, string>> = catalogue[id] ?? {};
    return formatMessage(texts[locale] ?? texts[defaultLocale] ?? id, values);
  };
  return Object.assign(translate, { has });
}
