import { type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';

import { type NextFunction, type Request, type Response } from 'express';

/** Content codings the server produces, best first (decision 0851). */
export type ContentEncoding = 'br' | 'gzip';
export const contentEncodings: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The coding to answer with for an `Accept-Encoding` header, among `available` (in preference order):
 * the highest q-value wins, ties go to the earlier (brotli); `q=0` refuses; `*` stands for unlisted codings.
 * `null`: send the bytes as they are.
 */
export function negotiateEncoding(
  header: string | undefined | null,
  available: readonly ContentEncoding[] = contentEncodings,
): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Types worth compressing: text, JSON (GraphQL), JavaScript, XML (sitemap), SVG, web manifests. */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/([\w.+-]+\+)?(json|javascript|xml|manifest\+json|graphql-response\+json)$/.test(
      type,
    ) ||
    type === 'image/svg+xml'
  );
}

/** Adds `Accept-Encoding` to the response's `Vary` (once). */
export function varyOnAcceptEncoding(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>): void {
  const current = res.getHeader('Vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-encoding'))
    return;
  res.setHeader('Vary', [...values, 'Accept-Encoding'].join(', '));
}

/** A compressor for dynamic responses: fast settings (brotli 4 beats gzip 6 in size and time). */
export function createCompressor(
  encoding: ContentEncoding,
  sizeHint?: number,
): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
        },
      })
    : createGzip({ level: 6 });
}

export interface CompressionOptions {
  /** Responses whose known length is below this many bytes go uncompressed. @defaultValue 1024 */
  threshold?: number;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;

/**
 * Compresses dynamic responses (pages, GraphQL JSON, sitemap…) with brotli or gzip as the client accepts.
 * Streamed responses keep streaming: the compressor is flushed whenever the producer pauses (after the
 * writes of one turn of the event loop), so each chunk React sends reaches the browser at once, without a
 * flush per small write. Responses that already carry a `Content-Encoding` (precompressed files), `HEAD`,
 * 204/304, `Cache-Control: no-transform` and incompressible types pass through untouched.
 */
export function compressResponses(options: CompressionOptions = {}) {
  const threshold = options.threshold ?? 1024;
  return function compress(req: Request, res: Response, next: NextFunction) {
    const accepted = req.headers['accept-encoding'];
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    let decided = false;
    let stream: BrotliCompress | Gzip | null = null;
    let flushQueued = false;

    /** Decides once, before the headers go out, whether this response is compressed. */
    const decide = (bodyLength?: number) => {
      if (decided) return;
      decided = true;
      if (req.method === 'HEAD') return;
      if (!isCompressibleType(res.getHeader('Content-Type') as string | undefined)) return;
      varyOnAcceptEncoding(res);
      if (res.getHeader('Content-Encoding')) return;
      if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return;
      if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return;
      const declared = Number(res.getHeader('Content-Length'));
      const length = Number.isFinite(declared) && declared > 0 ? declared : bodyLength;
      if (length !== undefined && length < threshold) return;
      const encoding = negotiateEncoding(accepted);
      if (!encoding) return;
      res.setHeader('Content-Encoding', encoding);
      res.removeHeader('Content-Length');
      const compressor = createCompressor(encoding, length);
      compressor.on('data', (data: Buffer) => {
        if (!write(data)) compressor.pause();
      });
      compressor.on('end', () => end());
      compressor.on('drain', () => res.emit('drain'));
      compressor.on('error', (error: Error) => res.destroy(error));
      res.on('close', () => {
        if (!compressor.writableEnded) compressor.destroy();
      });
      res.on('drain', () => compressor.resume());
      stream = compressor;
    };

    const queueFlush = () => {
      if (flushQueued) return;
      flushQueued = true;
      setImmediate(() => {
        flushQueued = false;
        if (stream && !stream.writableEnded) stream.flush();
      });
    };

    res.writeHead = function compressedWriteHead(...args: unknown[]) {
      // writeHead(status, [message], [headers]): headers given here must be seen by the decision.
      const headers = args.find((arg) => typeof arg === 'object' && arg !== null) as
        OutgoingHttpHeaders | [string, string][] | undefined;
      if (headers && !res.headersSent) {
        const entries = Array.isArray(headers) ? headers : Object.entries(headers);
        for (const [name, value] of entries) if (value !== undefined) res.setHeader(name, value);
      }
      if (typeof args[0] === 'number') res.statusCode = args[0];
      decide();
      const message = typeof args[1] === 'string' ? [args[1]] : [];
      return writeHead(res.statusCode, ...message);
    } as Response['writeHead'];

    res.write = function compressedWrite(chunk: Chunk, ...rest: unknown[]) {
      if (!res.headersSent) decide();
      if (!stream) return write(chunk, ...rest);
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined;
      const ok = stream.write(toBuffer(chunk, encoding), callback);
      queueFlush();
      return ok;
    } as Response['write'];

    res.end = function compressedEnd(...args: unknown[]) {
      const callback = args.find((arg) => typeof arg === 'function') as Callback | undefined;
      const chunk = typeof args[0] === 'string' || args[0] instanceof Uint8Array ? args[0] : null;
      const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
      if (!res.headersSent) decide(chunk ? toBuffer(chunk, encoding).byteLength : 0);
      if (!stream) return end(...args);
      if (callback) res.once('finish', () => callback());
      if (chunk) stream.end(toBuffer(chunk, encoding));
      else stream.end();
      return res;
    } as Response['end'];

    next();
  };
}
