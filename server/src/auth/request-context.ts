import type { Principal } from './principal';

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
