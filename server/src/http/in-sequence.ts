import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run one after another as a single handler, as Express would run them in a row: each calls `next`
 * to go on; an error (or `'route'`/`'router'`) ends the sequence and goes to Express with it; a handler's
 * rejected promise counts as an error. Express 5's router matches the path again and rewrites `req.url` for
 * every handler it holds: the dozen the `/graphql` route holds cost about a tenth of a list request
 * (`npm run bench -- api`); in one sequence they are matched once.
 */
export function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error) {
        done(error);
        return;
      }
      const handler = handlers[index++];
      if (!handler) {
        done();
        return;
      }
      try {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) result.catch((reason: unknown) => next(reason ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}
