import express, { type Request, Router } from 'express';
import { z } from 'zod';

import {
  clientIdPattern,
  type ClientLogEntry,
  clientLogLimits as limits,
} from '../../src/platform/clientLog/clientLogEntry';
import { type Logger, requestLocals } from './logger';
import { type RateLimiter } from './rateLimit';
import { bodyParserRefusals, refuse } from './refusals';

const errorEntry = z.strictObject({
  context: z.string().max(limits.maxContextLength),
  level: z.literal('error'),
  data: z.strictObject({
    error: z.string().max(limits.maxErrorNameLength),
    message: z.string().max(limits.maxMessageLength),
    trace: z.string().max(limits.maxTraceLength).optional(),
  }),
});

const otherEntry = z.strictObject({
  context: z.string().max(limits.maxContextLength),
  level: z.enum(['warn', 'info', 'debug']),
  data: z.record(z.string().max(64), z.unknown()),
});

/** The body of `POST {base}/client-log-handler` (spec §7). */
export const clientLogBody = z.strictObject({
  logs: z
    .array(z.discriminatedUnion('level', [errorEntry, otherEntry]))
    .min(1)
    .max(limits.maxEntries),
});

// The schema and the browser's type describe the same thing.
type Parsed = z.infer<typeof clientLogBody>['logs'][number];
const _sameShape: (entry: Parsed) => ClientLogEntry = (entry) => entry;
void _sameShape;

export interface ClientLogRouterOptions {
  logger: Logger;
  /** Requests per client id. */
  perClient: RateLimiter;
  /** Requests per IP address (several tabs, or a client changing its id). */
  perAddress: RateLimiter;
  /** Counts each accepted entry (metrics). */
  onEntry?: (entry: ClientLogEntry) => void;
}

function clientIdOf(req: Request): string | null {
  const value = req.query.client_id;
  return typeof value === 'string' && clientIdPattern.test(value) ? value : null;
}

/**
 * `POST {base}/client-log-handler?client_id={id}` (spec §7, decision 0352): the browser's collected errors
 * and warnings, validated (zod, body size, entry count), rate-limited per client id and per address, and
 * written to the server log as structured lines (`source: 'browser'`). Bad bodies get a 4xx, never a crash.
 */
export function createClientLogRouter(options: ClientLogRouterOptions): Router {
  const router = Router();
  router.post(
    '/client-log-handler',
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      const clientId = clientIdOf(req);
      if (!clientId) return refuse(req, res, 400, 'invalidClientId');
      // Counted before parsing: a flood of bad bodies is a flood too.
      const byAddress = options.perAddress.hit(req.ip ?? 'unknown');
      const byClient = options.perClient.hit(clientId);
      const decision = !byAddress.allowed ? byAddress : byClient;
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds));
        return refuse(req, res, 429, 'rateLimited');
      }
      if (!req.is(['application/json', 'text/plain'])) {
        return refuse(req, res, 415, 'unsupportedMediaType');
      }
      return next();
    },
    // sendBeacon posts text/plain without a preflight; the body is JSON either way.
    express.json({ limit: limits.maxBodyBytes, type: ['application/json', 'text/plain'] }),
    (req, res) => {
      const parsed = clientLogBody.safeParse(req.body);
      if (!parsed.success) {
        return refuse(req, res, 400, 'invalidBody', z.treeifyError(parsed.error));
      }
      const clientId = clientIdOf(req);
      const log = options.logger.child({
        source: 'browser',
        clientId,
        requestId: requestLocals(res).requestId,
        userAgent: req.get('user-agent')?.slice(0, 300),
      });
      for (const entry of parsed.data.logs) {
        log[entry.level]({ context: entry.context, data: entry.data }, 'browser log');
        options.onEntry?.(entry);
      }
      res.status(204).end();
    },
  );
  router.use(bodyParserRefusals);
  return router;
}
