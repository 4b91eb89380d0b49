import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import express, { type NextFunction, type Request, type Response } from 'express';

import { type ContentEncoding, negotiateEncoding, varyOnAcceptEncoding } from './compression';

/** Extensions of build files worth precompressing (text); images and fonts are compressed already. */
const precompressedExtensions = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt']);
/** Below this size compression gains nothing worth a second file. */
const minimumBytes = 1024;

const suffixes: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

const isSource = (path: string) =>
  precompressedExtensions.has(extname(path)) && !path.endsWith('.br') && !path.endsWith('.gz');

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of a build folder
 * (once, at build time: `pnpm build` runs it after `vike build`). A sibling newer than its file is kept.
 * Returns how many files were compressed.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for (const path of listFiles(dir).filter(isSource)) {
    const stats = await stat(path);
    if (stats.size < minimumBytes) continue;
    const source = await readFile(path);
    for (const [encoding, suffix] of Object.entries(suffixes)) {
      const target = path + suffix;
      if (existsSync(target) && statSync(target).mtimeMs >= stats.mtimeMs) continue;
      const compressed =
        encoding === 'br'
          ? await brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
              },
            })
          : await gzipAsync(source, { level: 9 });
      // Nothing gained (already compressed content): no sibling, the file is served as it is.
      if (compressed.byteLength >= source.byteLength) continue;
      await writeFile(target, compressed);
      written += 1;
    }
  }
  return written;
}

export const immutableCacheControl = 'public, max-age=31536000, immutable';

export interface StaticAssetsOptions {
  /** The client build folder (dist/client). */
  clientDir: string;
  /** Hashed, never-changing files live here (dist/client/assets): cached for a year, immutable. */
  immutableDir: string;
}

/**
 * Serves the client build: a file's precompressed sibling (`.br`, `.gz`, made at build time) when the
 * client accepts it, with `Content-Encoding`, the original file's type and `Vary: Accept-Encoding`;
 * otherwise the file itself. Hashed files get a one-year immutable `Cache-Control`. The siblings are
 * listed once at start (the build folder does not change under a running server).
 */
export function serveStaticAssets(options: StaticAssetsOptions) {
  const { clientDir, immutableDir } = options;
  // URL path (relative, '/'-separated) → the codings that have a sibling file.
  const siblings = new Map<string, ContentEncoding[]>();
  const builtFiles = listFiles(clientDir);
  // Every file of the build, by URL path: a page request (no such file) goes on without a file-system lookup.
  // Folders and files whose name starts with a dot (the build's own records, dist/client/.vite) are not served.
  const known = new Set(
    builtFiles
      .map((path) => relative(clientDir, path).split(sep).join('/'))
      .filter((path) => !path.split('/').some((segment) => segment.startsWith('.'))),
  );
  for (const path of builtFiles.filter(isSource)) {
    const available = (Object.keys(suffixes) as ContentEncoding[]).filter((encoding) =>
      existsSync(path + suffixes[encoding]),
    );
    if (available.length) siblings.set(relative(clientDir, path).split(sep).join('/'), available);
  }
  const isImmutable = (path: string) => path.startsWith(immutableDir + sep);
  const files = express.static(clientDir, {
    index: false,
    setHeaders(res, path) {
      if (isImmutable(path)) res.setHeader('Cache-Control', immutableCacheControl);
      if (precompressedExtensions.has(extname(path))) varyOnAcceptEncoding(res);
    },
  });

  return function staticAssets(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relativePath: string;
    try {
      relativePath = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    if (!known.has(relativePath)) return next();
    const available = siblings.get(relativePath);
    const encoding = available && negotiateEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return files(req, res, next);
    const path = join(clientDir, relativePath);
    const compressedPath = path + suffixes[encoding];
    let size: number;
    let modified: Date;
    try {
      ({ size, mtime: modified } = statSync(compressedPath));
    } catch {
      return files(req, res, next);
    }
    const etag = `W/"${encoding}-${size.toString(16)}-${modified.getTime().toString(16)}"`;
    res.type(extname(path));
    res.setHeader('Content-Encoding', encoding);
    varyOnAcceptEncoding(res);
    res.setHeader('Cache-Control', isImmutable(path) ? immutableCacheControl : 'public, max-age=0');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', modified.toUTCString());
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(compressedPath);
    stream.on('error', (error) => (res.headersSent ? res.destroy(error) : next(error)));
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  };
}
