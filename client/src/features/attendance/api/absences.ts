import { useMutation, useQuery } from '@apollo/client/react';
import { AbsenceChoicesDocument, ReportAbsenceDocument, WithdrawAbsenceReportDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query AbsenceChoices {
    absenceChoices {
      studentId
      studentName
      days {
        date
        classes {
          classKey
          title
          start
        }
      }
    }
    myAbsenceReports {
      id
      studentId
      studentName
      date
      classes {
        classKey
        title
        start
      }
      note
      reportedAt
    }
  }
`;

/* GraphQL */ `
  mutation ReportAbsence($input: ReportAbsenceInput!) {
    reportAbsence(input: $input) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation WithdrawAbsenceReport($id: ID!) {
    withdrawAbsenceReport(id: $id)
  }
`;

/** The household's children with their coming class days, and the absences reported. */
export function useAbsences() {
  return useQuery(AbsenceChoicesDocument, { fetchPolicy: 'cache-and-network' });
}

const refetchQueries = [{ query: AbsenceChoicesDocument }];

export function useReportAbsence() {
  return useMutation(ReportAbsenceDocument, { refetchQueries, awaitRefetchQueries: true });
}

export function useWithdrawAbsenceReport() {
  return useMutation(WithdrawAbsenceReportDocument, { refetchQueries, awaitRefetchQueries: true });
}
