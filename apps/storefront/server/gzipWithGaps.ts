import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A text compressed once whose gaps each response fills with its own bytes, without compressing anything
 * per response (decision 0917): a stored page whose CSP nonce differs in every response.
 *
 * The gzip body is one deflate stream (RFC 1951) in one gzip member (RFC 1952), so every client that accepts
 * `gzip` decodes it:
 * - each part between two gaps is compressed on its own, as a raw deflate stream ended by a full flush (on a
 *   byte boundary, without a last block). Its preset dictionary is the text before it with each gap as bytes
 *   0xFF, which UTF-8 text never contains: the part's references reach back into earlier parts (as a whole-page
 *   compression would), never into a gap, whose bytes differ in every response;
 * - each gap is written as a stored block (uncompressed: a zero header byte, its length and the length's
 *   complement, then its bytes);
 * - the last part ends the stream (its last block has BFINAL set);
 * - the trailer's CRC-32 of the whole text is combined from each part's CRC (computed once) and the gap's
 *   (computed per response, over the gap's bytes only).
 */
export interface GzipWithGaps {
  /** The gzip member's parts: header, then per text part its deflate blocks. */
  readonly deflated: Buffer[];
  /** Per text part: CRC-32 of its bytes, its length, and the CRC operator for shifting past it. */
  readonly crcs: number[];
  readonly lengths: number[];
  readonly shifts: number[];
  /** The length every gap must have (the preset dictionaries' distances assume it). */
  readonly gapLength: number;
  /** Bytes held: the compressed parts. */
  readonly byteLength: number;
}

/** Gzip header: magic, deflate, no flags, no modification time, no extra flags, Unix. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** Stored blocks hold at most this many bytes. */
const maxGap = 0xffff;

/** Deflate looks back 32 KiB at most: the preset dictionary's useful length. */
const window = 32 * 1024;

// CRC-32 combination (zlib's crc32_combine, in the reflected representation of its polynomial).
const polynomial = 0xedb88320;

/** a × b modulo the CRC polynomial (GF(2)), both reflected. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo P for k = 0…31. */
const powersOfX = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    table.push(p);
    p = multiplyModP(p, p);
  }
  return table;
})();

/** The operator x^(8·length) modulo P: multiplied with a CRC, it shifts that CRC past `length` bytes. */
function shiftOf(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // 8 · length = length · 2^3
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2) p = multiplyModP(powersOfX[k % 32]!, p);
  }
  return p;
}

/** The CRC-32 of A followed by B, from CRC(A), CRC(B) and B's shift operator. */
function combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

/**
 * Compresses the parts of a UTF-8 text cut at its gaps (`parts.length - 1` gaps of `gapLength` bytes), once.
 * Level 9: the work is done once per stored page.
 */
export function gzipWithGaps(parts: readonly Buffer[], gapLength: number): GzipWithGaps {
  if (parts.length === 0) throw new Error('gzipWithGaps: no parts');
  if (gapLength > maxGap) throw new Error('gzipWithGaps: a gap is too long for a stored block');
  const gapFill = Buffer.alloc(gapLength, 0xff);
  /** The text so far, gaps as 0xFF: the next part's preset dictionary. */
  let before = Buffer.alloc(0);
  const deflated = [gzipHeader];
  const crcs: number[] = [];
  const lengths: number[] = [];
  const shifts: number[] = [];
  let byteLength = gzipHeader.byteLength;
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const blocks = deflateRawSync(part, {
      level: 9,
      // Not the last part: a full flush ends it on a byte boundary, with no last block.
      finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      ...(index > 0 ? { dictionary: before } : {}),
    });
    if (!last) before = Buffer.concat([before, part, gapFill]).subarray(-window);
    deflated.push(blocks);
    byteLength += blocks.byteLength;
    crcs.push(crc32(part));
    lengths.push(part.byteLength);
    shifts.push(shiftOf(part.byteLength));
  });
  return { deflated, crcs, lengths, shifts, gapLength, byteLength };
}

/**
 * The gzip body of the text with `gap` in each of its gaps, as buffers to write in order (the compressed parts
 * are shared, not copied). `gap` must have the length the text was compressed for.
 */
export function fillGaps(gzip: GzipWithGaps, gap: Buffer): Buffer[] {
  if (gap.byteLength !== gzip.gapLength)
    throw new Error(
      `fillGaps: a gap of ${gap.byteLength} bytes where ${gzip.gapLength} were expected`,
    );
  const { deflated, crcs, lengths, shifts } = gzip;
  const storedHeader = Buffer.alloc(5);
  storedHeader.writeUInt16LE(gap.byteLength, 1);
  storedHeader.writeUInt16LE(~gap.byteLength & 0xffff, 3);
  const gapCrc = crc32(gap);
  const gapShift = shiftOf(gap.byteLength);
  const out: Buffer[] = [deflated[0]!];
  let crc = 0;
  let total = 0;
  for (let index = 0; index < crcs.length; index += 1) {
    if (index > 0) {
      out.push(storedHeader, gap);
      crc = combine(crc, gapCrc, gapShift);
      total += gap.byteLength;
    }
    out.push(deflated[index + 1]!);
    crc = combine(crc, crcs[index]!, shifts[index]!);
    total += lengths[index]!;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(total >>> 0, 4);
  out.push(trailer);
  return out;
}
