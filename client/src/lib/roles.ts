import type { roleLabels as sharedRoleLabels } from '@coop/contract';
import type { Role, UserStatus } from '../graphql/graphql';

/**
 * Every role, in the order they are offered (the default, parent, first). Written out rather than imported: the
 * shared module would cost every page's script bytes, while its type holds these to the same words as the e-mail.
 */
export const roleLabels: Record<Role, string> & typeof sharedRoleLabels = {
  parent: 'Parent',
  teacher: 'Teacher',
  admin: 'Admin',
};

export const roles = Object.keys(roleLabels) as Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(roleLabels, value);
}

export const userStatusLabels: Record<UserStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  password_reset_required: 'Password reset required',
};

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && Object.hasOwn(userStatusLabels, value);
}
