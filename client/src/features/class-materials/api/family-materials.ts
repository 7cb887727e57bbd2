import { useQuery } from '@apollo/client/react';
import { FamilyMaterialsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query FamilyMaterials {
    familyMaterials {
      classKey
      grade
      title
      files {
        id
        original_name
        size
        uploader_name
        uploaded_at
        url
      }
      links {
        id
        title
        url
        description
        sharedBy
        sharedAt
      }
    }
  }
`;
export const FamilyMaterialsQuery = FamilyMaterialsDocument;

/** Each of the family's classes and grades with what was shared with it. */
export function useFamilyMaterials() {
  return useQuery(FamilyMaterialsQuery);
}
