import type { RequestHandler } from "express";

/**
 * One line per request: method, path, status and time. The query string and
 * bodies are left out, so a password, token or temporary password never lands in a log.
 */
export function requestLog(log: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${req.method} ${req.originalUrl.split("?")[0]} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
