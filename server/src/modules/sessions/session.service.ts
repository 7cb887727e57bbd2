import { LessThan, Not, type EntityManager } from 'typeorm';
import { requireUser } from '../../auth/guards';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../auth/password';
import type { Guess, PasswordGuessLimits } from '../../auth/password-guesses';
import {
  type RequestContext,
  parseLogin,
  parsePasswordChange,
  User,
  UserStatus,
  type CloseOpenResets,
} from '../accounts';
import { generateToken, hashToken } from '../../auth/token';
import type { Database } from '../../db/database';
import { listsChanged } from '../../db/list-versions';
import { EntityReader, PreparedRead } from '../../db/prepared-read';
import { forUpdate } from '../../db/row-locks';
import { AppError } from '../../errors';
import { silentSecurityLog, type SecurityEventName, type SecurityLog } from '../../http/security-log';
import { accountMessages, temporaryPasswordLifetimeHours } from '@coop/contract';
import { type MailSettings, passwordChanged, queueMail } from '../mail';
import { Session } from './session.entity';

const minute = 60_000;
const day = 24 * 60 * minute;
export const sessionLifetime = { idleMs: 14 * day, absoluteMs: 60 * day } as const;
/** lastUsedAt is rewritten at most this often, so that reads do not turn into writes. */
const touchIntervalMs = 5 * minute;
const temporaryPasswordLifetimeMs = temporaryPasswordLifetimeHours * 60 * minute;

export interface SignedIn {
  user: User;
  token: string;
  passwordResetRequired: boolean;
}

export interface SessionState {
  user: User;
  passwordResetRequired: boolean;
}

/** Opens a session for the account inside the caller's write; answers its token, of which only the hash is kept. */
export async function openSession(manager: EntityManager, userId: string, now: Date): Promise<string> {
  const token = generateToken();
  await manager.delete(Session, { userId, expiresAt: LessThan(now) });
  await manager.insert(Session, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetime.absoluteMs),
  });
  return token;
}

export function revokeSessions(manager: EntityManager, userId: string, keepHash?: string) {
  return manager.delete(Session, keepHash ? { userId, tokenHash: Not(keepHash) } : { userId });
}

/**
 * Marks a forced reset's temporary password as used by this login. Undefined
 * when it may open a session, otherwise why not: it is past its lifetime, or
 * it opened one already (checked and set in one statement, so two logins at
 * the same moment cannot both use it).
 */
async function spendTemporaryPassword(manager: EntityManager, user: User, now: Date): Promise<string | undefined> {
  const issued = user.tempPasswordIssuedAt;
  if (!issued || now.getTime() - issued.getTime() > temporaryPasswordLifetimeMs) return 'temporary_password_expired';
  const result = await manager
    .createQueryBuilder()
    .update(User)
    .set({ tempPasswordUsedAt: now })
    .where('id = :id AND temp_password_used_at IS NULL', { id: user.id })
    .execute();
  return result.affected === 1 ? undefined : 'temporary_password_used';
}

/**
 * The account read again inside a write, locked until it ends, when it still has the password and status a
 * request checked before its transaction; undefined when a forced reset or a password change through another
 * request or instance has replaced them since, which makes the checked password stale.
 */
async function unchangedAccount(manager: EntityManager, checked: User): Promise<User | undefined> {
  const current = await forUpdate(
    manager.createQueryBuilder(User, 'user').where('user.id = :id', { id: checked.id }),
  ).getOne();
  const unchanged = current?.passwordHash === checked.passwordHash && current.status === checked.status;
  return unchanged ? current : undefined;
}

export class SessionService {
  /** Every authenticated request runs it: one statement for the session and its user. */
  private readonly sessionByToken: PreparedRead<Record<string, unknown>>;
  private readonly sessions: EntityReader<Session>;
  private readonly users: EntityReader<User>;

  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly guesses: PasswordGuessLimits,
    private readonly closeOpenResets: CloseOpenResets,
    private readonly security: SecurityLog = silentSecurityLog,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sessionByToken = new PreparedRead(
      db,
      db.manager
        .createQueryBuilder(Session, 'session')
        .innerJoinAndSelect('session.user', 'user')
        .where('session.tokenHash = :tokenHash'),
    );
    this.sessions = new EntityReader(db, Session, 'session');
    this.users = new EntityReader(db, User, 'user');
  }

  async login(raw: { email?: unknown; password?: unknown }, clientAddress: string): Promise<SignedIn> {
    const { email, password } = parseLogin(raw);
    const guess = await this.startGuess('login', email, clientAddress, () => this.accountIdOf(email));
    try {
      const user = await this.db.manager.findOneBy(User, { email });
      const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
      const refuse = (outcome: string, error: AppError): never => {
        this.security({ event: 'login', accountId: user?.id ?? null, clientAddress, outcome });
        throw error;
      };
      const invalid = new AppError('UNAUTHENTICATED', accountMessages.invalidCredentials);
      if (!user || !passwordOk) return refuse('invalid_credentials', invalid);
      // Only after the password matched, so the status of an account is never told to a guesser.
      if (user.status === UserStatus.pending || user.status === UserStatus.rejected) {
        await guess.matched();
        const message =
          user.status === UserStatus.pending ? accountMessages.accountPending : accountMessages.accountRejected;
        return refuse('account_not_approved', new AppError('ACCOUNT_NOT_APPROVED', message));
      }

      const now = this.now();
      const opened = await this.db.write(async (manager): Promise<{ refusal: string } | { token: string }> => {
        // A reset coming first refuses this login; one coming after ends the session it opens.
        const current = await unchangedAccount(manager, user);
        if (!current) return { refusal: 'password_changed' };
        if (current.status === UserStatus.password_reset_required) {
          const refusal = await spendTemporaryPassword(manager, current, now);
          if (refusal) return { refusal };
        }
        const token = await openSession(manager, user.id, now);
        // Whoever could sign in no longer needs the reset links mailed before.
        await this.closeOpenResets(manager, user.id, now);
        return { token };
      });
      // A spent, expired or replaced password is no longer the account's password.
      if ('refusal' in opened) return refuse(opened.refusal, invalid);
      const { token } = opened;
      await guess.matched();
      this.security({ event: 'login', accountId: user.id, clientAddress, outcome: 'success' });
      return { user, token, passwordResetRequired: user.status === UserStatus.password_reset_required };
    } finally {
      guess.end();
    }
  }

  /**
   * Starts a guess at an account's password under the shared limits, or logs
   * the refusal and answers 429. `accountId` is read only for that log line.
   */
  private async startGuess(
    event: SecurityEventName,
    account: string,
    clientAddress: string,
    accountId: () => Promise<string | null>,
  ): Promise<Guess> {
    const guess = await this.guesses.begin(account, clientAddress);
    if (guess) return guess;
    this.security({ event, accountId: await accountId(), clientAddress, outcome: 'too_many_requests' });
    throw new AppError('TOO_MANY_REQUESTS', accountMessages.tooManyAttempts);
  }

  private async accountIdOf(email: string): Promise<string | null> {
    const user = await this.db.manager.findOne(User, { where: { email }, select: { id: true } });
    return user?.id ?? null;
  }

  /** Resolves a presented token to its user; undefined for an unknown, expired or revoked one. */
  async authenticate(token: string): Promise<{ user: User; sessionHash: string } | undefined> {
    const tokenHash = hashToken(token);
    const row = await this.sessionByToken.first({ tokenHash });
    if (!row) return undefined;
    const session = this.sessions.read(row);
    const now = this.now();
    const idleExpired = now.getTime() - session.lastUsedAt.getTime() > sessionLifetime.idleMs;
    if (idleExpired || now >= session.expiresAt) {
      await this.db.write((manager) => manager.delete(Session, { tokenHash }));
      return undefined;
    }
    const user = this.users.read(row);
    if (user.status !== UserStatus.approved && user.status !== UserStatus.password_reset_required) {
      return undefined;
    }
    if (now.getTime() - session.lastUsedAt.getTime() > touchIntervalMs) {
      await this.db.write((manager) => manager.update(Session, { tokenHash }, { lastUsedAt: now }));
    }
    return { user, sessionHash: tokenHash };
  }

  validate(ctx: RequestContext): SessionState {
    const user = requireUser(ctx, { allowDuringReset: true });
    return { user, passwordResetRequired: user.status === UserStatus.password_reset_required };
  }

  async logout(ctx: RequestContext): Promise<void> {
    requireUser(ctx, { allowDuringReset: true });
    const tokenHash = ctx.sessionHash!;
    await this.db.write((manager) => manager.delete(Session, { tokenHash }));
    this.security({ event: 'logout', accountId: ctx.user!.id, clientAddress: ctx.clientAddress, outcome: 'success' });
  }

  /**
   * A change signs out every other device and ends a required reset. The
   * current password is a guess like a login's, under the same limits.
   */
  async changePassword(ctx: RequestContext, raw: { currentPassword?: unknown; newPassword?: unknown }): Promise<User> {
    const user = requireUser(ctx, { allowDuringReset: true });
    const { currentPassword, newPassword } = parsePasswordChange(raw);
    const clientAddress = ctx.clientAddress;
    const guess = await this.startGuess('password_change', user.email, clientAddress, async () => user.id);
    try {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        this.security({
          event: 'password_change',
          accountId: user.id,
          clientAddress,
          outcome: 'wrong_current_password',
        });
        throw new AppError('BAD_USER_INPUT', accountMessages.currentPasswordWrong, 'currentPassword');
      }
      await guess.matched();
    } finally {
      guess.end();
    }
    const passwordHash = await hashPassword(newPassword);
    const changed = await this.db.write(async (manager) => {
      // A reset forced meanwhile has replaced the password just checked, and ended this session: it wins.
      if (!(await unchangedAccount(manager, user))) {
        throw new AppError('BAD_USER_INPUT', accountMessages.currentPasswordWrong, 'currentPassword');
      }
      const status = user.status === UserStatus.password_reset_required ? UserStatus.approved : user.status;
      await manager.update(
        User,
        { id: user.id },
        { passwordHash, status, tempPasswordIssuedAt: null, tempPasswordUsedAt: null },
      );
      await revokeSessions(manager, user.id, ctx.sessionHash!);
      await queueMail(manager, [passwordChanged(user, this.mail.site)]);
      await this.closeOpenResets(manager, user.id, this.now());
      // Ending a required reset changes the account's status in the administrators' list.
      if (status !== user.status) listsChanged(manager, 'users');
      return manager.findOneByOrFail(User, { id: user.id });
    });
    this.security({ event: 'password_change', accountId: user.id, clientAddress, outcome: 'success' });
    return changed;
  }
}
