/**
 * French typography for text written by people (CMS pages and blocks, the FAQ): a narrow no-break space
 * (U+202F) before « : ; ! ? » and inside « guillemets », so that punctuation never wraps alone onto the next
 * line on a phone (issue 20 item 3). Staff type ordinary or no-break spaces; the shop shows the right one. Only
 * a space already there is replaced: a colon in "10:30" or a URL is left alone.
 */
import type { SiteLocale } from '@truffe/graphql/locales';

const narrow = '\u202f';
/** A space (ordinary or no-break) before a double punctuation mark that ends a word group. */
const beforeMark = /[ \u00a0]+([:;!?»])(?=$|[\s)\].,;:!?»'’"])/g;
const afterOpeningQuote = /«[ \u00a0]+/g;

/** `text` with French spacing when `locale` is French; unchanged otherwise. */
export function typeset(text: string, locale: SiteLocale): string {
  if (!locale.startsWith('fr')) return text;
  return text.replace(beforeMark, `${narrow}$1`).replace(afterOpeningQuote, `«${narrow}`);
}
