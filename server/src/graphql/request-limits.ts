import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BREAK, parse, visit, type DocumentNode } from 'graphql';
import type { Allowance } from '../auth/allowance';
import { AppError } from '../errors';
import { sendGraphqlError } from '../http/graphql-answer';
import { containsControlText, controlTextError } from '../http/control-text';
import { clientAddressOf } from '../http/context-from-token';
import { knownRequestError } from '../http/rest';
import { fileMessages, hasForbiddenControls } from '@coop/contract';
import { parserError } from '../modules/files';
import { hasMoreFieldsThan } from './limits';

export const graphqlMessages = {
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  tooManyFields: (max: number) => `Too many fields (at most ${max})`,
  tooManyTokens: (max: number) => `Query is too long (at most ${max} tokens)`,
} as const;

/**
 * Requests to /graphql per client address per minute, counted before anything is read or looked up,
 * so a flood of requests costs the server one counter update each.
 */
export function graphqlRateLimit(perAddress: Allowance): RequestHandler {
  return async (req, res, next) => {
    const taken = await perAddress.take(clientAddressOf(req));
    if (taken.allowed) {
      next();
      return;
    }
    res.setHeader('Retry-After', String(taken.secondsUntilReset));
    sendGraphqlError(res, { status: 429, message: graphqlMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
  };
}

/** Whether a string literal written in the document itself (not a variable) holds a control character. */
function hasControlLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!hasForbiddenControls(node.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * The variables of a GET request, which travel as JSON text in the address: the query-string check sees
 * their escapes (`\u0000`), not the characters they stand for.
 */
function getVariablesHaveControlText(req: { method: string; query: Record<string, unknown> }): boolean {
  const raw = req.method === 'GET' ? req.query.variables : undefined;
  if (typeof raw !== 'string') return false;
  try {
    return containsControlText(JSON.parse(raw));
  } catch {
    // Unreadable variables are Apollo's to refuse.
    return false;
  }
}

/** Distinct documents remembered as within the limits; the client sends a handful, so this bound is only a guard. */
const acceptedLimit = 200;

/**
 * Refuses a document longer than `tokens` tokens (the lexer stops there, so a long document costs
 * no more to refuse) or writing more than `fields` fields, before Apollo validates it: validation
 * compares the fields of a selection pairwise (whether they can be merged), so its cost grows with
 * the square of their number (250 copies of one field take about 50 ms). Any other syntax error
 * goes on to Apollo, which answers it in its own words. A string literal holding a control character is
 * refused as the same text in a variable would be. Documents already found within the limits
 * are remembered, so the dashboard's few queries are parsed here once.
 */
export function documentLimits(limits: { tokens: number; fields: number }): RequestHandler {
  const accepted = new Set<string>();
  return (req, res, next) => {
    // Apollo also takes a query from the address of a GET (with a preflight header).
    const query: unknown = req.method === 'GET' ? req.query.query : req.body?.query;
    if (getVariablesHaveControlText(req)) {
      next(controlTextError());
      return;
    }
    if (typeof query !== 'string' || accepted.has(query)) {
      next();
      return;
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.tokens, noLocation: true });
    } catch (error) {
      // graphql-js tells the token limit apart only in its message (and misspells it there).
      if (error instanceof Error && /contains more tha[nt] \d+ tokens/.test(error.message)) {
        sendGraphqlError(res, {
          status: 400,
          message: graphqlMessages.tooManyTokens(limits.tokens),
          code: 'GRAPHQL_PARSE_FAILED',
        });
      } else {
        next();
      }
      return;
    }
    if (hasControlLiteral(document)) {
      next(controlTextError());
      return;
    }
    if (hasMoreFieldsThan(document, limits.fields)) {
      sendGraphqlError(res, {
        status: 400,
        message: graphqlMessages.tooManyFields(limits.fields),
        code: 'GRAPHQL_VALIDATION_FAILED',
      });
      return;
    }
    if (accepted.size >= acceptedLimit) accepted.delete(accepted.values().next().value!);
    accepted.add(query);
    next();
  };
}

/** graphql-upload-minimal refuses a second file with 413 and only its own words to tell it apart. */
function isSecondFile(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: number; message?: unknown };
  return status === 413 && typeof message === 'string' && message.endsWith('max file uploads exceeded.');
}

/**
 * The upload parser's refusals of the request as a whole: the errors it makes itself are marked `expose`. Among them
 * a 500 says a multipart body held neither `operations` nor `map`, which here (no other parser reads it) is the
 * caller's malformed body.
 */
function uploadParserRefusal(error: unknown): AppError | undefined {
  return (error as { expose?: unknown })?.expose === true ? parserError(error) : undefined;
}

/**
 * The body parsers' failures on /graphql (a body over the limit, unreadable JSON, a multipart body
 * the upload parser refuses) answered in GraphQL's shape with their status; anything else goes on
 * to the last handler, which logs it.
 */
export const graphqlRequestErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const known = isSecondFile(error)
    ? new AppError('BAD_USER_INPUT', fileMessages.oneFilePerRequest, 'file')
    : (knownRequestError(error) ?? uploadParserRefusal(error));
  if (!known || res.headersSent) {
    next(error);
    return;
  }
  sendGraphqlError(res, { status: known.status, message: known.message, code: known.code });
};
