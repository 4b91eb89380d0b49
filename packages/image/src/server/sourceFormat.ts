/** Raster formats accepted as masters. SVG, PDF, TIFF and the rest never reach a decoder. */
export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** Recognizes a master by its first bytes (not its name), or returns undefined. */
export function sniffSourceFormat(bytes: Buffer): SourceFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  // ISO BMFF: AVIF still images and sequences.
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12)))
    return 'heif';
  return undefined;
}
