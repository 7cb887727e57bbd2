import { ListVersionsDocument } from '../../../graphql/graphql';

/**
 * The lists' change counters, polled by the dashboard's lists through `useRefetchOnChange` (lib/), which
 * reads the generated document; the operation's text stands here, where code generation looks for it.
 */
/* GraphQL */ `
  query ListVersions {
    listVersions {
      users
      files
      links
      trash
      submissions
      outbox
    }
  }
`;
export const ListVersionsQuery = ListVersionsDocument;
