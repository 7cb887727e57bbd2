import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { RequestContext } from "../auth/request-context";
import { bearerToken } from "../auth/token";
import type { SessionService } from "../modules/sessions/session.service";

const contexts = new WeakMap<Request, RequestContext>();

/** The address that per-address limits count: Express's view of the client. */
export function clientAddressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/** Resolves the Bearer token once per request; both channels read the result. */
export function attachRequestContext(sessions: SessionService): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req.get("authorization"));
    const found = token ? await sessions.authenticate(token) : undefined;
    contexts.set(req, {
      user: found?.user ?? null,
      sessionHash: found?.sessionHash ?? null,
      tokenPresented: token !== undefined,
      clientAddress: clientAddressOf(req),
    });
    next();
  };
}

export function contextOf(req: Request): RequestContext {
  const context = contexts.get(req);
  if (!context) throw new Error("attachRequestContext must run before this handler");
  return context;
}

/** For validate.php, which may carry its token in the body instead of the header. */
export function replaceContext(req: Request, context: RequestContext): void {
  contexts.set(req, context);
}
