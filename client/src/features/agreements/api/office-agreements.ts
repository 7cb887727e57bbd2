import { useMutation, useQuery } from '@apollo/client/react';
import {
  AgreementDocumentsDocument,
  AgreementTermsDocument,
  CreateAgreementDocumentDocument,
  UpdateAgreementDocumentDocument,
  WithdrawAgreementDocumentDocument,
} from '../../../graphql/graphql';

/* GraphQL */ `
  fragment AgreementDocumentFields on AgreementDocument {
    id
    termKey
    kind
    title
    version
    text
    versionAt
    withdrawnAt
    signatures {
      householdId
      householdName
      signerName
      signedAt
      version
    }
    unsigned {
      householdId
      householdName
    }
  }
`;

/* GraphQL */ `
  query AgreementTerms {
    agreementTerms {
      key
      name
    }
  }
`;

/* GraphQL */ `
  query AgreementDocuments($termKey: String!) {
    agreementDocuments(termKey: $termKey) {
      ...AgreementDocumentFields
    }
  }
`;

/* GraphQL */ `
  mutation CreateAgreementDocument($input: CreateAgreementDocumentInput!) {
    createAgreementDocument(input: $input) {
      ...AgreementDocumentFields
    }
  }
`;

/* GraphQL */ `
  mutation UpdateAgreementDocument($input: UpdateAgreementDocumentInput!) {
    updateAgreementDocument(input: $input) {
      ...AgreementDocumentFields
    }
  }
`;

/* GraphQL */ `
  mutation WithdrawAgreementDocument($documentId: ID!) {
    withdrawAgreementDocument(documentId: $documentId) {
      ...AgreementDocumentFields
    }
  }
`;

export function useAgreementTerms() {
  return useQuery(AgreementTermsDocument);
}

/** A term's documents with who signed, read afresh each time the term is chosen. */
export function useAgreementDocuments(termKey: string | undefined) {
  return useQuery(AgreementDocumentsDocument, {
    variables: { termKey: termKey ?? '' },
    skip: !termKey,
    fetchPolicy: 'cache-and-network',
  });
}

/** A new document joins its term's list, which is read again. */
export function useCreateAgreementDocument() {
  return useMutation(CreateAgreementDocumentDocument, { refetchQueries: ['AgreementDocuments'] });
}

export function useUpdateAgreementDocument() {
  return useMutation(UpdateAgreementDocumentDocument);
}

export function useWithdrawAgreementDocument() {
  return useMutation(WithdrawAgreementDocumentDocument);
}
