import { In, type EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { requireAdmin } from '../../auth/guards';
import { generatePassword, hashPassword } from '../../auth/password';
import type { Allowance } from '../../auth/allowance';
import {
  type RequestContext,
  parseSignup,
  parseUserId,
  activeStatuses,
  administratorAddresses,
  type CloseOpenResets,
  type MailVerificationLink,
  User,
  AccountGroup,
  isRole,
  Role,
  UserStatus,
} from '../accounts';
import type { Database } from '../../db/database';
import { KeysetPager, type PageRequest } from '../../db/keyset-page';
import { listsChanged } from '../../db/list-versions';
import { rawTimestampReader } from '../../db/raw-dates';
import type { PageOf } from '../../http/pages';
import { forUpdate } from '../../db/row-locks';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { silentSecurityLog, type SecurityEventName, type SecurityLog } from '../../http/security-log';
import { accountGroupOf, accountGroupStatuses, accountMessages } from '@coop/contract';
import {
  queueMail,
  type MailSettings,
  accountApproved,
  accountRejected,
  accountRequested,
  passwordResetForced,
  roleChanged,
} from '../mail';
import type { DeletedCounts, UserDeletionStep } from './user-deletion';
import { UserSort, type AccountCounts } from './user.types';

/** An account's row as a page reads it: what the lists show, never the password's hash. */
interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  created_at: unknown;
  approved_at: unknown;
  approved_by: string | null;
  approved_by_name: string | null;
  verified_email: string | null;
}

/**
 * The condition each group of accounts stands for in a page's statement. A group of several statuses is
 * written as "none of the others": an IN list would have both engines read the status index once per status
 * and then sort, where the complement lets them walk the index of the page's order and skip the few others.
 */
const groupConditions = Object.fromEntries(
  Object.values(AccountGroup).map((group) => {
    const statuses: readonly string[] = accountGroupStatuses[group];
    const quoted = (list: readonly string[]) => list.map((status) => `'${status}'`).join(', ');
    const others = Object.values(UserStatus).filter((status) => !statuses.includes(status));
    return [
      group,
      statuses.length === 1 ? `user.status = ${quoted(statuses)}` : `user.status NOT IN (${quoted(others)})`,
    ];
  }),
);

/**
 * Ends every session of an account, inside the caller's transaction. Sessions are a module above
 * this one (they read accounts), so the application hands their revocation in.
 */
export type SignOutEverywhere = (manager: EntityManager, userId: string) => Promise<unknown>;

export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    /** Sign-ups per client address. */
    private readonly signups: Allowance,
    private readonly revokeSessions: SignOutEverywhere,
    private readonly closeOpenResets: CloseOpenResets,
    private readonly mailVerificationLink: MailVerificationLink,
    private readonly deletionSteps: readonly UserDeletionStep[] = [],
    private readonly security: SecurityLog = silentSecurityLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every new account waits for an administrator, as a parent. */
  async signup(raw: { name?: unknown; email?: unknown; password?: unknown }, clientAddress: string): Promise<User> {
    const details = parseSignup(raw);
    if (!(await this.signups.take(clientAddress)).allowed) {
      throw new AppError('TOO_MANY_REQUESTS', accountMessages.tooManyAttempts);
    }
    const passwordHash = await hashPassword(details.password);
    const user = this.db.manager.create(User, {
      id: randomUUID(),
      name: details.name,
      email: details.email,
      passwordHash,
      role: Role.parent,
      status: UserStatus.pending,
      createdAt: this.now(),
      approvedAt: null,
      approvedBy: null,
      verifiedEmail: null,
    });
    try {
      // The unique e-mail answers whether the address is taken: a lookup first could not see a sign-up that
      // another request or instance is writing at the same moment.
      return await this.db.write(async (manager) => {
        const saved = await manager.save(user);
        await this.mailVerificationLink(manager, saved);
        listsChanged(manager, 'users');
        if (this.mail.adminNotify) {
          const admins = await administratorAddresses(manager);
          await queueMail(manager, accountRequested(saved, admins, this.mail.site, this.mail.siteUrl));
        }
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', accountMessages.emailTaken, 'email');
      throw error;
    }
  }

  async list(ctx: RequestContext): Promise<User[]> {
    requireAdmin(ctx);
    const users = await this.db.manager.find(User, { order: { createdAt: 'DESC' } });
    const names = new Map(users.map((user) => [user.id, user.name]));
    for (const user of users) user.approvedByName = user.approvedBy ? (names.get(user.approvedBy) ?? null) : null;
    return users;
  }

  /** How many accounts each group holds, in one statement (administrators). */
  async counts(ctx: RequestContext): Promise<AccountCounts> {
    requireAdmin(ctx);
    const rows = await this.db.manager
      .createQueryBuilder(User, 'user')
      .select('user.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('user.status')
      .getRawMany<{ status: UserStatus; count: number | string }>();
    const counts: AccountCounts = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[accountGroupOf(row.status)] += Number(row.count);
    return counts;
  }

  /** Written on first use: one statement per shape of request. */
  private pager: KeysetPager<UserRow> | undefined;

  /** A page of the accounts, newest first unless another sort is asked for (administrators). */
  async page(ctx: RequestContext, request: Partial<PageRequest>): Promise<PageOf<User>> {
    requireAdmin(ctx);
    this.pager ??= new KeysetPager<UserRow>(this.db, {
      alias: 'user',
      query: () =>
        this.db.manager
          .createQueryBuilder(User, 'user')
          .select('user.id', 'id')
          .addSelect('user.name', 'name')
          .addSelect('user.email', 'email')
          .addSelect('user.role', 'role')
          .addSelect('user.status', 'status')
          .addSelect('user.createdAt', 'created_at')
          .addSelect('user.approvedAt', 'approved_at')
          .addSelect('user.approvedBy', 'approved_by')
          .addSelect('user.verifiedEmail', 'verified_email')
          .leftJoin(User, 'approver', 'approver.id = user.approvedBy')
          .addSelect('approver.name', 'approved_by_name'),
      sorts: {
        DATE: { path: 'user.createdAt', output: 'created_at', kind: 'time' },
        NAME: { path: 'user.name', output: 'name', kind: 'text' },
      },
      filters: { role: 'user.role', status: 'user.status', group: { conditions: groupConditions } },
      search: { paths: ['user.name', 'user.email'], sqliteTable: 'users_search' },
    });
    const page = await this.pager.page({ ...request, sort: request.sort ?? UserSort.DATE_DESC }, {});
    const createdAt = rawTimestampReader(this.db, User, 'createdAt');
    const approvedAt = rawTimestampReader(this.db, User, 'approvedAt');
    // The name is no column, so the ORM's create would leave it out.
    const rows = page.rows.map((row) =>
      Object.assign(
        this.db.manager.create(User, {
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          status: row.status,
          createdAt: new Date(createdAt(row.created_at)),
          approvedAt: row.approved_at === null ? null : new Date(approvedAt(row.approved_at)),
          approvedBy: row.approved_by,
          verifiedEmail: row.verified_email,
        }),
        { approvedByName: row.approved_by_name },
      ),
    );
    return { ...page, rows };
  }

  async approve(ctx: RequestContext, rawUserId: unknown, rawRole: unknown = Role.parent): Promise<User> {
    const admin = requireAdmin(ctx);
    const role = parseRole(rawRole ?? Role.parent);
    return this.changeOther(ctx, admin, 'account_approved', rawUserId, async (manager, user) => {
      if (user.status !== UserStatus.pending) throw new AppError('BAD_USER_INPUT', accountMessages.notPending);
      await manager.update(
        User,
        { id: user.id },
        {
          role,
          status: UserStatus.approved,
          approvedAt: this.now(),
          approvedBy: admin.id,
        },
      );
      await queueMail(manager, [accountApproved(user, role, this.mail.site, this.mail.siteUrl)]);
    });
  }

  async reject(ctx: RequestContext, rawUserId: unknown): Promise<User> {
    const admin = requireAdmin(ctx);
    return this.changeOther(ctx, admin, 'account_rejected', rawUserId, async (manager, user) => {
      if (user.status !== UserStatus.pending) throw new AppError('BAD_USER_INPUT', accountMessages.notPending);
      await manager.update(User, { id: user.id }, { status: UserStatus.rejected });
      await this.revokeSessions(manager, user.id);
      await queueMail(manager, [accountRejected(user, this.mail.site)]);
    });
  }

  async changeRole(ctx: RequestContext, rawUserId: unknown, rawRole: unknown): Promise<User> {
    const admin = requireAdmin(ctx);
    const role = parseRole(rawRole);
    return this.changeOther(ctx, admin, 'role_change', rawUserId, async (manager, user) => {
      if (!activeStatuses.includes(user.status)) throw new AppError('BAD_USER_INPUT', accountMessages.notActive);
      await manager.update(User, { id: user.id }, { role });
      if (role !== user.role) await queueMail(manager, [roleChanged(user, role, this.mail.site)]);
    });
  }

  /**
   * Returns the temporary password, which is shown once and stored only as a
   * hash; it opens one session within its lifetime (the login checks both).
   */
  async forcePasswordReset(ctx: RequestContext, rawUserId: unknown): Promise<string> {
    const admin = requireAdmin(ctx);
    const tempPassword = generatePassword();
    const passwordHash = await hashPassword(tempPassword);
    await this.changeOther(ctx, admin, 'password_reset_forced', rawUserId, async (manager, user) => {
      if (!activeStatuses.includes(user.status)) throw new AppError('BAD_USER_INPUT', accountMessages.notActive);
      await manager.update(
        User,
        { id: user.id },
        {
          passwordHash,
          status: UserStatus.password_reset_required,
          tempPasswordIssuedAt: this.now(),
          tempPasswordUsedAt: null,
        },
      );
      await this.revokeSessions(manager, user.id);
      await queueMail(manager, [passwordResetForced(user, admin.name, this.mail.site)]);
      await this.closeOpenResets(manager, user.id, this.now());
    });
    return tempPassword;
  }

  /** Removes the account and, through the registered steps, everything it owns. */
  async delete(ctx: RequestContext, rawUserId: unknown): Promise<DeletedCounts> {
    const admin = requireAdmin(ctx);
    const counts: DeletedCounts = { files: 0, links: 0 };
    const afterCommit: Array<() => Promise<void>> = [];
    await this.changeOther(ctx, admin, 'account_deleted', rawUserId, async (manager, user) => {
      for (const step of this.deletionSteps) {
        const result = await step.remove(manager, user.id);
        counts[step.key] += result.count;
        if (result.afterCommit) afterCommit.push(result.afterCommit);
      }
      await this.revokeSessions(manager, user.id);
      await manager.delete(User, { id: user.id });
      // Items they had deleted stay in the trash without the deleter's name.
      listsChanged(manager, 'trash');
    });
    for (const work of afterCommit) await work();
    return counts;
  }

  /**
   * Loads the target inside a write transaction and refuses what an admin may
   * never do: act on their own account, or leave the co-op without an admin.
   * Returns the account as it stands afterwards. Every attempt, done or
   * refused, is one security event.
   */
  private async changeOther(
    ctx: RequestContext,
    admin: User,
    event: SecurityEventName,
    rawUserId: unknown,
    change: (manager: EntityManager, user: User) => Promise<void>,
  ): Promise<User> {
    const userId = parseUserId(rawUserId);
    const record = (outcome: string) =>
      this.security({ event, accountId: userId, actorId: admin.id, clientAddress: ctx.clientAddress, outcome });
    try {
      const changed = await this.changeInTransaction(admin, userId, change);
      record('success');
      return changed;
    } catch (error) {
      record(error instanceof AppError ? error.code.toLowerCase() : 'error');
      throw error;
    }
  }

  /**
   * The rules span rows (the actor, the target, every active admin), and another instance may change any of
   * them meanwhile: so the transaction first locks the active admins, then the target, always in that order,
   * and checks under the lock that the actor is still an active admin; one who has just been demoted or
   * removed elsewhere may no longer act. Two admins demoting each other thus run one after the other, and the
   * second finds it has no right left.
   */
  private changeInTransaction(
    admin: User,
    userId: string,
    change: (manager: EntityManager, user: User) => Promise<void>,
  ): Promise<User> {
    if (userId === admin.id) throw new AppError('FORBIDDEN', accountMessages.selfAction);
    return this.db.write(async (manager) => {
      const users = () => manager.createQueryBuilder(User, 'user');
      const activeAdmins = await forUpdate(
        users()
          .where('user.role = :role AND user.status IN (:...statuses)', { role: Role.admin, statuses: activeStatuses })
          .orderBy('user.id'),
      ).getMany();
      if (!activeAdmins.some((each) => each.id === admin.id)) {
        throw new AppError('FORBIDDEN', accountMessages.forbidden);
      }
      const user = await forUpdate(users().where('user.id = :userId', { userId })).getOne();
      if (!user) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
      await change(manager, user);
      listsChanged(manager, 'users');
      const after = (await manager.findOneBy(User, { id: userId })) ?? user;
      const adminsLeft = await manager.countBy(User, { role: Role.admin, status: In(activeStatuses) });
      if (adminsLeft === 0) throw new AppError('FORBIDDEN', accountMessages.lastAdmin);
      const approver = after.approvedBy ? await manager.findOneBy(User, { id: after.approvedBy }) : null;
      after.approvedByName = approver?.name ?? null;
      return after;
    });
  }
}

function parseRole(value: unknown): Role {
  if (!isRole(value)) throw new AppError('BAD_USER_INPUT', accountMessages.roleInvalid, 'role');
  return value;
}
