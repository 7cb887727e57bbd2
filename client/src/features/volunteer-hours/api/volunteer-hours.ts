import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CorrectVolunteerHoursDocument,
  SettleVolunteerHoursDocument,
  VolunteerCheckinsDocument,
  VolunteerHoursDocument,
  type VolunteerHoursQuery,
} from '../../../graphql/graphql';

/* GraphQL */ `
  fragment VolunteerCheckinFields on VolunteerCheckin {
    signupId
    householdId
    householdName
    volunteerName
    roleName
    date
    start
    end
    checkedInAt
    checkedOutAt
    workedMinutes
    missingOut
  }
`;

/* GraphQL */ `
  query VolunteerCheckins($date: String) {
    volunteerCheckins(date: $date) {
      today
      signups {
        ...VolunteerCheckinFields
      }
    }
  }
`;

/* GraphQL */ `
  fragment VolunteerHoursFields on VolunteerHoursLedger {
    termKey
    termName
    termEnded
    hourlyRate
    households {
      householdId
      name
      requiredMinutes
      signedUpMinutes
      workedMinutes
      shortMinutes
      shortCharge
      missingOut
      settlement {
        outcome
        shortMinutes
        amount
        reason
        byName
      }
      signups {
        signupId
        volunteerName
        roleName
        date
        start
        end
        minutes
        workedMinutes
        missingOut
        ended
        correction {
          minutes
          reason
          byName
        }
      }
    }
  }
`;

/* GraphQL */ `
  query VolunteerHours {
    volunteerHours {
      ...VolunteerHoursFields
    }
  }
`;

/* GraphQL */ `
  mutation CorrectVolunteerHours($input: VolunteerHoursCorrectionInput!) {
    correctVolunteerHours(input: $input) {
      ...VolunteerHoursFields
    }
  }
`;

/* GraphQL */ `
  mutation SettleVolunteerHours($input: VolunteerSettlementInput!) {
    settleVolunteerHours(input: $input) {
      ...VolunteerHoursFields
    }
  }
`;

/** The door's list: the household's duties today and next, or for the office everyone's of `date` (today by default). */
export function useVolunteerCheckins(date: string | null) {
  return useQuery(VolunteerCheckinsDocument, { variables: { date }, fetchPolicy: 'cache-and-network' });
}

export function useVolunteerHours() {
  return useQuery(VolunteerHoursDocument, { fetchPolicy: 'cache-and-network' });
}

// Both answer the whole ledger (it has no id to be merged by), which replaces the cached one.
const replaceLedger = (cache: ApolloCache, ledger: VolunteerHoursQuery['volunteerHours'] | undefined) => {
  if (ledger) cache.writeQuery({ query: VolunteerHoursDocument, data: { volunteerHours: ledger } });
};

export function useCorrectVolunteerHours() {
  return useMutation(CorrectVolunteerHoursDocument, {
    update: (cache, { data }) => replaceLedger(cache, data?.correctVolunteerHours),
  });
}

export function useSettleVolunteerHours() {
  return useMutation(SettleVolunteerHoursDocument, {
    update: (cache, { data }) => replaceLedger(cache, data?.settleVolunteerHours),
  });
}
