import type { Role } from '../../graphql/graphql';
import type { ManagedUser } from './user-groups';

/** The user-management actions that are confirmed first (SPEC §8 confirmation prompts). */
export type ConfirmedAction =
  | { kind: 'reject'; user: ManagedUser }
  | { kind: 'changeRole'; user: ManagedUser; role: Role }
  | { kind: 'forceReset'; user: ManagedUser }
  | { kind: 'delete'; user: ManagedUser };
