import { type Stats } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { MediaError } from './mediaError';

/** A master image found below the media root. */
export interface MediaSource {
  /** Its real path (symlinks resolved), inside the real media root. */
  file: string;
  /** Its path relative to the media root, with '/' separators. */
  relativePath: string;
  stats: Stats;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'ENAMETOOLONG';
}

/**
 * Finds masters named by already-validated path segments. Symlinks are followed, but what they lead to must
 * still be inside the media root; anything else is answered as not found, like a missing file.
 * The root's real path is resolved once it exists.
 */
export function createMediaSourceFinder(
  mediaRoot: string,
): (segments: readonly string[]) => Promise<MediaSource> {
  let realRoot: string | undefined;
  return async (segments) => {
    let root: string;
    let file: string;
    try {
      root = realRoot ??= await realpath(mediaRoot);
      file = await realpath(join(root, ...segments));
    } catch (error) {
      if (isMissing(error)) throw new MediaError('not_found', '', { cause: error });
      throw error;
    }
    if (!file.startsWith(root + sep)) throw new MediaError('not_found');
    const stats = await stat(file);
    if (!stats.isFile()) throw new MediaError('not_found');
    return { file, relativePath: relative(root, file).split(sep).join('/'), stats };
  };
}

/**
 * Reads a master whole, refusing it unread when it is larger than `maxBytes` (its size is checked on the open
 * descriptor, so a file swapped after `findMediaSource` is checked too).
 * @throws MediaError `source_too_large` or `not_found`
 */
export async function readMediaSource(source: MediaSource, maxBytes: number): Promise<Buffer> {
  let handle;
  try {
    handle = await open(source.file, 'r');
  } catch (error) {
    if (isMissing(error)) throw new MediaError('not_found', '', { cause: error });
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new MediaError('source_too_large', `${size} bytes`);
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
