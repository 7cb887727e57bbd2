import { useQuery } from '@apollo/client/react';
import { ShareAudiencesDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query ShareAudiences {
    shareAudiences {
      classes {
        key
        title
      }
      grades
    }
  }
`;
export const ShareAudiencesQuery = ShareAudiencesDocument;

/** The classes and grades the share forms offer a teacher (theirs) or an administrator (all); nothing to a parent. */
export function useShareAudiences(sharer: boolean) {
  const { data } = useQuery(ShareAudiencesQuery, { skip: !sharer });
  return data?.shareAudiences;
}
