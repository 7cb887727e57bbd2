import { useQuery } from '@apollo/client/react';
import { AttentionDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query Attention {
    attention {
      kind
      text
      href
      done
    }
  }
`;
export const AttentionQuery = AttentionDocument;

/** Every line of "Needs your attention" in one request, asked for again each time the dashboard opens. */
export function useAttention() {
  return useQuery(AttentionQuery, { fetchPolicy: 'cache-and-network' });
}
