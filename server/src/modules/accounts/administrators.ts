import { In, type EntityManager } from 'typeorm';
import { User } from './user.entity';
import { Role, UserStatus } from './user.enums';

/** Accounts that may sign in; one waiting for a new password is still an active account. */
export const activeStatuses = [UserStatus.approved, UserStatus.password_reset_required];

/** The addresses of every active administrator, read in the write that mails them. */
export async function administratorAddresses(manager: EntityManager): Promise<string[]> {
  const admins = await manager.find(User, {
    select: { email: true },
    where: { role: Role.admin, status: In(activeStatuses) },
    order: { email: 'ASC' },
  });
  return admins.map((admin) => admin.email);
}
