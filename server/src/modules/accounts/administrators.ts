import { In, type EntityManager } from 'typeorm';
import { User } from './user.entity';
import { Role, UserStatus } from './user.enums';

/** Accounts that may sign in; one waiting for a new password is still an active account. */
export const activeStatuses = [UserStatus.approved, UserStatus.password_reset_required];

/** Every active administrator's account and address, read in the write that mails them, by address. */
export async function administrators(manager: EntityManager): Promise<Array<{ id: string; email: string }>> {
  return manager.find(User, {
    select: { id: true, email: true },
    where: { role: Role.admin, status: In(activeStatuses) },
    order: { email: 'ASC' },
  });
}

/** The addresses of every active administrator, read in the write that mails them. */
export async function administratorAddresses(manager: EntityManager): Promise<string[]> {
  return (await administrators(manager)).map((admin) => admin.email);
}
