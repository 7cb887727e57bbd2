import type { AccountGroup, UserConnectionQuery } from '../../graphql/graphql';
import type { ListParams } from '../../lib/list-params';

export type ManagedUser = UserConnectionQuery['userConnection']['edges'][number]['node'];

export type UserGroup = AccountGroup;

export const userGroupLabels: Record<UserGroup, string> = {
  pending: 'Pending Approval',
  approved: 'Approved Users',
  rejected: 'Rejected Users',
};

/** What a sub-tab says when it holds no account. */
export const emptyGroupTexts: Record<UserGroup, string> = {
  pending: 'No accounts are waiting for approval.',
  approved: 'No approved accounts yet.',
  rejected: 'No rejected accounts.',
};

/** The sub-tabs in order; the address names one as `group`, Pending Approval when it names none. */
export const userListChoices = {
  group: ['pending', 'approved', 'rejected'] satisfies UserGroup[],
};

export type UserListParams = ListParams<typeof userListChoices>;
