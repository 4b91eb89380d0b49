import express, { type Express, type NextFunction, type Response } from 'express';

import { noStore } from '../src/data/cachePolicy';

/**
 * A developer's and the end-to-end tests' JSON endpoint (`POST {base}__dev/…`) standing in for a command that
 * cannot open the embedded database a running server holds: never cached or indexed, 404 unless the test routes
 * are on (development, or `TRUFFE_TEST_ROUTES=1`) and the store is there, JSON only (a cross-site form cannot
 * post it), bounded in size. `handle` answers; its errors go to the app's error handler.
 */
export function mountDevJsonRoute<Store>(
  app: Express,
  path: string,
  store: Store | undefined,
  enabled: boolean,
  limit: string,
  handle: (store: Store, body: unknown, res: Response, next: NextFunction) => Promise<void>,
) {
  app.post(path, express.json({ limit, strict: true }), async (req, res, next) => {
    res.setHeader('Cache-Control', noStore);
    res.setHeader('X-Robots-Tag', 'noindex');
    if (!store || !enabled) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!req.is('application/json')) {
      res.status(415).json({ error: 'JSON body expected' });
      return;
    }
    try {
      await handle(store, req.body, res, next);
    } catch (error) {
      next(error);
    }
  });
}
