import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { expireSession, onSignOut, requirePasswordReset } from '../features/auth/auth-store';
import { createApolloClient } from '../lib/apollo-client';
import { readToken } from '../lib/auth-storage';

// The GraphQL client of the members' pages: the dashboard's and each area's chunk import this one module, so they
// share one client and its cache, and no public page loads it.
export const membersClient = createApolloClient({
  getToken: readToken,
  onErrorCode(code) {
    if (code === 'UNAUTHENTICATED') expireSession();
    else if (code === 'PASSWORD_RESET_REQUIRED') requirePasswordReset();
  },
});
// Nothing one member saw may be shown to the next one on this browser.
onSignOut(() => void membersClient.clearStore());

export function MembersProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={membersClient}>{children}</ApolloProvider>;
}
