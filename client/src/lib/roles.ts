import { roleLabels as sharedRoleLabels } from '@coop/contract';
import type { Role, UserStatus } from '../graphql/graphql';

/** Every role, in the order they are offered (the default, parent, first). */
export const roleLabels: Record<Role, string> = sharedRoleLabels;

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
