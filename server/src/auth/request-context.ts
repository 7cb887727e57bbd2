import type { User } from "../modules/users/user.entity";

/** Who is calling, resolved once per request and handed to every service call. */
export interface RequestContext {
  user: User | null;
  /** The presented token's hash, when it matched a live session. */
  sessionHash: string | null;
  /** Whether a token was presented at all, valid or not. */
  tokenPresented: boolean;
  clientAddress: string;
}

export function anonymousContext(clientAddress = "test"): RequestContext {
  return { user: null, sessionHash: null, tokenPresented: false, clientAddress };
}
