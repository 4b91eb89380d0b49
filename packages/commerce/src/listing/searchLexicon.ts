import { sql } from 'drizzle-orm';

import { type Database, selectRows } from '../db/database';

/**
 * Typo correction of search words (issue 20): "croqette" finds "croquettes", "dry fod" finds "dry food".
 * Trigram similarity alone misses such words (too few trigrams in common), so a search word that is not a word
 * of the catalogue's names is replaced by the closest one: at most one edit in a word of up to six letters
 * (then its first letter must match), two in a longer word. An edit is an insertion, a deletion, a substitution
 * or a swap of two neighbours (Damerau–Levenshtein, optimal string alignment).
 *
 * The words come from the products' search names (`product_locale.search_name`: lower case, accents removed),
 * read once per store and locale and read again after {@link lexiconLifetimeMs}: a renamed product is
 * corrected to within minutes. It is a cache of the database, never a second truth.
 *
 * No shopper waits long for it (decision 0897): at the large profile the read takes seconds (every product name
 * split into words), so it runs in the background — started when the store opens ({@link warmSearchLexicon}),
 * or by the first search that needs it. A search asked before the first read ends waits for it at most
 * {@link lexiconWaitMs} (a small store's read ends well within it), then goes uncorrected.
 */
export const lexiconLifetimeMs = 5 * 60_000;

/**
 * How long a search waits for a first read in progress. Without the wait, a misspelt search in the seconds after a
 * start found nothing — and that empty page could be cached for its lifetime. A later read never makes a search wait:
 * the stale lexicon answers meanwhile.
 */
export const lexiconWaitMs = 250;

interface Lexicon {
  readAt: number;
  /** Word → how many product names hold it (the tie-breaker: the commoner word wins). */
  counts: Map<string, number>;
  /** Words by length, so that a word is compared only with words whose length is within its edit budget. */
  byLength: Map<number, string[]>;
}

/** A locale's lexicon: the last one read (null until the first read ends) and the read in progress. */
interface LexiconSlot {
  ready: Lexicon | null;
  reading: Promise<Lexicon> | null;
}

const lexicons = new WeakMap<Database, Map<string, LexiconSlot>>();

async function readLexicon(db: Database, locale: string): Promise<Lexicon> {
  const rows = await selectRows<{ word: string; count: number }>(
    db,
    sql`SELECT w AS word, count(*)::int AS count
      FROM product_locale pl
      JOIN product p ON p.id = pl.product_id AND p.is_active AND p.visibility IN (3, 4),
      regexp_split_to_table(pl.search_name, '[^[:alnum:]]+') AS w
      WHERE pl.locale = ${locale} AND length(w) >= 3
      GROUP BY w`,
  );
  const counts = new Map(rows.map((row) => [row.word, row.count]));
  const byLength = new Map<number, string[]>();
  for (const word of counts.keys()) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return { readAt: Date.now(), counts, byLength };
}

function slotOf(db: Database, locale: string): LexiconSlot {
  let perLocale = lexicons.get(db);
  if (!perLocale) {
    perLocale = new Map();
    lexicons.set(db, perLocale);
  }
  let slot = perLocale.get(locale);
  if (!slot) {
    slot = { ready: null, reading: null };
    perLocale.set(locale, slot);
  }
  return slot;
}

/** Starts a read of the locale's lexicon unless one is in progress; a failed read keeps the previous one. */
function startRead(db: Database, locale: string, slot: LexiconSlot): Promise<Lexicon> {
  if (slot.reading) return slot.reading;
  const reading = readLexicon(db, locale).then(
    (lexicon) => {
      slot.ready = lexicon;
      slot.reading = null;
      return lexicon;
    },
    (error: unknown) => {
      slot.reading = null;
      throw error;
    },
  );
  slot.reading = reading;
  return reading;
}

/**
 * The locale's lexicon if one has been read (a stale one still answers while the next is read, one read at a
 * time). Before the first read ends, the read is started (or joined) and awaited at most `waitMs`; null when it
 * has not ended by then, and this search goes uncorrected.
 */
async function lexiconOf(
  db: Database,
  locale: string,
  now: number,
  waitMs: number,
): Promise<Lexicon | null> {
  const slot = slotOf(db, locale);
  if (slot.ready && now - slot.ready.readAt <= lexiconLifetimeMs) return slot.ready;
  // A failed read is retried by the next search; nobody else awaits it.
  const reading = startRead(db, locale, slot).catch(() => null);
  if (slot.ready || waitMs <= 0) return slot.ready;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads the lexicons of `locales` in the background (the store calls it at start, decision 0897). The promise
 * resolves once they are read, or failed (the next search retries): tests and tools may await it, requests never.
 */
export async function warmSearchLexicon(db: Database, locales: readonly string[]): Promise<void> {
  for (const locale of locales) {
    await startRead(db, locale, slotOf(db, locale)).catch(() => undefined);
  }
}

/** Whether the locale's lexicon has been read (tests). */
export function searchLexiconReady(db: Database, locale: string): boolean {
  return lexicons.get(db)?.get(locale)?.ready != null;
}

/** The edits a word of this length may carry: none under three letters, one up to six, two beyond. */
export function editBudget(length: number): number {
  if (length < 3) return 0;
  return length <= 6 ? 1 : 2;
}

/**
 * The optimal string alignment distance of `a` and `b`, or `max + 1` as soon as it must exceed `max`
 * (rows whose smallest cell is above the budget end the comparison).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The catalogue word closest to `word` within its edit budget, or null (a word of the catalogue is kept). */
export function closestWord(
  lexicon: Pick<Lexicon, 'counts' | 'byLength'>,
  word: string,
): string | null {
  if (lexicon.counts.has(word)) return null;
  const budget = editBudget(word.length);
  let best: { word: string; distance: number; count: number } | null = null;
  for (let length = word.length - budget; length <= word.length + budget; length += 1) {
    for (const candidate of lexicon.byLength.get(length) ?? []) {
      if (budget === 1 && candidate[0] !== word[0]) continue;
      const distance = editDistance(word, candidate, budget);
      if (distance > budget) continue;
      const count = lexicon.counts.get(candidate)!;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && count > best.count) ||
        (distance === best.distance && count === best.count && candidate < best.word)
      ) {
        best = { word: candidate, distance, count };
      }
    }
  }
  return best?.word ?? null;
}

/**
 * The search words with each misspelt one replaced by its correction (`words` are already lower case without
 * accents: the database's `unaccent`). Words of the catalogue, numbers and words without a close match stay; so do
 * all of them when the lexicon's first read has not ended within `waitMs`.
 */
export async function correctSearchWords(
  db: Database,
  locale: string,
  words: readonly string[],
  now = Date.now(),
  waitMs = lexiconWaitMs,
): Promise<string[]> {
  const needsLexicon = words.some((word) => editBudget(word.length) > 0 && !/^\d+$/.test(word));
  if (!needsLexicon) return [...words];
  const lexicon = await lexiconOf(db, locale, now, waitMs);
  if (!lexicon) return [...words];
  return words.map((word) => (/^\d+$/.test(word) ? word : (closestWord(lexicon, word) ?? word)));
}
