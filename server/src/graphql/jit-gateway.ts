import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, OperationTypeNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Distinct queries kept compiled; the dashboard sends a handful, so this bound is only a guard. */
const compiledLimit = 200;

/**
 * graphql-jit's errors have no `extensions` object, which Apollo's error formatting reads; the same
 * error as graphql-js builds it keeps the path, the locations and the resolver's own error.
 */
function withApolloErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((error) =>
    error.extensions
      ? error
      : Object.assign(
          new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined }),
          {
            locations: error.locations,
          },
        ),
  );
  return { ...result, errors };
}

/** The gateway Apollo runs operations through, and what it has compiled on the way. */
export interface CompiledExecution {
  gateway: GatewayInterface;
  /**
   * The compiled form of a query without variables that has been through Apollo before: parsed, validated
   * (our limits included) and run once. Undefined for anything else.
   */
  compiledRead(source: string, operationName: string | undefined): CompiledQuery | undefined;
}

/** The same key for a query and the operation named in it, whoever asks. */
const keyOf = (source: string, operationName: string | null | undefined) => `${operationName ?? ''}\n${source}`;

/**
 * Executes reads with graphql-jit, which compiles each query once into a plain function instead of
 * walking the document field by field on every request (about 550 µs against 90 µs for the
 * dashboard's 50 files and 50 links: docs/decisions/010-compiled-graphql-execution.md). Operations
 * with variables and every mutation run on graphql-js as before: graphql-jit leaves out the
 * defaults of input fields when it coerces variables. Apollo Server 5 takes a custom executor only
 * through its gateway interface; parsing, validation (our depth and alias limits included), the
 * context and error formatting stay Apollo's.
 */
export function compiledExecution(schema: GraphQLSchema): CompiledExecution {
  const compiled = new Map<string, CompiledQuery>();

  const executor: GatewayExecutor = async (request) => {
    const { operation, document, context, operationName } = request;
    const variables = request.request.variables;
    if (operation.operation !== OperationTypeNode.QUERY || operation.variableDefinitions?.length) {
      return execute({ schema, document, contextValue: context, variableValues: variables, operationName });
    }
    const key = keyOf(request.source, request.request.operationName);
    let query = compiled.get(key);
    if (!query) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) return result;
      query = result;
      if (compiled.size >= compiledLimit) compiled.delete(compiled.keys().next().value!);
      compiled.set(key, query);
    }
    return withApolloErrors(await query.query(undefined, context, variables ?? {}));
  };

  let listener: ((context: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  const gateway: GatewayInterface = {
    onSchemaLoadOrUpdate(callback) {
      listener = callback;
      return () => {
        listener = undefined;
      };
    },
    async load() {
      listener?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {
      compiled.clear();
    },
  };
  return { gateway, compiledRead: (source, operationName) => compiled.get(keyOf(source, operationName)) };
}
