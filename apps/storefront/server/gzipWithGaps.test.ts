import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { fillGaps, gzipWithGaps } from './gzipWithGaps';

/** A text with `NONCE` where each response puts its own value, as the stored pages have. */
function partsOf(text: string): Buffer[] {
  return text.split('NONCE').map((part) => Buffer.from(part));
}

/** The whole text with `gap` in each gap. */
function filled(parts: Buffer[], gap: Buffer): Buffer {
  return Buffer.from(parts.map((part) => part.toString()).join(gap.toString()));
}

const nonce = () => Buffer.from(randomBytes(16).toString('base64'));

describe('gzipWithGaps', () => {
  it('gives a gzip body that decodes (CRC and length checked) to the text with each response’s gap', () => {
    const parts = partsOf(
      '<!DOCTYPE html><html><head><script nonce="NONCE">go()</script></head><body>' +
        '<p>Croquettes sans céréales — 12 kg</p>'.repeat(400) +
        '<script nonce="NONCE" type="module">start()</script><script nonce="NONCE">' +
        'x'.repeat(20) +
        '</script></body></html>',
    );
    const gzip = gzipWithGaps(parts, 24);
    const seen = new Set<string>();
    for (let response = 0; response < 5; response += 1) {
      const gap = nonce();
      const body = Buffer.concat(fillGaps(gzip, gap));
      expect(gunzipSync(body).equals(filled(parts, gap))).toBe(true);
      seen.add(body.toString('base64'));
    }
    expect(seen.size).toBe(5);
  });

  it('compresses about as well as the whole text at once: later parts refer back to earlier ones', () => {
    // Each part repeats what came before it: compressed alone, each would cost its full size.
    const block = Array.from(
      { length: 300 },
      (_, index) => `<li>Article ${index * 7919}</li>`,
    ).join('');
    const parts = partsOf([block, block, block, block].join('<b nonce="NONCE">'));
    const gap = nonce();
    const once = gzipSync(filled(parts, gap), { level: 9 }).byteLength;
    const body = Buffer.concat(fillGaps(gzipWithGaps(parts, gap.byteLength), gap));
    expect(body.byteLength).toBeLessThan(once * 1.1);
    expect(gunzipSync(body).equals(filled(parts, gap))).toBe(true);
  });

  it('handles gaps at both ends, side by side, and a text longer than the 32 KiB window', () => {
    const long = randomBytes(30_000).toString('hex');
    for (const text of [
      'NONCE',
      'NONCEbodyNONCE',
      'aNONCENONCEb',
      `${long}NONCE${long}NONCE${long.slice(0, 1000)}`,
      'no gap at all',
      '',
    ]) {
      const parts = partsOf(text);
      const gap = nonce();
      const body = Buffer.concat(fillGaps(gzipWithGaps(parts, gap.byteLength), gap));
      expect(gunzipSync(body).toString()).toBe(filled(parts, gap).toString());
    }
  });

  it('refuses a gap of another length than the one it was compressed for', () => {
    const gzip = gzipWithGaps(partsOf('a NONCE b'), 24);
    expect(() => fillGaps(gzip, Buffer.from('short'))).toThrow(/24/);
    expect(() => gzipWithGaps([], 24)).toThrow();
  });
});
