import { useMutation, useQuery } from '@apollo/client/react';
import { MyAgreementsDocument, SignAgreementDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  fragment FamilyAgreementTermFields on FamilyAgreementTerm {
    termKey
    termName
    documents {
      id
      kind
      title
      version
      text
      signature {
        signerName
        signedAt
        version
      }
    }
    waiting {
      placementId
      studentName
      classTitle
    }
  }
`;

/* GraphQL */ `
  query MyAgreements {
    myAgreements {
      ...FamilyAgreementTermFields
    }
  }
`;

/* GraphQL */ `
  mutation SignAgreement($input: SignAgreementInput!) {
    signAgreement(input: $input) {
      ...FamilyAgreementTermFields
    }
  }
`;

/** The documents of the terms the household has places in, read afresh each time My family opens. */
export function useMyAgreements() {
  return useQuery(MyAgreementsDocument, { fetchPolicy: 'cache-and-network' });
}

/** The answer is the household's agreements as they now stand, written into My family's list. */
export function useSignAgreement() {
  return useMutation(SignAgreementDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyAgreementsDocument, data: { myAgreements: data.signAgreement } });
    },
  });
}
