import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * Middleware functions run one after the other as one: what every request passes through first (the platform,
 * the refusal of bad addresses, the HTML cache's hits). Express's router walks its stack with a matcher, a
 * base-URL rewrite and new closures per layer; these run for every request, matched or not (decision 0914).
 * A handler ends the request, or calls `next()` to go on, or `next(error)` to hand the error to Express;
 * a throw and a rejected promise do the same as `next(error)`.
 */
export function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return function sequence(req: Request, res: Response, next: NextFunction) {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
