/**
 * The quick-order list format (decision 0710): one `reference;quantity` per line — `,` or a tab also separate
 * — a header line tolerated, blank lines skipped, a missing quantity meaning 1. Parsed in the browser for
 * immediate feedback, and again by the route action for a form sent without JavaScript; the server validates
 * every line anyway (`addProductsToCart`).
 */

/** Most lines of one list (the server's limit too). */
export const maxReferenceLines = 500;
/** Largest CSV file taken (bytes). */
export const maxCsvBytes = 100_000;

export interface ReferenceLine {
  /** Line number in the text (1-based), for messages. */
  line: number;
  sku: string;
  /** Null when the text is not a whole number (the server reports it as an invalid quantity). */
  quantity: number | null;
}

export type ReferenceProblem =
  { code: 'badQuantity'; line: number; value: string } | { code: 'noReference'; line: number };

export type ParsedReferenceLines =
  | { ok: true; lines: ReferenceLine[]; problems: ReferenceProblem[] }
  | { ok: false; error: 'tooManyLines'; count: number }
  | { ok: false; error: 'empty' };

const headerWords =
  /^(?:sku|refs?|r[ée]f[ée]rences?|r[ée]f\.?|codes?|articles?|products?|produits?|qty|quantit[yeé]s?|qt[ée]\.?)$/i;

function unquote(field: string): string {
  const trimmed = field.trim();
  return /^".*"$/.test(trimmed) ? trimmed.slice(1, -1).replace(/""/g, '"').trim() : trimmed;
}

/** The fields of a line, split on its first separator kind (`;`, then tab, then `,`). */
function fieldsOf(text: string): string[] {
  const separator = [';', '\t', ','].find((candidate) => text.includes(candidate));
  return separator ? text.split(separator).map(unquote) : [unquote(text)];
}

/** A quantity field: a whole number (spaces as thousands separators allowed), else null. */
export function parseQuantity(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return 1;
  return /^\d{1,6}$/.test(compact) ? Number(compact) : null;
}

/** Parses a pasted or uploaded list into lines, with the problems the browser can already tell. */
export function parseReferenceLines(text: string): ParsedReferenceLines {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: ReferenceLine[] = [];
  const problems: ReferenceProblem[] = [];
  let seenFirst = false;
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    const [sku = '', quantityText = ''] = fieldsOf(row);
    const first = !seenFirst;
    seenFirst = true;
    if (first && (headerWords.test(sku) || headerWords.test(quantityText))) return;
    const line = index + 1;
    if (sku === '') {
      problems.push({ code: 'noReference', line });
      return;
    }
    const quantity = parseQuantity(quantityText);
    if (quantity === null) problems.push({ code: 'badQuantity', line, value: quantityText });
    lines.push({ line, sku, quantity });
  });
  if (lines.length === 0 && problems.length === 0) return { ok: false, error: 'empty' };
  if (lines.length > maxReferenceLines)
    return { ok: false, error: 'tooManyLines', count: lines.length };
  return { ok: true, lines, problems };
}
