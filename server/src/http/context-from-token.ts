import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Principal, RequestContext } from '../auth/principal';
import { bearerToken } from '../auth/token';

/** What resolving a token needs: the sessions module's service is one. */
export interface SessionLookup<P extends Principal> {
  authenticate(token: string): Promise<{ user: P; sessionHash: string } | undefined>;
}

/** The address that per-address limits count: Express's view of the client. */
export function clientAddressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export interface RequestContexts<P extends Principal> {
  /** Resolves the Bearer token once per request; both channels read the result. */
  attach(sessions: SessionLookup<P>): RequestHandler;
  of(req: Request): RequestContext<P>;
  /** For validate.php, which may carry its token in the body instead of the header. */
  replace(req: Request, context: RequestContext<P>): void;
}

/**
 * The per-request contexts of one kind of account. The application makes one, typed with its own
 * account, so that services receive that account without this layer knowing it.
 */
export function requestContexts<P extends Principal>(): RequestContexts<P> {
  const contexts = new WeakMap<Request, RequestContext<P>>();
  return {
    attach(sessions) {
      return async (req: Request, _res: Response, next: NextFunction) => {
        const token = bearerToken(req.get('authorization'));
        const found = token ? await sessions.authenticate(token) : undefined;
        contexts.set(req, {
          user: found?.user ?? null,
          sessionHash: found?.sessionHash ?? null,
          tokenPresented: token !== undefined,
          clientAddress: clientAddressOf(req),
        });
        next();
      };
    },
    of(req) {
      const context = contexts.get(req);
      if (!context) throw new Error('attachRequestContext must run before this handler');
      return context;
    },
    replace(req, context) {
      contexts.set(req, context);
    },
  };
}
