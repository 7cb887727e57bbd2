import type { EntityManager } from 'typeorm';

/**
 * Closes every reset link mailed to the account that is still open, inside the caller's write: a sign-in, a
 * change of password and a forced reset each do it. The links belong to the password-reset module, which sits
 * above sessions and users (it opens a session and reads accounts), so the application hands this in.
 */
export type CloseOpenResets = (manager: EntityManager, userId: string, now: Date) => Promise<unknown>;
