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

/**
 * Who is calling, resolved once per request and handed to every service call. `P` is what the
 * application knows of the account; the gate reads only the principal's part of it.
 */
export interface RequestContext<P extends Principal = Principal> {
  user: P | null;
  /** The presented token's hash, when it matched a live session. */
  sessionHash: string | null;
  /** Whether a token was presented at all, valid or not. */
  tokenPresented: boolean;
  clientAddress: string;
}
