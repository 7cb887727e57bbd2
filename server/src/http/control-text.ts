import { hasForbiddenControls, invalidTextCode, textMessages } from '@coop/contract';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';

/** The refusal of text carrying a control character, the same on every channel. */
export function controlTextError(): AppError {
  return new AppError(invalidTextCode, textMessages.controlCharacters);
}

/**
 * Whether any text in a parsed body, query or variable set (names as well as values) carries a forbidden
 * control character. Only plain objects and arrays are walked: an upload's stream object is not text. The walk
 * keeps its own stack, so a deeply nested body cannot exhaust the call stack.
 */
export function containsControlText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasForbiddenControls(current)) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object') {
      const prototype = Object.getPrototypeOf(current);
      if (prototype !== Object.prototype && prototype !== null) continue;
      for (const [name, item] of Object.entries(current)) {
        if (hasForbiddenControls(name)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The address's path segments as the routes see them, percent-decoded (`/files/a%00b` holds a NUL). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // Malformed escapes are the router's to refuse; they decode to no character at all.
    return path;
  }
}

/**
 * Refuses a request whose path, query string or parsed body carries a control character, before any service
 * or database sees it. It runs once before the routes (the body not read yet) and again after each body parser;
 * the refusal goes to the channel's own error handler, which answers it in that channel's shape.
 */
export function refuseControlText(req: Request, _res: Response, next: NextFunction): void {
  const found =
    hasForbiddenControls(decodedPath(req.path)) || containsControlText(req.query) || containsControlText(req.body);
  next(found ? controlTextError() : undefined);
}
