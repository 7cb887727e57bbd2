import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { createUploadLink } from './apollo-upload-link';
import { connectionPolicies } from './connection-pages';

export const GRAPHQL_PATH = '/graphql';

type ApolloClientOptions = {
  /** The session token, read for every request (it changes when someone logs in or out). */
  getToken: () => string | null;
  /** Told every error code the server answers with (UNAUTHENTICATED, PASSWORD_RESET_REQUIRED, …). */
  onErrorCode: (code: string) => void;
};

/** The `extensions.code` of each GraphQL error in an Apollo error. */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((each) => each.extensions?.code).filter((code): code is string => typeof code === 'string');
}

export function createApolloClient({ getToken, onErrorCode }: ApolloClientOptions): ApolloClient {
  const errorLink = new ErrorLink(({ error }) => {
    for (const code of new Set(errorCodes(error))) onErrorCode(code);
  });
  const authLink = new SetContextLink(({ headers }) => {
    const token = getToken();
    return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, createUploadLink(GRAPHQL_PATH), new HttpLink({ uri: GRAPHQL_PATH })]),
    cache: new InMemoryCache({ typePolicies: connectionPolicies }),
  });
}
