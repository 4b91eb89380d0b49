import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { MediaRequest } from './mediaRequest';
import type { MediaSource } from './mediaSource';

/** Bump when the rendering changes (quality, algorithm) so old derivatives are no longer used. */
const renderVersion = 1;

/**
 * The cache key of a derivative: its source (path relative to the media root, size and modification time in
 * nanoseconds, so a replaced master gets new derivatives without hashing its bytes on every request) and every
 * parameter that changes the output, normalized (so `bg=fff` and `bg=FFFFFF` share one file).
 */
export function derivativeKey(source: MediaSource, request: MediaRequest): string {
  const { stats } = source;
  const parts = [
    renderVersion,
    source.relativePath,
    stats.size,
    // `mtimeMs` keeps sub-millisecond precision as a fraction; enough to tell two writes apart.
    stats.mtimeMs,
    request.preset,
    request.multiplier,
    request.format,
    request.background,
    request.cover,
    request.cover ? [request.focalPoint.x, request.focalPoint.y] : null,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Where a derivative lives: two-level fan-out so no directory grows huge. */
export function derivativeFile(cacheDir: string, key: string, format: string): string {
  return join(cacheDir, key.slice(0, 2), `${key}.${format}`);
}

/**
 * Writes a derivative atomically: to a temporary file beside it, then renamed over it, so a reader sees either
 * no file or the whole file, never a partial one. The temporary file is removed when anything fails.
 */
export async function writeDerivative(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
