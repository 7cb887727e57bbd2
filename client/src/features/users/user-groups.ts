import type { UsersQuery } from '../../graphql/graphql';

export type ManagedUser = UsersQuery['users'][number];

export type UserGroup = 'pending' | 'approved' | 'rejected';

export const userGroupLabels: Record<UserGroup, string> = {
  pending: 'Pending Approval',
  approved: 'Approved Users',
  rejected: 'Rejected Users',
};

/** User Management sub-tabs; accounts waiting for a password reset count as approved. */
export function groupUsers(users: readonly ManagedUser[]): Record<UserGroup, ManagedUser[]> {
  const groups: Record<UserGroup, ManagedUser[]> = { pending: [], approved: [], rejected: [] };
  for (const user of users) {
    if (user.status === 'pending') groups.pending.push(user);
    else if (user.status === 'rejected') groups.rejected.push(user);
    else groups.approved.push(user);
  }
  return groups;
}
