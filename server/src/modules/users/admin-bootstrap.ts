import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import { generatePassword, hashPassword } from '../../auth/password';
import type { Database } from '../../db/database';
import { listsChanged } from '../../db/list-versions';
import { User, Role, UserStatus } from '../accounts';

/**
 * Creates the first administrator when none exists, so a fresh install can be
 * managed at all. Existing accounts are never overwritten.
 */
export async function ensureAdmin(db: Database, admin: AppConfig['admin'], log: (line: string) => void): Promise<void> {
  await db.write(async (manager) => {
    if (await manager.existsBy(User, { role: Role.admin })) return;
    const warnTaken = () =>
      log(
        `No administrator exists, and ${admin.email} is already a non-admin account: set ADMIN_EMAIL to another address.`,
      );
    if (await manager.existsBy(User, { email: admin.email })) return warnTaken();
    const password = admin.password ?? generatePassword(20);
    const now = new Date();
    const id = randomUUID();
    // Another instance starting at the same moment may be creating the same account: the unique e-mail
    // decides, and only the instance whose row went in tells about it.
    await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        id,
        name: admin.name,
        email: admin.email,
        passwordHash: await hashPassword(password),
        role: Role.admin,
        status: UserStatus.approved,
        createdAt: now,
        approvedAt: now,
        approvedBy: null,
        // Whoever runs the server chose this address; there is no inbox to prove it to.
        verifiedEmail: admin.email,
      })
      .orIgnore()
      .execute();
    if (!(await manager.existsBy(User, { id }))) {
      if (!(await manager.existsBy(User, { role: Role.admin }))) warnTaken();
      return;
    }
    listsChanged(manager, 'users');
    // Printed this once only: it is not stored anywhere in clear.
    log(
      admin.password
        ? `Created administrator ${admin.email} with the password from ADMIN_PASSWORD.`
        : `Created administrator ${admin.email} with the generated password: ${password}`,
    );
  });
}
