import { LessThan, Not, type EntityManager } from "typeorm";
import { requireUser } from "../../auth/guards";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../../auth/password";
import { RateLimiter } from "../../auth/rate-limiter";
import type { RequestContext } from "../../auth/request-context";
import { generateToken, hashToken } from "../../auth/token";
import type { Database } from "../../db/database";
import { EntityReader, PreparedRead } from "../../db/prepared-read";
import { AppError } from "../../errors";
import { accountMessages, parseLogin, parsePasswordChange } from "../users/account.rules";
import { User } from "../users/user.entity";
import { UserStatus } from "../users/user.enums";
import { Session } from "./session.entity";

const minute = 60_000;
const day = 24 * 60 * minute;
export const sessionLifetime = { idleMs: 14 * day, absoluteMs: 60 * day } as const;
/** lastUsedAt is rewritten at most this often, so that reads do not turn into writes. */
const touchIntervalMs = 5 * minute;
const loginWindowMs = 15 * minute;

export interface SignedIn {
  user: User;
  token: string;
  passwordResetRequired: boolean;
}

export interface SessionState {
  user: User;
  passwordResetRequired: boolean;
}

export function revokeSessions(manager: EntityManager, userId: string, keepHash?: string) {
  return manager.delete(Session, keepHash ? { userId, tokenHash: Not(keepHash) } : { userId });
}

export class SessionService {
  private readonly failuresPerAccount: RateLimiter;
  private readonly failuresPerAddress: RateLimiter;
  /** Every authenticated request runs it: one statement for the session and its user. */
  private readonly sessionByToken: PreparedRead<Record<string, unknown>>;
  private readonly sessions: EntityReader<Session>;
  private readonly users: EntityReader<User>;

  constructor(
    private readonly db: Database,
    loginFailureLimit: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    const clock = () => this.now().getTime();
    this.failuresPerAccount = new RateLimiter(loginFailureLimit, loginWindowMs, clock);
    this.failuresPerAddress = new RateLimiter(loginFailureLimit * 10, loginWindowMs, clock);
    this.sessionByToken = new PreparedRead(
      db,
      db.manager.createQueryBuilder(Session, "session").innerJoinAndSelect("session.user", "user").where("session.tokenHash = :tokenHash"),
    );
    this.sessions = new EntityReader(db, Session, "session");
    this.users = new EntityReader(db, User, "user");
  }

  async login(raw: { email?: unknown; password?: unknown }, clientAddress: string): Promise<SignedIn> {
    const { email, password } = parseLogin(raw);
    if (this.failuresPerAccount.isLimited(email) || this.failuresPerAddress.isLimited(clientAddress)) {
      throw new AppError("TOO_MANY_REQUESTS", accountMessages.tooManyAttempts);
    }
    const user = await this.db.manager.findOneBy(User, { email });
    const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !passwordOk) {
      this.failuresPerAccount.record(email);
      this.failuresPerAddress.record(clientAddress);
      throw new AppError("UNAUTHENTICATED", accountMessages.invalidCredentials);
    }
    // Only after the password matched, so the status of an account is never told to a guesser.
    if (user.status === UserStatus.pending) throw new AppError("ACCOUNT_NOT_APPROVED", accountMessages.accountPending);
    if (user.status === UserStatus.rejected) throw new AppError("ACCOUNT_NOT_APPROVED", accountMessages.accountRejected);
    this.failuresPerAccount.reset(email);

    const token = generateToken();
    const now = this.now();
    await this.db.write(async (manager) => {
      await manager.delete(Session, { userId: user.id, expiresAt: LessThan(now) });
      await manager.insert(Session, {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + sessionLifetime.absoluteMs),
      });
    });
    return { user, token, passwordResetRequired: user.status === UserStatus.password_reset_required };
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
  }

  /** A change signs out every other device and ends a required reset. */
  async changePassword(ctx: RequestContext, raw: { currentPassword?: unknown; newPassword?: unknown }): Promise<User> {
    const user = requireUser(ctx, { allowDuringReset: true });
    const { currentPassword, newPassword } = parsePasswordChange(raw);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError("BAD_USER_INPUT", accountMessages.currentPasswordWrong, "currentPassword");
    }
    const passwordHash = await hashPassword(newPassword);
    return this.db.write(async (manager) => {
      const status = user.status === UserStatus.password_reset_required ? UserStatus.approved : user.status;
      await manager.update(User, { id: user.id }, { passwordHash, status });
      await revokeSessions(manager, user.id, ctx.sessionHash!);
      return manager.findOneByOrFail(User, { id: user.id });
    });
  }
}
