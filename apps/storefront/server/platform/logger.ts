import { randomUUID } from 'node:crypto';

import { type NextFunction, type Request, type Response } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * The server's structured logger (JSON lines on stdout, decision 0352). LOG_LEVEL picks the level
 * (@defaultValue 'info', 'silent' under Vitest; 'silent' turns logging off).
 */
export function createLogger(
  env: NodeJS.ProcessEnv = process.env,
  destination?: DestinationStream,
): Logger {
  const options = {
    // Test runs stay quiet unless a test asks for logs (LOG_LEVEL, or its own destination).
    level: env.LOG_LEVEL?.trim() || (env.VITEST ? 'silent' : 'info'),
    base: { service: 'storefront' },
    // Secrets never reach a log line, even when a caller logs a whole request by mistake.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  };
  return destination ? pino(options, destination) : pino(options);
}

/** An incoming `X-Request-Id` is kept when it looks like an id (a proxy's), otherwise a new one is made. */
const requestIdPattern = /^[\w.:-]{1,64}$/;

/** Per-request logger and id (`res.locals.log`, `res.locals.requestId`). */
export interface RequestLogLocals {
  requestId: string;
  log: Logger;
}

export function requestLocals(res: Response): RequestLogLocals {
  return res.locals as RequestLogLocals;
}

/**
 * Gives every request an id (answered in `X-Request-Id`) and a child logger carrying it, and writes one line
 * per response: method, path (never the query string: it may hold reset tokens or e-mail addresses),
 * status, duration. 5xx are errors, 4xx warnings.
 */
export function requestLogging(logger: Logger) {
  return function logRequest(req: Request, res: Response, next: NextFunction) {
    const incoming = req.get('x-request-id');
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    Object.assign(res.locals, { requestId, log } satisfies RequestLogLocals);
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        req: { method: req.method, path: req.path },
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      if (res.statusCode >= 500) log.error(line, 'request failed');
      else if (res.statusCode >= 400) log.warn(line, 'request refused');
      else log.info(line, 'request');
    });
    next();
  };
}
