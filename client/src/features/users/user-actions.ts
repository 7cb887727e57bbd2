import type { Role } from '../../graphql/graphql';
import type { ManagedUser } from './user-groups';

/** User-management actions confirmed first: reject, role change, forced reset, delete. */
export type ConfirmedAction =
  | { kind: 'reject'; user: ManagedUser }
  | { kind: 'changeRole'; user: ManagedUser; role: Role }
  | { kind: 'forceReset'; user: ManagedUser }
  | { kind: 'delete'; user: ManagedUser };
