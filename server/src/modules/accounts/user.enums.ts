import type { AccountGroupName, RoleName, UserStatusName } from '@coop/contract';
import { registerEnumType } from 'type-graphql';

export enum Role {
  parent = 'parent',
  teacher = 'teacher',
  admin = 'admin',
}

export enum UserStatus {
  pending = 'pending',
  approved = 'approved',
  rejected = 'rejected',
  password_reset_required = 'password_reset_required',
}

/** User Management's groups of accounts, by the statuses each holds. */
export enum AccountGroup {
  pending = 'pending',
  approved = 'approved',
  rejected = 'rejected',
}

// The permission gate reads roles and statuses as the shared names; these lines stop compiling when
// the enums and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${Role}`, RoleName>;
true satisfies Same<`${UserStatus}`, UserStatusName>;
true satisfies Same<`${AccountGroup}`, AccountGroupName>;

registerEnumType(Role, { name: 'Role' });
registerEnumType(UserStatus, { name: 'UserStatus' });
registerEnumType(AccountGroup, {
  name: 'AccountGroup',
  description: 'How User Management groups accounts: approved includes those that must choose a new password.',
});

export const roles = Object.values(Role);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as string[]).includes(value);
}
