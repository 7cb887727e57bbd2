import type { RequestHandler, Response } from 'express';

const failures = new WeakMap<Response, string[]>();

/**
 * Adds error codes to the response's log line. GraphQL answers a refused or
 * failed operation with status 200, so without them a failed login over
 * GraphQL would read as a plain success.
 */
export function noteFailures(res: Response, codes: readonly string[]): void {
  failures.set(res, [...new Set([...(failures.get(res) ?? []), ...codes])]);
}

/**
 * One line per request: method, path, status and time. The query string and
 * bodies are left out, so a password, token or temporary password never lands in a log.
 */
export function requestLog(log: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const codes = failures.get(res);
      const noted = codes ? ` errors: ${codes.join(', ')}` : '';
      log(`${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms${noted}`);
    });
    next();
  };
}
