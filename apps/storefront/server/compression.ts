import { type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';

import { type Express, type Response } from 'express';

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
  if (current === undefined) {
    res.setHeader('Vary', 'Accept-Encoding');
    return;
  }
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
 *
 * It applies to every response of the app: `writeHead`, `write` and `end` are defined once on the app's
 * response prototype (`app.response`, Express's place for response methods), and each response keeps its
 * state in one object made at its first write. A middleware that replaced those methods on each response
 * allocated ~9 kB per request, the largest cost of a cached page's answer after the socket (decision 0914).
 */
export function compressResponses(app: Express, options: CompressionOptions = {}): void {
  const threshold = options.threshold ?? 1024;
  const base = Object.getPrototypeOf(app.response) as Response;
  const methods = responseMethods(base, threshold);
  for (const name of ['writeHead', 'write', 'end'] as const)
    Object.defineProperty(app.response, name, {
      value: methods[name],
      configurable: true,
      writable: true,
    });
}

const compressionState = Symbol('compression');

/** A compressed response's compressor. */
interface CompressionState {
  stream: BrotliCompress | Gzip;
  flushQueued: boolean;
}

type CompressedResponse = Response & { [compressionState]?: CompressionState };

/** The compressing `writeHead`, `write` and `end` over the response methods of `base`. */
function responseMethods(base: Response, threshold: number) {
  const baseWrite = base.write as (this: Response, ...args: unknown[]) => boolean;
  const baseEnd = base.end as (this: Response, ...args: unknown[]) => Response;
  const rawWriteHead = base.writeHead as (this: Response, ...args: unknown[]) => Response;
  /**
   * The response whose own `write` or `end` is running: Node's implicit `writeHead` inside it comes back to
   * the `writeHead` below, for a response already decided.
   */
  let writing: Response | null = null;
  /** A response method called as the response's own (`writing` set while it runs). */
  const own =
    <T>(method: (this: Response, ...args: unknown[]) => T) =>
    (res: Response, ...args: unknown[]): T => {
      const outer = writing;
      writing = res;
      try {
        return method.call(res, ...args);
      } finally {
        writing = outer;
      }
    };
  const rawWrite = own(baseWrite);
  const rawEnd = own(baseEnd);

  /**
   * Decides, before the headers go out, whether this response is compressed; a compressed one gets its state.
   * The response methods decide only while the headers are not sent: once per response. An uncompressed
   * response gets no state at all (a property added to each response cost ~2 kB of allocation).
   */
  function decide(res: CompressedResponse, bodyLength?: number): void {
    if (res.req.method === 'HEAD') return;
    if (!isCompressibleType(res.getHeader('Content-Type') as string | undefined)) return;
    varyOnAcceptEncoding(res);
    if (res.getHeader('Content-Encoding')) return;
    if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return;
    if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return;
    const declared = Number(res.getHeader('Content-Length'));
    const length = Number.isFinite(declared) && declared > 0 ? declared : bodyLength;
    if (length !== undefined && length < threshold) return;
    const encoding = negotiateEncoding(res.req.headers['accept-encoding']);
    if (!encoding) return;
    res.setHeader('Content-Encoding', encoding);
    res.removeHeader('Content-Length');
    const compressor = createCompressor(encoding, length);
    compressor.on('data', (data: Buffer) => {
      if (!rawWrite(res, data)) compressor.pause();
    });
    compressor.on('end', () => rawEnd(res));
    compressor.on('drain', () => res.emit('drain'));
    compressor.on('error', (error: Error) => res.destroy(error));
    res.on('close', () => {
      if (!compressor.writableEnded) compressor.destroy();
    });
    res.on('drain', () => compressor.resume());
    res[compressionState] = { stream: compressor, flushQueued: false };
  }

  /** Flushes the compressor once the producer pauses (after this turn's writes). */
  function queueFlush(state: CompressionState): void {
    if (state.flushQueued) return;
    state.flushQueued = true;
    setImmediate(() => {
      state.flushQueued = false;
      if (!state.stream.writableEnded) state.stream.flush();
    });
  }

  return {
    writeHead(this: CompressedResponse, ...args: unknown[]) {
      // writeHead(status, [message], [headers]): headers given here must be seen by the decision.
      const headers = args.find((arg) => typeof arg === 'object' && arg !== null) as
        OutgoingHttpHeaders | [string, string][] | undefined;
      if (headers && !this.headersSent) {
        const entries = Array.isArray(headers) ? headers : Object.entries(headers);
        for (const [name, value] of entries) if (value !== undefined) this.setHeader(name, value);
      }
      if (typeof args[0] === 'number') this.statusCode = args[0];
      if (!this.headersSent && writing !== this) decide(this);
      const message = typeof args[1] === 'string' ? [args[1]] : [];
      return rawWriteHead.call(this, this.statusCode, ...message);
    },

    write(this: CompressedResponse, chunk: Chunk, ...rest: unknown[]) {
      if (!this.headersSent) decide(this);
      const state = this[compressionState];
      if (!state) return rawWrite(this, chunk, ...rest);
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined;
      const ok = state.stream.write(toBuffer(chunk, encoding), callback);
      queueFlush(state);
      return ok;
    },

    end(this: CompressedResponse, ...args: unknown[]) {
      const chunk = typeof args[0] === 'string' || args[0] instanceof Uint8Array ? args[0] : null;
      const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
      if (!this.headersSent) decide(this, chunk ? toBuffer(chunk, encoding).byteLength : 0);
      const state = this[compressionState];
      if (!state) return rawEnd(this, ...args);
      const callback = args.find((arg) => typeof arg === 'function') as Callback | undefined;
      if (callback) this.once('finish', () => callback());
      if (chunk) state.stream.end(toBuffer(chunk, encoding));
      else state.stream.end();
      return this;
    },
  };
}
