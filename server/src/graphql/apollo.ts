import { ApolloServer, type ApolloServerPlugin, type ContextFunction } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware, type ExpressContextFunctionArgument } from '@as-integrations/express5';
import type { RequestHandler, Response } from 'express';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { RequestContext } from '../auth/principal';
import { describeCause, internalErrorMessage, refusalOf } from '../errors';
import { noteFailures } from '../http/request-log';
import { fileMessages } from '@coop/contract';
import { aliasLimit, depthLimit, oncePerOperation } from './limits';
import { uploadRefusalOf } from './upload-failures';

/**
 * What one request to /graphql may hold. The client's largest document has 12 fields (with the
 * `__typename`s Apollo Client adds) and under 50 tokens, and its largest body (a link with the
 * longest title, address and description, four bytes a character) stays under 20 kB; a site document
 * saved whole is the largest body (up to its character limit, three bytes a character, with its escapes),
 * so the body limit leaves room for that while keeping a hostile document cheap to refuse
 * (docs/decisions/017-graphql-request-limits.md).
 */
export const graphqlLimits = { depth: 8, aliases: 15, tokens: 1000, fields: 100, bodyBytes: 256 * 1024 } as const;

/**
 * Only the user-facing message and a stable code leave the server: no stack, no
 * SQL, no internal text. Unknown failures are logged and answered generically.
 */
function formatError(log: (line: string) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const where = { locations: formatted.locations, path: formatted.path };
    const refusal = refusalOf(original) ?? uploadRefusalOf(original);
    if (refusal) {
      const cause = describeCause(refusal);
      if (cause) log(`graphql ${formatted.path?.join('.') ?? 'operation'} refused: ${cause}`);
      const extensions = refusal.field ? { code: refusal.code, field: refusal.field } : { code: refusal.code };
      return { message: refusal.message, ...where, extensions };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      return { message: formatted.message, ...where, extensions: { code } };
    }
    log(`graphql error: ${original instanceof Error ? (original.stack ?? original.message) : String(original)}`);
    return { message: internalErrorMessage, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** The HTTP response beside the caller; Apollo copies the context object per operation, so it travels inside it. */
const httpResponse = Symbol('httpResponse');
type OperationContext = RequestContext & { [httpResponse]?: Response };

/** Hands the codes of an answer's errors to the request log, which would otherwise show only its 200. */
const failuresInRequestLog: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        const res = (contextValue as OperationContext)[httpResponse];
        if (!errors?.length || !res) return;
        noteFailures(
          res,
          errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR')),
        );
      },
    };
  },
};

export interface GraphqlEndpoint {
  /** Apollo Server's Express middleware: every request to /graphql goes through its whole pipeline. */
  handler: RequestHandler;
  stop(): Promise<void>;
}

export async function startGraphql(
  schema: GraphQLSchema,
  options: {
    production: boolean;
    log: (line: string) => void;
    context: (req: ExpressContextFunctionArgument['req']) => RequestContext;
  },
): Promise<GraphqlEndpoint> {
  const server = new ApolloServer<RequestContext>({
    schema,
    introspection: !options.production,
    // Both are Apollo's defaults; stated because the product relies on them.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Shutdown is ours (index.ts): drain requests, then stop Apollo, then close the database.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: options.production,
    // documentLimits (request-limits.ts) refuses longer documents first, in its own words; this holds for any other way in.
    parseOptions: { maxTokens: graphqlLimits.tokens },
    validationRules: [
      depthLimit(graphqlLimits.depth),
      aliasLimit(graphqlLimits.aliases),
      // One file is read per request: a second run of the mutation would find its stream consumed after the first had stored it.
      oncePerOperation('uploadFile', fileMessages.oneFilePerRequest),
    ],
    formatError: formatError(options.log),
    // No cache hints are used (every answer is private and no-store); the plugin would wrap every field resolver.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), failuresInRequestLog],
  });
  await server.start();
  const context: ContextFunction<[ExpressContextFunctionArgument], RequestContext> = async ({
    req,
    res,
  }): Promise<OperationContext> => ({ ...options.context(req), [httpResponse]: res });
  return {
    handler: expressMiddleware(server, { context }),
    stop: () => server.stop(),
  };
}
