import { useMutation } from '@apollo/client/react';
import { OfficeSettingsDocument, SetWithdrawalNoticesDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation SetWithdrawalNotices($choice: WithdrawalNotices!) {
    setWithdrawalNotices(choice: $choice) {
      withdrawalNotices
    }
  }
`;
export const SetWithdrawalNoticesMutation = SetWithdrawalNoticesDocument;

/** The settings have no id for the cache to match: the answer is written over the query's copy. */
export function useSetWithdrawalNotices() {
  return useMutation(SetWithdrawalNoticesMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: OfficeSettingsDocument, data: { officeSettings: data.setWithdrawalNotices } });
    },
  });
}
