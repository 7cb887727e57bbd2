import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, describeCause, internalErrorMessage, refusalOf } from '../errors';

type Handler = (req: Request) => Promise<Record<string, unknown>> | Record<string, unknown>;

/**
 * The REST shim's answer shape: `{success: true, ...fields}`, or the error's
 * status with `{success: false, error}`. Handlers only call a service.
 */
export function rest(handler: Handler): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = await handler(req);
      res.json({ success: true, ...body });
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The entity tag of a list for a request, once the caller's right to the list is settled; `fresh` when the
 * request asks whether the list changed, which only a tag read now can answer.
 */
export type EntityTagOf = (req: Request, fresh: boolean) => Promise<string>;

/**
 * A list's GET that a client may revalidate. `entityTag` settles the caller's right to the list first (a
 * refusal answers as any other), then names the state of the list as they see it; when the client already
 * holds that state (`If-None-Match`), the answer is 304 without a body and the list is not read. The tag is
 * read before the list, so a change between the two can only make the next poll fetch once more.
 */
export function conditionalRest(entityTag: EntityTagOf, handler: Handler): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const tag = await entityTag(req, req.headers['if-none-match'] !== undefined);
      res.setHeader('ETag', tag);
      if (holdsEntityTag(req.headers['if-none-match'], tag)) {
        res.status(304).end();
        return;
      }
    } catch (error) {
      next(error);
      return;
    }
    return rest(handler)(req, res, next);
  };
}

/**
 * Whether `If-None-Match` names this tag, compared weakly. Unlike Express's `req.fresh` it ignores the request's
 * `Cache-Control: no-cache`, which asks caches on the way to forward the request rather than the origin to
 * answer in full, and which fetch() adds by itself to every request that carries `If-None-Match`.
 */
export function holdsEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (each: string) => each.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((each) => each.trim() === '*' || opaque(each) === opaque(tag));
}

/** Query-string or JSON body, whichever the old PHP clients used. */
export function input(req: Request): Record<string, unknown> {
  return { ...(req.query as Record<string, unknown>), ...bodyInput(req) };
}

/**
 * The JSON body alone, for passwords and tokens: an address is kept in browser
 * history, proxy and server logs and Referer headers, so a secret in the query
 * string is refused by being ignored.
 */
export function bodyInput(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
}

interface HttpishError {
  status?: number;
  type?: string;
}

/** What a caller is told when the body itself cannot be read, the same on the REST shim and /graphql. */
export const bodyMessages = {
  tooLarge: 'Request body too large',
  unreadable: 'Invalid request body',
  charset: 'The body is in a character set the server does not read: send it as UTF-8',
  encoding:
    'The body is compressed in a way the server does not read: send it uncompressed, or once with gzip, deflate or br',
} as const;

/**
 * body-parser's refusals of the request (each names its `type`) by what the caller did wrong: a character set or a
 * compression it cannot read is 415, a body over the limit 413, and any other (unreadable JSON, a body cut short or
 * a length that lies) 400. Its own 5xx failures are the server's and stay undefined, as does anything else.
 */
function bodyParserRefusal({ status, type }: HttpishError): AppError | undefined {
  if (type === 'charset.unsupported') return new AppError('UNSUPPORTED_MEDIA_TYPE', bodyMessages.charset);
  if (type === 'encoding.unsupported') return new AppError('UNSUPPORTED_MEDIA_TYPE', bodyMessages.encoding);
  if (type === 'entity.too.large' || status === 413) return new AppError('PAYLOAD_TOO_LARGE', bodyMessages.tooLarge);
  const byTheCaller = typeof status === 'number' && status >= 400 && status < 500;
  if ((type !== undefined && byTheCaller) || status === 400)
    return new AppError('BAD_USER_INPUT', bodyMessages.unreadable);
  return undefined;
}

/**
 * A refusal of ours, or a body parser's failure (they reach the error handlers as plain errors
 * carrying an HTTP status) told in our words; undefined for anything else.
 */
export function knownRequestError(error: unknown): AppError | undefined {
  return (
    refusalOf(error) ?? (error && typeof error === 'object' ? bodyParserRefusal(error as HttpishError) : undefined)
  );
}

/** The last handler: every failure becomes the JSON shape, and only known messages reach the caller. */
export function errorResponder(log: (line: string) => void) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const known = knownRequestError(error);
    if (known) {
      const cause = describeCause(known);
      if (cause) log(`${req.method} ${req.path} refused: ${cause}`);
      res.status(known.status).json({ success: false, error: known.message, code: known.code });
      return;
    }
    const http = error as HttpishError;
    // express.static's refusals: a file that is not there, or a path it will not resolve ("..").
    if (http?.status === 404 || http?.status === 403) {
      res.status(404).json({ success: false, error: 'Not found', code: 'NOT_FOUND' });
      return;
    }
    log(
      `error on ${req.method} ${req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    res.status(500).json({ success: false, error: internalErrorMessage, code: 'INTERNAL_SERVER_ERROR' });
  };
}
