import { type IncomingMessage, type ServerResponse } from 'node:http';
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { pipeline } from 'node:stream/promises';

import { derivativeFile, derivativeKey, writeDerivative } from './derivativeCache';
import { DiskCacheBudget } from './diskCacheBudget';
import { MediaError } from './mediaError';
import { pickMediaLocale } from './mediaLocale';
import { parseMediaPath, parseMediaRequest, type MediaRequest } from './mediaRequest';
import { createMediaSourceFinder, readMediaSource, type MediaSource } from './mediaSource';
import { MemoryCache } from './memoryCache';
import { renderDerivative, type Derivative } from './renderDerivative';
import { RenderQueue } from './renderQueue';

export interface MediaHandlerOptions {
  /** Folder of the masters; nothing outside it is ever read. */
  mediaRoot: string;
  /** Folder of the derivatives (created on demand; safe to empty at any time). */
  cacheDir: string;
  /** Largest master in pixels (width × height), checked from its header before decoding. @defaultValue 40_000_000 */
  maxInputPixels?: number;
  /** Largest master file in bytes. @defaultValue 25 MiB */
  maxInputBytes?: number;
  /**
   * Cold resizes run at once; each uses sharp's own thread count (1 on glibc Linux). One core stays free for
   * the pages (decision 0881). @defaultValue the number of cores minus one, at least 1
   */
  concurrency?: number;
  /** Cold resizes allowed to wait for a slot before the handler answers 503. @defaultValue 64 */
  maxPending?: number;
  /**
   * Most bytes of derivatives kept on disk; past it the least recently used are removed (decision 0881).
   * @defaultValue 1 GiB
   */
  maxCacheBytes?: number;
  /** Memory for the most recently served derivatives (each up to 512 KiB); 0 turns it off. @defaultValue 32 MiB */
  memoryCacheBytes?: number;
  /** Longest a single resize may take. @defaultValue 30 */
  timeoutSeconds?: number;
  /** Called with unexpected errors (a failed cache write, a 500). @defaultValue console.error */
  onError?: (error: unknown) => void;
  /** Called after each resize (not for cache hits), e.g. to count them in metrics. */
  onRender?: (render: RenderReport) => void;
}

/** What one resize produced and how long it took. */
export interface RenderReport {
  path: string;
  preset: string;
  multiplier: number;
  format: string;
  bytes: number;
  milliseconds: number;
}

/** A Node request handler for requests below the mount point (`app.use('/media', handler)`). */
export type MediaHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Derivatives at most this large are kept in memory once served. */
const maxMemoryEntryBytes = 512 * 1024;

/** Derivatives never change under their URL's parameters and source (spec §7; decision 0301). */
const immutable = 'public, max-age=31536000, immutable';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

function sendHeaders(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number>,
): void {
  res.writeHead(status, { 'X-Content-Type-Options': 'nosniff', ...headers });
}

/**
 * The resizer behind `/media/*`: validates the request (known presets and multipliers only), finds the master
 * inside the media root, and answers with the derivative from the disk cache, rendering it first when missing.
 * Identical concurrent requests share one render.
 */
export function createMediaHandler(options: MediaHandlerOptions): MediaHandler {
  const { mediaRoot, cacheDir } = options;
  const maxInputBytes = options.maxInputBytes ?? 25 * 1024 * 1024;
  const limits = {
    maxInputPixels: options.maxInputPixels ?? 40_000_000,
    timeoutSeconds: options.timeoutSeconds ?? 30,
  };
  const onError = options.onError ?? ((error: unknown) => console.error('[media]', error));
  const queue = new RenderQueue(
    options.concurrency ?? Math.max(1, availableParallelism() - 1),
    options.maxPending ?? 64,
  );
  const inFlight = new Map<string, Promise<Derivative>>();
  const memory = new MemoryCache(options.memoryCacheBytes ?? 32 * 1024 * 1024, maxMemoryEntryBytes);
  const findMediaSource = createMediaSourceFinder(mediaRoot);
  const budget = new DiskCacheBudget(cacheDir, options.maxCacheBytes ?? 1024 ** 3, onError);

  function produce(
    key: string,
    file: string,
    source: MediaSource,
    request: MediaRequest,
  ): Promise<Derivative> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = queue
        .run(async () => {
          const started = performance.now();
          const input = await readMediaSource(source, maxInputBytes);
          const derivative = await renderDerivative(input, request, limits);
          options.onRender?.({
            path: source.relativePath,
            preset: request.preset,
            multiplier: request.multiplier,
            format: request.format,
            bytes: derivative.bytes.length,
            milliseconds: performance.now() - started,
          });
          // A cache that cannot be written costs a resize next time, not this answer.
          await writeDerivative(file, derivative.bytes).then(
            () => budget.add(file, derivative.bytes.length),
            onError,
          );
          return derivative;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function sendBytes(
    req: IncomingMessage,
    res: ServerResponse,
    bytes: Buffer,
    headers: Record<string, string>,
  ): void {
    sendHeaders(res, 200, { ...headers, 'Content-Length': bytes.length });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** Sends a derivative from the disk cache (kept in memory when small); false when there is none yet. */
  async function sendCached(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    file: string,
    headers: Record<string, string>,
  ): Promise<boolean> {
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      // Not cached yet; or a cache that cannot be read at all (its folder gone, replaced, unreadable: a full or
      // broken disk, decision 0892) — the image is rendered and served anyway, never a 500.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error);
      return false;
    }
    void budget.touch(file);
    try {
      const { size } = await handle.stat();
      if (size <= maxMemoryEntryBytes) {
        const bytes = await handle.readFile();
        memory.set(key, bytes);
        sendBytes(req, res, bytes, headers);
        return true;
      }
      sendHeaders(res, 200, { ...headers, 'Content-Length': size });
      if (req.method === 'HEAD') res.end();
      else await pipeline(handle.createReadStream({ autoClose: false }), res);
    } finally {
      await handle.close();
    }
    return true;
  }

  function sendError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    const mediaError =
      error instanceof MediaError ? error : new MediaError('internal', '', { cause: error });
    if (!(error instanceof MediaError)) onError(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const locale = pickMediaLocale(req.headers['accept-language']);
    const body = JSON.stringify({
      error: { code: mediaError.code, message: mediaError.localizedMessage(locale) },
    });
    sendHeaders(res, mediaError.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Content-Language': locale,
      'Cache-Control': 'no-store',
      ...(mediaError.code === 'method_not_allowed' ? { Allow: 'GET, HEAD' } : {}),
      ...(mediaError.code === 'busy' ? { 'Retry-After': '1' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new MediaError('method_not_allowed');
    // The master first: a missing one is a 404 whatever the parameters (`…/none.png` without any).
    const source = await findMediaSource(parseMediaPath(req.url ?? '/'));
    const request = parseMediaRequest(req.url ?? '/');
    if (source.stats.size > maxInputBytes)
      throw new MediaError('source_too_large', `${source.stats.size} bytes`);
    const key = derivativeKey(source, request);
    const etag = `"${key.slice(0, 32)}"`;
    const headers = {
      'Content-Type': `image/${request.format}`,
      'Cache-Control': immutable,
      ETag: etag,
    };
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      sendHeaders(res, 304, { 'Cache-Control': immutable, ETag: etag });
      res.end();
      return;
    }
    const hot = memory.get(key);
    if (hot) {
      sendBytes(req, res, hot, headers);
      return;
    }
    const file = derivativeFile(cacheDir, key, request.format);
    if (await sendCached(req, res, key, file, headers)) return;
    const derivative = await produce(key, file, source, request);
    memory.set(key, derivative.bytes);
    sendBytes(req, res, derivative.bytes, headers);
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A client that went away mid-stream is not an error worth reporting.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      sendError(req, res, error);
    });
  };
}
