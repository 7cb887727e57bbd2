import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LessThan } from 'typeorm';
import { emailVerificationLinkLifetimeHours, emailVerificationMessages } from '@coop/contract';
import type { Allowance } from '../../auth/allowance';
import { requireUser } from '../../auth/guards';
import { generateToken, hashToken } from '../../auth/token';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { queueMail } from '../mail';
import type { SiteDetails } from '../site';
import { emailIsVerified, User, type RequestContext } from '../accounts';
import { EmailVerificationToken } from './email-verification-token.entity';
import { verificationLink, verificationMail } from './verification-mail';

const linkLifetimeMs = emailVerificationLinkLifetimeHours * 3600_000;

/**
 * Confirming that an account's e-mail address is its holder's: a one-use link mailed to it at signup, or again when
 * the member asks. A confirmed address is what links an account to the students enrolled under it; the account
 * records which address was confirmed, so another address is unconfirmed until its own link is followed.
 */
export class EmailVerificationService {
  constructor(
    private readonly db: Database,
    /** Links mailed to one account per hour. */
    private readonly perAccount: Allowance,
    private readonly mail: { siteUrl: string; site: SiteDetails },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Mails a new link to the account's address, inside the caller's write (a signup sends one with its account). */
  readonly mailLink = async (manager: EntityManager, user: User): Promise<void> => {
    const token = generateToken();
    const now = this.now();
    await manager.delete(EmailVerificationToken, { userId: user.id, expiresAt: LessThan(now) });
    await manager.insert(EmailVerificationToken, {
      id: randomUUID(),
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + linkLifetimeMs),
      usedAt: null,
      createdAt: now,
    });
    await queueMail(manager, [verificationMail(user, verificationLink(this.mail.siteUrl, token), this.mail.site)], now);
  };

  /** A signed-in member asks for a new link: to their address as it is now, a few times an hour at most. */
  async requestLink(ctx: RequestContext): Promise<string> {
    const user = requireUser(ctx);
    if (emailIsVerified(user)) return emailVerificationMessages.alreadyConfirmed;
    if (!(await this.perAccount.take(user.id)).allowed) {
      throw new AppError('TOO_MANY_REQUESTS', emailVerificationMessages.tooManyRequests);
    }
    await this.db.write((manager) => this.mailLink(manager, user));
    return emailVerificationMessages.linkSent(user.email);
  }

  /**
   * Follows a link: in one write the link is spent (two uses at once cannot both count) and the address it was
   * mailed to is recorded as confirmed, if it is still the account's. Needs no sign-in: the link is the proof.
   */
  async confirm(raw: { token?: unknown }): Promise<string> {
    const invalid = () => new AppError('BAD_USER_INPUT', emailVerificationMessages.linkInvalid, 'token');
    if (typeof raw.token !== 'string' || raw.token.length === 0 || raw.token.length > 200) throw invalid();
    const tokenHash = hashToken(raw.token);
    const now = this.now();
    const confirmed = await this.db.write(async (manager) => {
      const link = await manager.findOneBy(EmailVerificationToken, { tokenHash });
      if (!link || link.usedAt !== null || link.expiresAt.getTime() <= now.getTime()) return false;
      const spent = await manager
        .createQueryBuilder()
        .update(EmailVerificationToken)
        .set({ usedAt: now })
        .where('token_hash = :tokenHash AND used_at IS NULL', { tokenHash })
        .execute();
      if (spent.affected !== 1) return false;
      const changed = await manager
        .createQueryBuilder()
        .update(User)
        .set({ verifiedEmail: link.email })
        .where('id = :id AND email = :email', { id: link.userId, email: link.email })
        .execute();
      return changed.affected === 1;
    });
    if (!confirmed) throw invalid();
    return emailVerificationMessages.confirmed;
  }
}
