import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { inSequence } from './in-sequence';

let close: (() => void) | undefined;

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.setHeader('x-seen', `${res.getHeader('x-seen') ?? ''}${name}`);
    next();
  };
afterEach(() => close?.());

/**
 * An app that runs `handlers` as one sequence in a router on /seq, followed in that router by a handler marking
 * `r`, then tells what happened after the router.
 */
async function get(handlers: RequestHandler[], path = '/seq/x'): Promise<{ status: number; text: string }> {
  const app = express();
  const router = express.Router();
  router.use(inSequence(handlers), mark('r'));
  app.use('/seq', router);
  app.use((_req, res) => {
    res.status(404).send(`after: ${res.getHeader('x-seen') ?? ''}`);
  });
  const errors: ErrorRequestHandler = (error, _req, res, _next) => {
    res.status(500).send(`error: ${error instanceof Error ? error.message : String(error)}`);
  };
  app.use(errors);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  return { status: response.status, text: await response.text() };
}

describe('in sequence', () => {
  it('runs each handler in order, with the path below the mount point, then goes on past the sequence', async () => {
    const paths: string[] = [];
    const answer = await get([
      mark('a'),
      (req, _res, next) => {
        paths.push(req.url);
        next();
      },
      mark('b'),
    ]);
    expect(answer).toEqual({ status: 404, text: 'after: abr' });
    expect(paths).toEqual(['/x']);
  });

  it('stops where a handler answers', async () => {
    const answer = await get([mark('a'), (_req, res) => res.send('answered'), mark('never')]);
    expect(answer).toEqual({ status: 200, text: 'answered' });
  });

  it('hands an error, a thrown one and a rejected promise to the error handlers, skipping the rest', async () => {
    const failing: RequestHandler[] = [
      (_req, _res, next) => next(new Error('passed')),
      () => {
        throw new Error('thrown');
      },
      async () => {
        throw new Error('rejected');
      },
    ];
    for (const [index, handler] of failing.entries()) {
      const answer = await get([mark('a'), handler, mark('never')]);
      expect(answer).toEqual({ status: 500, text: `error: ${['passed', 'thrown', 'rejected'][index]}` });
      close?.();
    }
  });

  it("leaves the rest of the router to Express on next('router')", async () => {
    const answer = await get([mark('a'), (_req, _res, next) => next('router'), mark('never')]);
    expect(answer).toEqual({ status: 404, text: 'after: a' });
  });
});
