import { describe, expect, it } from 'vitest';

import { maxReferenceLines, parseQuantity, parseReferenceLines } from './referenceLines';

describe('parseReferenceLines', () => {
  it('reads reference;quantity lines with ; , or tab, skipping blank lines and a header', () => {
    const parsed = parseReferenceLines(
      '\uFEFFRéférence;Quantité\r\nABC-1;2\n\n"DEF-2",3\nGHI-3\t12\nJKL-4\n',
    );
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { line: 2, sku: 'ABC-1', quantity: 2 },
        { line: 4, sku: 'DEF-2', quantity: 3 },
        { line: 5, sku: 'GHI-3', quantity: 12 },
        { line: 6, sku: 'JKL-4', quantity: 1 },
      ],
      problems: [],
    });
  });

  it('keeps a first line that is not a header', () => {
    const parsed = parseReferenceLines('SKU-1;4\nSKU-2;5');
    expect(parsed.ok && parsed.lines.map((line) => line.sku)).toEqual(['SKU-1', 'SKU-2']);
  });

  it('reports quantities that are not whole numbers and lines without a reference', () => {
    const parsed = parseReferenceLines('A;two\nB;1.5\n;3\nC;-1\nD;1 000');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.lines).toEqual([
      { line: 1, sku: 'A', quantity: null },
      { line: 2, sku: 'B', quantity: null },
      { line: 4, sku: 'C', quantity: null },
      { line: 5, sku: 'D', quantity: 1000 },
    ]);
    expect(parsed.problems).toEqual([
      { code: 'badQuantity', line: 1, value: 'two' },
      { code: 'badQuantity', line: 2, value: '1.5' },
      { code: 'noReference', line: 3 },
      { code: 'badQuantity', line: 4, value: '-1' },
    ]);
  });

  it(`refuses more than ${maxReferenceLines} lines and an empty text`, () => {
    const many = Array.from({ length: maxReferenceLines + 1 }, (_, index) => `S${index};1`);
    expect(parseReferenceLines(many.join('\n'))).toEqual({
      ok: false,
      error: 'tooManyLines',
      count: maxReferenceLines + 1,
    });
    expect(parseReferenceLines(many.slice(1).join('\n')).ok).toBe(true);
    expect(parseReferenceLines(' \n\n')).toEqual({ ok: false, error: 'empty' });
  });

  it('reads a quantity', () => {
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('1e3')).toBeNull();
    expect(parseQuantity('9999999')).toBeNull();
  });
});
