import {
  AddProductsToCartMutationDocument,
  type AddProductsToCartMutationMutation,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data } from 'react-router';

import { shopClientOf } from '../../data/shopClient';
import {
  maxCsvBytes,
  maxReferenceLines,
  parseQuantity,
  parseReferenceLines,
  type ReferenceLine,
} from './referenceLines';

export type LineReport = AddProductsToCartMutationMutation['addProductsToCart']['lines'][number];

/** A row of the form as the shopper typed it (kept to show the form again). */
export interface ReferenceRow {
  sku: string;
  qty: string;
}

/** What the add-by-reference and quick-order forms' action answers. */
export type ReferenceActionData =
  | {
      ok: true;
      addedCount: number;
      lines: LineReport[];
      totalQuantity: number;
      /** The rows not added, to correct and send again. */
      rows: ReferenceRow[];
    }
  | {
      ok: false;
      /** `rows`: one more empty row asked without JavaScript (not an error). */
      reason: 'tooManyLines' | 'tooLarge' | 'notText' | 'empty' | 'failed' | 'unavailable' | 'rows';
      count?: number;
      errorMessage: string | null;
      rows: ReferenceRow[];
    };

function rowsOf(form: FormData): ReferenceRow[] {
  const skus = form.getAll('sku').map(String);
  const quantities = form.getAll('qty').map(String);
  return skus.map((sku, index) => ({ sku, qty: quantities[index] ?? '' }));
}

async function fileText(form: FormData): Promise<string | { error: 'tooLarge' | 'notText' }> {
  const file = form.get('csv');
  if (!file) return '';
  // Without JavaScript the server hands the action the file's text (server/pageForm.ts).
  if (typeof file !== 'string' && file.size > maxCsvBytes) return { error: 'tooLarge' };
  const text = typeof file === 'string' ? file : await file.text();
  if (text === '') return '';
  if (new TextEncoder().encode(text).byteLength > maxCsvBytes) return { error: 'tooLarge' };
  // A binary file (spreadsheet, picture) is not a CSV list: NUL bytes, or bytes that are not UTF-8.
  if (text.includes('\u0000') || text.includes('\ufffd')) return { error: 'notText' };
  return text;
}

/**
 * The action of `/ajoutparref/` and `/quick-order`: the grid's rows (`sku`/`qty` pairs), the pasted lines
 * (`paste`) and an uploaded CSV file (`csv`, parsed here when the browser did not — without JavaScript),
 * at most 500 lines, sent as ONE `addProductsToCart` call whose per-line report is answered. `intent=addRow`
 * (without JavaScript) only answers the rows with one more.
 */
export async function referenceAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const rows = rowsOf(form);
  const fail = (
    reason: Exclude<ReferenceActionData, { ok: true }>['reason'],
    status: number,
    extra: { count?: number; errorMessage?: string | null } = {},
  ) =>
    data<ReferenceActionData>(
      { ok: false, reason, rows, errorMessage: extra.errorMessage ?? null, count: extra.count },
      { status },
    );
  if (form.get('intent') === 'addRow') {
    return data<ReferenceActionData>({
      ok: false,
      reason: 'rows',
      errorMessage: null,
      rows: [...rows, { sku: '', qty: '1' }],
    });
  }
  const lines: ReferenceLine[] = rows
    .map((row, index) => ({
      line: index + 1,
      sku: row.sku.trim(),
      quantity: parseQuantity(row.qty),
    }))
    .filter((line) => line.sku !== '');
  const texts = [String(form.get('paste') ?? '')];
  const file = await fileText(form);
  if (typeof file !== 'string') return fail(file.error, 400);
  texts.push(file);
  for (const text of texts) {
    if (text.trim() === '') continue;
    const parsed = parseReferenceLines(text);
    if (!parsed.ok && parsed.error === 'tooManyLines')
      return fail('tooManyLines', 400, { count: parsed.count });
    if (parsed.ok) lines.push(...parsed.lines);
  }
  if (lines.length === 0) return fail('empty', 400);
  if (lines.length > maxReferenceLines) return fail('tooManyLines', 400, { count: lines.length });
  const result = await shopClientOf(context)
    .mutation(AddProductsToCartMutationDocument, {
      lines: lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    })
    .toPromise();
  const answer = result.data?.addProductsToCart;
  if (result.error || !answer) return fail('unavailable', 503);
  if (!answer.success) return fail('failed', 422, { errorMessage: answer.errorMessage });
  return {
    ok: true,
    addedCount: answer.addedCount,
    lines: answer.lines,
    totalQuantity: answer.cart.totalQuantity,
    rows: answer.lines
      .filter((line) => line.status !== 'ADDED')
      .map((line) => ({ sku: line.sku, qty: line.quantity === null ? '' : String(line.quantity) })),
  } satisfies ReferenceActionData;
}
