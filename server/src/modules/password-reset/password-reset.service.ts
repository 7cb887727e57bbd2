import { randomUUID } from 'node:crypto';
import { LessThan } from 'typeorm';
import { accountMessages, passwordResetLinkLifetimeMinutes, passwordResetMessages } from '@coop/contract';
import type { Allowance } from '../../auth/allowance';
import { hashPassword, verifyPassword } from '../../auth/password';
import { generateToken, hashToken } from '../../auth/token';
import type { Database } from '../../db/database';
import { listsChanged } from '../../db/list-versions';
import { forUpdate } from '../../db/row-locks';
import { AppError } from '../../errors';
import { silentSecurityLog, type SecurityLog } from '../../http/security-log';
import { queueMail } from '../mail';
import { openSession, revokeSessions, type SignedIn } from '../sessions';
import type { SiteDetails } from '../site';
import { parseEmail, parsePasswordReset, User, UserStatus } from '../accounts';
import { closeOpenResets } from './open-resets';
import { PasswordResetToken } from './password-reset-token.entity';
import { resetLink, resetMail } from './reset-mail';

const linkLifetimeMs = passwordResetLinkLifetimeMinutes * 60_000;

/** Accounts that may sign in; a pending or rejected account is sent no link. */
const resettable: readonly UserStatus[] = [UserStatus.approved, UserStatus.password_reset_required];

export interface ResetLimits {
  perEmail: Allowance;
  perClient: Allowance;
}

/** A forgotten password: a single-use link by e-mail, then a new password that signs the member in. */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly limits: ResetLimits,
    private readonly mail: { siteUrl: string; site: SiteDetails },
    private readonly security: SecurityLog = silentSecurityLog,
    private readonly log: (line: string) => void = console.log,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The work after answers not yet done. */
  private readonly pending = new Set<Promise<void>>();

  /**
   * Answers the same text whether or not the address has an account, before anything about the address is read:
   * the look-up, the token and its message are written after the answer, so how long the answer takes tells
   * nothing about the address. Over the client address's limit it refuses with 429; over the e-mail address's it
   * sends nothing, so asking again and again fills no one's inbox and tells nothing more.
   */
  async requestReset(raw: { email?: unknown }, clientAddress: string): Promise<string> {
    const email = parseEmail(raw.email);
    if (!(await this.limits.perClient.take(clientAddress)).allowed) {
      this.security({
        event: 'password_reset_requested',
        accountId: null,
        clientAddress,
        outcome: 'too_many_requests',
      });
      throw new AppError('TOO_MANY_REQUESTS', passwordResetMessages.tooManyRequests);
    }
    this.afterAnswer(() => this.sendLink(email, clientAddress));
    return passwordResetMessages.linkSent;
  }

  /** Settles once the work behind every answer given so far is done (before closing the database, and in tests). */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Runs the work once the answer is on its way; a failure is logged, as no one is waiting for it. */
  private afterAnswer(work: () => Promise<void>): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log(`A password reset link could not be written: ${String(error)}`))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  private async sendLink(email: string, clientAddress: string): Promise<void> {
    const log = (accountId: string | null, outcome: string) =>
      this.security({ event: 'password_reset_requested', accountId, clientAddress, outcome });
    const withinEmailLimit = (await this.limits.perEmail.take(email)).allowed;
    const user = await this.db.manager.findOneBy(User, { email });
    if (!user || !resettable.includes(user.status)) {
      log(user?.id ?? null, 'no_usable_account');
      return;
    }
    if (!withinEmailLimit) {
      log(user.id, 'too_many_requests');
      return;
    }
    const token = generateToken();
    const now = this.now();
    await this.db.write(async (manager) => {
      await manager.delete(PasswordResetToken, { userId: user.id, expiresAt: LessThan(now) });
      await manager.insert(PasswordResetToken, {
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + linkLifetimeMs),
        usedAt: null,
        createdAt: now,
      });
      await queueMail(manager, [resetMail(user, resetLink(this.mail.siteUrl, token), this.mail.site)], now);
    });
    log(user.id, 'success');
  }

  /**
   * Whether a reset link would still work, without spending it: the reset page says a used or expired link is so
   * when it opens, before a password is typed.
   */
  async linkIsOpen(raw: { token?: unknown }): Promise<boolean> {
    return typeof raw.token === 'string' && this.isUsable(await this.findLink(hashToken(raw.token)));
  }

  /**
   * Sets the password a reset link's holder chose, and signs them in: in one write the link is spent (so two
   * uses at the same moment cannot both succeed), every other open link is closed, every older session ends
   * and a required reset is over.
   */
  async resetPassword(raw: { token?: unknown; newPassword?: unknown }, clientAddress: string): Promise<SignedIn> {
    const { token, newPassword } = parsePasswordReset(raw);
    const tokenHash = hashToken(token);
    const log = (accountId: string | null, outcome: string) =>
      this.security({ event: 'password_reset', accountId, clientAddress, outcome });
    const invalid = () => new AppError('BAD_USER_INPUT', passwordResetMessages.linkInvalid, 'token');
    const found = await this.findLink(tokenHash);
    if (!this.isUsable(found)) {
      log(found?.user?.id ?? null, 'invalid_token');
      throw invalid();
    }
    const { user } = found;
    if (await verifyPassword(user.passwordHash, newPassword)) {
      throw new AppError('BAD_USER_INPUT', accountMessages.newPasswordSameAsCurrent, 'newPassword');
    }
    const passwordHash = await hashPassword(newPassword);
    const now = this.now();
    const signedIn = await this.db.write(async (manager) => {
      const spent = await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: now })
        .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > :now', { tokenHash, now })
        .execute();
      const current = await forUpdate(
        manager.createQueryBuilder(User, 'user').where('user.id = :id', { id: user.id }),
      ).getOne();
      // Used or closed meanwhile (another reset, a login, a forced reset), or the account was rejected since.
      if (spent.affected !== 1 || !current || !resettable.includes(current.status)) return undefined;
      await manager.update(
        User,
        { id: user.id },
        { passwordHash, status: UserStatus.approved, tempPasswordIssuedAt: null, tempPasswordUsedAt: null },
      );
      await revokeSessions(manager, user.id);
      await closeOpenResets(manager, user.id, now);
      // Ending a required reset changes the account's status in the administrators' list.
      if (current.status !== UserStatus.approved) listsChanged(manager, 'users');
      const sessionToken = await openSession(manager, user.id, now);
      return { user: await manager.findOneByOrFail(User, { id: user.id }), token: sessionToken };
    });
    if (!signedIn) {
      log(user.id, 'invalid_token');
      throw invalid();
    }
    log(user.id, 'success');
    return { ...signedIn, passwordResetRequired: false };
  }

  private findLink(tokenHash: string): Promise<PasswordResetToken | null> {
    return this.db.manager.findOne(PasswordResetToken, { where: { tokenHash }, relations: { user: true } });
  }

  /** Unused, unexpired, and its account may still sign in. */
  private isUsable(link: PasswordResetToken | null): link is PasswordResetToken & { user: User } {
    return (
      !!link?.user &&
      link.usedAt === null &&
      link.expiresAt.getTime() > this.now().getTime() &&
      resettable.includes(link.user.status)
    );
  }
}
