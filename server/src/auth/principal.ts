import type { RoleName, UserStatusName } from '@coop/contract';

/**
 * What the permission gate reads of a signed-in account. The accounts module's User has these
 * fields, so it is a principal without this folder knowing it.
 */
export interface Principal {
  readonly id: string;
  readonly role: RoleName;
  readonly status: UserStatusName;
}
