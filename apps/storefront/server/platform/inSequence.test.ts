import express, { type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { listen } from '../../test/listen';
import { inSequence } from './inSequence';

describe('inSequence (real HTTP)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  async function serve(handlers: RequestHandler[]) {
    const app = express();
    app.use(inSequence(handlers));
    app.use((_req, res) => res.send(`after:${String(res.getHeader('x-trail') ?? '')}`));
    app.use(
      (error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
        res.status(500).send(`error:${error.message}`),
    );
    const server = await listen(app);
    close = () => server.close();
    return (path = '/') =>
      fetch(`${server.url}${path}`).then(async (r) => `${r.status} ${await r.text()}`);
  }

  const mark =
    (name: string): RequestHandler =>
    (_req, res, next) => {
      res.setHeader('x-trail', `${String(res.getHeader('x-trail') ?? '')}${name}`);
      next();
    };

  it('runs the handlers in order, then the next route', async () => {
    const get = await serve([mark('a'), mark('b'), mark('c')]);
    expect(await get()).toBe('200 after:abc');
  });

  it('stops where a handler answers', async () => {
    const get = await serve([mark('a'), (_req, res) => void res.send('answered'), mark('c')]);
    expect(await get()).toBe('200 answered');
  });

  it('hands an error to Express: next(error), a throw, a rejected promise', async () => {
    const failures: RequestHandler[] = [
      (_req, _res, next) => next(new Error('passed')),
      () => {
        throw new Error('thrown');
      },
      async () => {
        await Promise.resolve();
        throw new Error('rejected');
      },
    ];
    for (const failure of failures) {
      const get = await serve([mark('a'), failure, mark('c')]);
      expect(await get()).toMatch(/^500 error:(passed|thrown|rejected)$/);
      await close?.();
      close = undefined;
    }
  });
});
