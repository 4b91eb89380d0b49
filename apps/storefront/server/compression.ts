import { type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type BrotliOptions,
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

/** Brotli for dynamic responses: fast settings (brotli 4 beats gzip 6 in size and time). */
const brotliOptions = (sizeHint?: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});
const gzipLevel = 6;

/** A compressor for dynamic responses that stream. */
export function createCompressor(
  encoding: ContentEncoding,
  sizeHint?: number,
): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress(brotliOptions(sizeHint))
    : createGzip({ level: gzipLevel });
}

/** A whole body compressed at once, with the same settings. */
export function compressWhole(encoding: ContentEncoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body.byteLength))
    : gzipSync(body, { level: gzipLevel });
}

export interface CompressionOptions {
  /** Responses whose known length is below this many bytes go uncompressed. @defaultValue 1024 */
  threshold?: number;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, encoding)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** One callback that calls each of `callbacks`. */
const callAll = (callbacks: Callback[]) => () => {
  for (const callback of callbacks) callback();
};

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

/**
 * A compressed response's state. What it writes before its producer pauses is held: a response ended in the
 * same turn (a page sent whole, a JSON answer, a cache hit) is compressed at once, on this thread; one that
 * goes on in later turns (a page streaming its deferred parts) gets a streaming compressor at the pause.
 */
interface CompressionState {
  encoding: ContentEncoding;
  sizeHint: number | undefined;
  /** Written and not yet compressed, with the writes' callbacks. */
  held: Buffer[];
  callbacks: Callback[];
  stream: BrotliCompress | Gzip | null;
  flushQueued: boolean;
  ended: boolean;
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
    res[compressionState] = {
      encoding,
      sizeHint: length,
      held: [],
      callbacks: [],
      stream: null,
      flushQueued: false,
      ended: false,
    };
  }

  /** The streaming compressor of a response that goes on after its first turn, fed what was held. */
  function startStream(res: CompressedResponse, state: CompressionState): BrotliCompress | Gzip {
    const compressor = createCompressor(state.encoding, state.sizeHint);
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
    state.stream = compressor;
    const { held, callbacks } = state;
    state.held = [];
    state.callbacks = [];
    held.forEach((chunk, index) =>
      compressor.write(chunk, index === held.length - 1 ? callAll(callbacks) : undefined),
    );
    return compressor;
  }

  /**
   * Once the producer pauses (after this turn's writes): a response still going on streams what it wrote so
   * far, flushed so that the browser gets it at once.
   */
  function queueFlush(res: CompressedResponse, state: CompressionState): void {
    if (state.flushQueued) return;
    state.flushQueued = true;
    setImmediate(() => {
      state.flushQueued = false;
      if (state.ended || res.destroyed) return;
      const stream = state.stream ?? startStream(res, state);
      if (!stream.writableEnded) stream.flush();
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
      if (!this.headersSent && writing !== this && !this[compressionState]) decide(this);
      const message = typeof args[1] === 'string' ? [args[1]] : [];
      return rawWriteHead.call(this, this.statusCode, ...message);
    },

    write(this: CompressedResponse, chunk: Chunk, ...rest: unknown[]) {
      if (!this.headersSent && !this[compressionState]) decide(this);
      const state = this[compressionState];
      if (!state) return rawWrite(this, chunk, ...rest);
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined;
      queueFlush(this, state);
      if (state.stream) return state.stream.write(toBuffer(chunk, encoding), callback);
      state.held.push(toBuffer(chunk, encoding));
      if (callback) state.callbacks.push(callback);
      return true;
    },

    end(this: CompressedResponse, ...args: unknown[]) {
      const chunk = typeof args[0] === 'string' || args[0] instanceof Uint8Array ? args[0] : null;
      const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
      if (!this.headersSent && !this[compressionState])
        decide(this, chunk ? toBuffer(chunk, encoding).byteLength : 0);
      const state = this[compressionState];
      if (!state) return rawEnd(this, ...args);
      const callback = args.find((arg) => typeof arg === 'function') as Callback | undefined;
      if (callback) this.once('finish', () => callback());
      if (state.stream) {
        if (chunk) state.stream.end(toBuffer(chunk, encoding));
        else state.stream.end();
        return this;
      }
      // Ended in the turn it started (or before its producer paused): compressed at once.
      state.ended = true;
      if (chunk) state.held.push(toBuffer(chunk, encoding));
      const body = compressWhole(state.encoding, Buffer.concat(state.held));
      state.held = [];
      if (!this.headersSent) this.setHeader('Content-Length', body.byteLength);
      rawEnd(this, body);
      callAll(state.callbacks)();
      return this;
    },
  };
}
