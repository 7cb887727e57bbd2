import { useMutation, useQuery } from '@apollo/client/react';
import {
  AutoAssignDayDocument,
  CancelSignupDocument,
  FillSlotDocument,
  OfferSignupDocument,
  RemoveSignupDocument,
  SignUpForSlotDocument,
  TakeOfferedSignupDocument,
  VolunteerSignupBoardDocument,
  VolunteerSwapsDocument,
  WithdrawSignupOfferDocument,
} from '../../../graphql/graphql';

/* GraphQL */ `
  query VolunteerSignupBoard {
    volunteerSignupBoard {
      termKey
      termName
      quotaMinutes
      signedUpMinutes
      everyoneHasShare
      people {
        kind
        id
        name
        householdId
        householdName
      }
      slots {
        id
        date
        start
        end
        roleName
        roleDescription
        people
        placesLeft
        offeredIds
        signups {
          id
          householdId
          householdName
          volunteerKind
          volunteerId
          volunteerName
          source
          offered
        }
      }
    }
  }
`;

/* GraphQL */ `
  query VolunteerSwaps {
    volunteerSwaps {
      offerId
      date
      start
      end
      roleName
      offeredBy
      offeredHousehold
      offeredAt
      takenBy
      takenHousehold
      takenAt
    }
  }
`;

/* GraphQL */ `
  mutation SignUpForSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {
    signUpForSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation TakeOfferedSignup($signupId: ID!, $volunteerKind: String!, $volunteerId: ID!) {
    takeOfferedSignup(signupId: $signupId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation CancelSignup($signupId: ID!) {
    cancelSignup(signupId: $signupId) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation OfferSignup($signupId: ID!) {
    offerSignup(signupId: $signupId) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation WithdrawSignupOffer($signupId: ID!) {
    withdrawSignupOffer(signupId: $signupId) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation FillSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {
    fillSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation RemoveSignup($signupId: ID!, $reason: String!) {
    removeSignup(signupId: $signupId, reason: $reason) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation AutoAssignDay($date: String!) {
    autoAssignDay(date: $date) {
      date
      assigned {
        id
      }
    }
  }
`;

/** The term's coming slots, read afresh each time the tab opens (other households sign up meanwhile). */
export function useSignupBoard() {
  return useQuery(VolunteerSignupBoardDocument, { fetchPolicy: 'cache-and-network' });
}

export function useSwaps() {
  return useQuery(VolunteerSwapsDocument, { fetchPolicy: 'cache-and-network' });
}

// Every change reads the board (and the swaps) again: places left and shares move with each.
const refetchQueries = [VolunteerSignupBoardDocument, VolunteerSwapsDocument];
const after = { refetchQueries, awaitRefetchQueries: true };

export const useSignUp = () => useMutation(SignUpForSlotDocument, after);
export const useTakeOffer = () => useMutation(TakeOfferedSignupDocument, after);
export const useCancelSignup = () => useMutation(CancelSignupDocument, after);
export const useOfferSignup = () => useMutation(OfferSignupDocument, after);
export const useWithdrawOffer = () => useMutation(WithdrawSignupOfferDocument, after);
export const useFillSlot = () => useMutation(FillSlotDocument, after);
export const useRemoveSignup = () => useMutation(RemoveSignupDocument, after);
export const useAutoAssign = () => useMutation(AutoAssignDayDocument, after);
