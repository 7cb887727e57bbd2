import { mailPreferencesMessages, mailPreferencesTokenPattern } from '@coop/contract';
import { requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { RequestContext } from '../accounts';
import { MailPreference } from './mail-preference.entity';
import { normalAddress, preferenceTokens } from './mail-preferences';

/** One address's choice as the preferences page shows it. */
export interface MailPreferencesView {
  address: string;
  announcementsStopped: boolean;
  /** When the choice last changed; null while it is the one every address starts with. */
  changedAt: Date | null;
}

/** Whose preferences a call is about: the holder of a link's token, or (without one) the signed-in member. */
export interface PreferencesChoice {
  token?: unknown;
  announcementsStopped?: unknown;
}

function unknownToken(): AppError {
  return new AppError('NOT_FOUND', mailPreferencesMessages.unknownToken, 'token');
}

/** A token of the shape the server makes; anything else is answered as a token nobody holds, without a lookup. */
function parseToken(raw: unknown): string {
  if (typeof raw !== 'string' || !mailPreferencesTokenPattern.test(raw)) throw unknownToken();
  return raw;
}

function viewOf(row: Pick<MailPreference, 'address' | 'announcementsStopped' | 'changedAt'>): MailPreferencesView {
  return { address: row.address, announcementsStopped: row.announcementsStopped, changedAt: row.changedAt };
}

/**
 * The preferences page's reads and writes, and the one-click unsubscribe. A link's token opens its address's
 * choice without signing in (it came in a message to that address); without a token, a signed-in member sees and
 * sets their account's own address.
 */
export class MailPreferencesService {
  constructor(private readonly db: Database) {}

  async read(ctx: RequestContext, token: unknown): Promise<MailPreferencesView> {
    if (token !== undefined && token !== null) return viewOf(await this.byToken(parseToken(token)));
    const address = this.ownAddress(ctx);
    const row = await this.db.manager.findOneBy(MailPreference, { address });
    return row ? viewOf(row) : { address, announcementsStopped: false, changedAt: null };
  }

  async choose(ctx: RequestContext, choice: PreferencesChoice): Promise<MailPreferencesView> {
    if (typeof choice.announcementsStopped !== 'boolean') {
      throw new AppError('BAD_USER_INPUT', mailPreferencesMessages.choiceInvalid, 'announcementsStopped');
    }
    const stopped = choice.announcementsStopped;
    if (choice.token !== undefined && choice.token !== null) {
      const row = await this.byToken(parseToken(choice.token));
      return this.set(row.address, stopped);
    }
    const address = this.ownAddress(ctx);
    await this.db.write((manager) => preferenceTokens(manager, [address]));
    return this.set(address, stopped);
  }

  /** RFC 8058's one-click unsubscribe: the POST itself stops announcements to the token's address. */
  async stopByLink(token: unknown): Promise<void> {
    const row = await this.byToken(parseToken(token));
    await this.set(row.address, true);
  }

  private ownAddress(ctx: RequestContext): string {
    if (!ctx.user && !ctx.tokenPresented) {
      throw new AppError('UNAUTHENTICATED', mailPreferencesMessages.signInOrLink);
    }
    return normalAddress(requireUser(ctx).email);
  }

  private async byToken(token: string): Promise<MailPreference> {
    const row = await this.db.manager.findOneBy(MailPreference, { token });
    if (!row) throw unknownToken();
    return row;
  }

  /** Records the choice; its time moves only when it changes, so a second click keeps the first one's time. */
  private set(address: string, stopped: boolean): Promise<MailPreferencesView> {
    return this.db.write(async (manager) => {
      await manager.update(
        MailPreference,
        { address, announcementsStopped: !stopped },
        { announcementsStopped: stopped, changedAt: new Date() },
      );
      return viewOf(await manager.findOneByOrFail(MailPreference, { address }));
    });
  }
}
