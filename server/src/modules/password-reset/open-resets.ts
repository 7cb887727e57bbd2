import { IsNull, type EntityManager } from 'typeorm';
import { PasswordResetToken } from './password-reset-token.entity';

/**
 * Closes every reset link of the account that is still open. A sign-in, a change of password, a forced reset
 * and a reset each do it in their own write: a link mailed before any of them must not change the password
 * afterwards.
 */
export function closeOpenResets(manager: EntityManager, userId: string, now: Date) {
  return manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: now });
}
