import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import type { CompiledExecution } from './jit-gateway';

/**
 * The content types Apollo Server answers a single result in, as it writes them; it picks one by the
 * request's Accept header, and plain JSON when there is none.
 */
const answerTypes = ['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8'];

/** The content type Apollo would answer in, or undefined where it would choose another or refuse. */
function answerTypeFor(accept: string | undefined): string | undefined {
  if (!accept) return answerTypes[0];
  // Apollo also offers the subscription callback's type: where that wins, it is Apollo's answer to give.
  const preferred = new Negotiator({ headers: { accept } }).mediaType([
    ...answerTypes,
    'application/json; callbackSpec=1.0; charset=utf-8',
  ]);
  return answerTypes.find((type) => type === preferred);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body that asks for a document alone: no variables, no persisted-query or other protocol extension. */
function plainQueryOf(body: unknown): { query: string; operationName: string | undefined } | undefined {
  if (!isRecord(body) || typeof body.query !== 'string') return undefined;
  const { operationName, variables, extensions } = body;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (variables != null && !(isRecord(variables) && Object.keys(variables).length === 0)) return undefined;
  // Apollo Client names itself in `extensions.clientLibrary`, which Apollo Server does not act on.
  if (extensions != null && !(isRecord(extensions) && !('persistedQuery' in extensions))) return undefined;
  return { query: body.query, operationName: operationName ?? undefined };
}

/**
 * Answers again, without Apollo Server's request pipeline, a read Apollo has answered before: a POSTed
 * query without variables whose document Apollo has parsed and validated (our limits included) and the
 * gateway has compiled. The lists the dashboard polls are such reads, and the pipeline's hooks and awaits
 * cost about a quarter of each one (`npm run bench -- api`): here the compiled function runs with the
 * same context and its answer goes out as Apollo writes it, status, content type and body alike.
 *
 * Everything else goes on to Apollo: other methods and bodies, new documents, an Accept header Apollo
 * would answer otherwise, and any answer with errors, which Apollo words through its error formatting
 * and request-log plugin. Such a read runs a second time there; a read changes nothing, so only its cost
 * is doubled, and only on a refusal.
 */
export function answerCompiledReads(
  execution: Pick<CompiledExecution, 'compiledRead'>,
  contextOf: (req: Request, res: Response) => object,
): RequestHandler {
  return async (req, res, next) => {
    const asked = req.method === 'POST' ? plainQueryOf(req.body) : undefined;
    const read = asked && execution.compiledRead(asked.query, asked.operationName);
    const type = read && answerTypeFor(req.headers.accept);
    if (!read || !type) {
      next();
      return;
    }
    try {
      const result = await read.query(undefined, contextOf(req, res), {});
      if (result.errors?.length) {
        next();
        return;
      }
      res.status(200).setHeader('content-type', type);
      res.send(`${JSON.stringify({ data: result.data })}\n`);
    } catch (error) {
      next(error);
    }
  };
}
