import { ApolloServer, type ApolloServerPlugin, type ContextFunction } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware, type ExpressContextFunctionArgument } from "@as-integrations/express5";
import type { RequestHandler, Response } from "express";
import type { GraphQLFormattedError, GraphQLSchema } from "graphql";
import type { RequestContext } from "../auth/request-context";
import { AppError, internalErrorMessage } from "../errors";
import { noteFailures } from "../http/request-log";
import { compiledExecutionGateway } from "./jit-gateway";
import { aliasLimit, depthLimit } from "./limits";

export const graphqlLimits = { depth: 8, aliases: 15 } as const;

/**
 * Only the spec's message and a stable code leave the server: no stack, no
 * SQL, no internal text. Unknown failures are logged and answered generically.
 */
function formatError(log: (line: string) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const where = { locations: formatted.locations, path: formatted.path };
    if (original instanceof AppError) {
      const extensions = original.field ? { code: original.code, field: original.field } : { code: original.code };
      return { message: original.message, ...where, extensions };
    }
    const code = formatted.extensions?.code;
    if (typeof code === "string" && code !== "INTERNAL_SERVER_ERROR") {
      return { message: formatted.message, ...where, extensions: { code } };
    }
    log(`graphql error: ${original instanceof Error ? (original.stack ?? original.message) : String(original)}`);
    return { message: internalErrorMessage, ...where, extensions: { code: "INTERNAL_SERVER_ERROR" } };
  };
}

/** The HTTP response beside the caller; Apollo copies the context object per operation, so it travels inside it. */
const httpResponse = Symbol("httpResponse");
type OperationContext = RequestContext & { [httpResponse]?: Response };

/** Hands the codes of an answer's errors to the request log, which would otherwise show only its 200. */
const failuresInRequestLog: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const errors = response.body.kind === "single" ? response.body.singleResult.errors : undefined;
        const res = (contextValue as OperationContext)[httpResponse];
        if (!errors?.length || !res) return;
        noteFailures(res, errors.map((error) => String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR")));
      },
    };
  },
};

export interface GraphqlEndpoint {
  handler: RequestHandler;
  stop(): Promise<void>;
}

export async function startGraphql(
  schema: GraphQLSchema,
  options: { production: boolean; log: (line: string) => void; context: (req: ExpressContextFunctionArgument["req"]) => RequestContext },
): Promise<GraphqlEndpoint> {
  const server = new ApolloServer<RequestContext>({
    gateway: compiledExecutionGateway(schema),
    introspection: !options.production,
    // Both are Apollo's defaults; stated because the product relies on them.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Shutdown is ours (index.ts): drain requests, then stop Apollo, then close the database.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: options.production,
    validationRules: [depthLimit(graphqlLimits.depth), aliasLimit(graphqlLimits.aliases)],
    formatError: formatError(options.log),
    // No cache hints are used (every answer is private and no-store); the plugin would wrap every field resolver.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), failuresInRequestLog],
  });
  await server.start();
  const context: ContextFunction<[ExpressContextFunctionArgument], RequestContext> = async ({ req, res }) => {
    const operationContext: OperationContext = { ...options.context(req), [httpResponse]: res };
    return operationContext;
  };
  return { handler: expressMiddleware(server, { context }), stop: () => server.stop() };
}
