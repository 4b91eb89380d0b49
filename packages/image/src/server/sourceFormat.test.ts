import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { sniffSourceFormat } from './sourceFormat';

describe('sniffSourceFormat', () => {
  const pixel = () =>
    sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } });

  it.each(['jpeg', 'png', 'webp', 'gif', 'heif'] as const)(
    'recognizes %s by its first bytes',
    async (format) => {
      const bytes =
        format === 'heif'
          ? await pixel().avif().toBuffer()
          : await pixel().toFormat(format).toBuffer();
      expect(sniffSourceFormat(bytes)).toBe(format);
    },
  );

  it('refuses SVG, text and too short files', () => {
    expect(
      sniffSourceFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffSourceFormat(Buffer.from('%PDF-1.7 and more bytes'))).toBeUndefined();
    expect(sniffSourceFormat(Buffer.from([0xff, 0xd8, 0xff]))).toBeUndefined();
  });
});
