import express, { Router } from 'express';
import { z } from 'zod';

import { type Logger } from './logger';
import { type WebVitalName, webVitalNames } from './metrics';
import { type RateLimiter } from './rateLimit';
import { bodyParserRefusals, refuse } from './refusals';

const rumBody = z.strictObject({
  /** The page's path (no query string: it may carry personal data). */
  path: z.string().max(300),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(webVitalNames),
        value: z.number().finite().min(0).max(600_000),
        rating: z.enum(['good', 'needs-improvement', 'poor']),
        navigationType: z.string().max(32).optional(),
      }),
    )
    .min(1)
    .max(10),
});

/**
 * `POST {base}/rum` (decision 0353): real-user Core Web Vitals measured by `web-vitals` in the browser, sent
 * to our own server only — no third party, no identifier, no cookie. Each measurement feeds the
 * `truffe_web_vitals` histogram and one log line.
 */
export function createRumRouter(options: {
  logger: Logger;
  limiter: RateLimiter;
  observe: (name: WebVitalName, value: number) => void;
}): Router {
  const router = Router();
  router.post(
    '/rum',
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      const decision = options.limiter.hit(req.ip ?? 'unknown');
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds));
        return refuse(req, res, 429, 'rateLimited');
      }
      if (!req.is(['application/json', 'text/plain'])) {
        return refuse(req, res, 415, 'unsupportedMediaType');
      }
      return next();
    },
    express.json({ limit: '8kb', type: ['application/json', 'text/plain'] }),
    (req, res) => {
      const parsed = rumBody.safeParse(req.body);
      if (!parsed.success) {
        return refuse(req, res, 400, 'invalidBody', z.treeifyError(parsed.error));
      }
      for (const metric of parsed.data.metrics) {
        // web-vitals reports times in ms; Prometheus wants seconds. CLS has no unit.
        options.observe(metric.name, metric.name === 'CLS' ? metric.value : metric.value / 1000);
      }
      options.logger.info({ source: 'rum', ...parsed.data }, 'web vitals');
      res.status(204).end();
    },
  );
  router.use(bodyParserRefusals);
  return router;
}
