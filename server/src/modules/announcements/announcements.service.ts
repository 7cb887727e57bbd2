/*
 * The announcements service: GraphQL calls these; every permission check is here. Administrators write to any
 * audience and see every message; a teacher writes only to the families of a class they teach and sees their own;
 * every signed-in member reads their own inbox; a parent writes nothing. Public methods:
 *
 *   audiences(ctx): Promise<AudienceView[]>                 admin: every choice; teacher: their classes' families
 *   reach(ctx, rawAudience): Promise<Reach>                 admin, teacher (their classes): who it would reach now
 *   send(ctx, raw): Promise<AnnouncementView>               admin, teacher: now (in this request's write) or later
 *   cancel(ctx, id): Promise<AnnouncementView>              its author or an admin, while scheduled
 *   list(ctx, page): Promise<PageOf<AnnouncementView>>      admin all, teacher their own; newest first
 *   inbox(ctx, page) / unreadCount(ctx) / markRead(ctx, id, read)   every signed-in member, their own
 *   sendDue(): Promise<number>                              the scheduler: due messages, each sent once
 */
import { randomUUID } from 'node:crypto';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { allCatalogClasses, announcementMessages, pageMessages, type SiteNotice } from '@coop/contract';
import { requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { parsePageSize } from '../../db/keyset-page';
import { AppError } from '../../errors';
import type { PageOf } from '../../http/pages';
import { User, type RequestContext } from '../accounts';
import { audienceChoices, audienceName, resolveAudience, type Audience } from '../audiences';
import { zonedTimeToUtc, type CatalogSource } from '../catalog';
import type { ContentService } from '../content';
import { ClassTeacher } from '../enrollment-office';
import type { MailSettings } from '../mail';
import { Announcement, AnnouncementInboxRow } from './announcement.entity';
import { audienceOf, deliverAnnouncement, reachOf, type Reach } from './announcement-delivery';
import { parseAnnouncementInput, parseAudience } from './announcements.rules';
import { announcementsStopped, deliveryCounts, type DeliveryCounts } from './mail-preferences';

type Raw = Record<string, unknown>;

export interface AudienceView extends Audience {
  label: string;
}

export interface AnnouncementView {
  id: string;
  ref: string;
  subject: string;
  body: string;
  audience: AudienceView;
  author: string;
  state: Announcement['state'];
  createdAt: Date;
  sendAt: Date;
  sentAt: Date | null;
  urgent: boolean;
  noticeUntil: string | null;
  reach: Reach | null;
  delivery: DeliveryCounts;
}

export interface InboxView {
  id: string;
  subject: string;
  body: string;
  author: string;
  sentAt: Date;
  urgent: boolean;
  read: boolean;
}

const refOf = (id: string) => `announcement:${id}`;
const notFound = () => new AppError('NOT_FOUND', announcementMessages.notFound, 'id');
const writers = ['admin', 'teacher'] as const;

/** A page's cursor: the last row's time and id, opaque to callers. */
const cursorOf = (at: Date, id: string) => Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

function afterCursor(raw: unknown): { at: Date; id: string } | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(String(raw), 'base64url').toString()) as [string, string];
    const when = new Date(at);
    if (typeof id === 'string' && !Number.isNaN(when.getTime())) return { at: when, id };
  } catch {
    // Falls through to the refusal: a cursor is only ever what a page answered.
  }
  throw new AppError('BAD_USER_INPUT', pageMessages.cursorInvalid, 'after');
}

/** Rows after a cursor, newest first by `column` then id; one row more than asked says whether more follow. */
async function newestFirst<Row>(
  query: ReturnType<EntityManager['createQueryBuilder']>,
  column: string,
  idColumn: string,
  page: { first?: unknown; after?: unknown },
  timeOf: (row: Row) => Date,
  idOf: (row: Row) => string,
): Promise<PageOf<Row>> {
  const size = parsePageSize(page.first);
  const after = afterCursor(page.after);
  if (after)
    query.andWhere(`(${column} < :afterAt OR (${column} = :afterAt AND ${idColumn} < :afterId))`, {
      afterAt: after.at,
      afterId: after.id,
    });
  const rows = (await query
    .orderBy(column, 'DESC')
    .addOrderBy(idColumn, 'DESC')
    .take(size + 1)
    .getMany()) as Row[];
  const shown = rows.slice(0, size);
  const cursors = shown.map((row) => cursorOf(timeOf(row), idOf(row)));
  return { rows: shown, cursors, hasNextPage: rows.length > size, endCursor: cursors.at(-1) ?? null };
}

export class AnnouncementsService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly mail: MailSettings,
    /** The site's documents: an urgent message is written as its notice. */
    private readonly content: Pick<ContentService, 'update'>,
    private readonly log: (line: string) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get deliveryDeps() {
    return { catalog: this.catalog, mail: this.mail };
  }

  async audiences(ctx: RequestContext): Promise<AudienceView[]> {
    const user = requireUser(ctx, { roles: writers });
    const catalog = this.catalog();
    const now = this.now();
    let choices = audienceChoices(catalog, now);
    if (user.role === 'teacher') {
      const taught = await this.taughtBy(this.db.manager, user.id);
      // A teacher keeps assignments to classes the catalog no longer has: those are no choice.
      choices = allCatalogClasses(catalog)
        .filter((item) => taught.has(item.key))
        .map((item) => ({ kind: 'class_families' as const, classKey: item.key }));
    }
    return choices.map((audience) => ({ ...audience, label: audienceName(catalog, audience, now) }));
  }

  async reach(ctx: RequestContext, rawAudience: unknown): Promise<Reach> {
    const audience = await this.allowedAudience(ctx, rawAudience);
    const manager = this.db.manager;
    const recipients = await resolveAudience(manager, this.catalog, audience, this.now());
    const stopped = await announcementsStopped(
      manager,
      recipients.flatMap((recipient) => recipient.addresses),
    );
    return reachOf(recipients, stopped);
  }

  /**
   * Sends a message now, in this request's write (the audience read, every mail queued and every inbox row
   * written in it), or stores it to be sent at its time. An urgent one becomes the site's notice once sent.
   */
  async send(ctx: RequestContext, raw: Raw): Promise<AnnouncementView> {
    const author = requireUser(ctx, { roles: writers }) as User;
    const now = this.now();
    const input = parseAnnouncementInput(raw, now, this.catalog().timeZone);
    await this.allowedAudience(ctx, input.audience);
    if (input.urgent && author.role !== 'admin')
      throw new AppError('FORBIDDEN', announcementMessages.urgentAdminsOnly, 'urgent');
    const row: Announcement = {
      id: randomUUID(),
      subject: input.subject,
      body: input.body,
      audienceKind: input.audience.kind,
      audienceClassKey: input.audience.classKey ?? null,
      audienceGrade: input.audience.grade ?? null,
      audienceGroup: input.audience.group ?? null,
      audienceCondition: input.audience.condition ?? null,
      audienceLabel: audienceName(this.catalog(), input.audience, now),
      authorId: author.id,
      authorName: author.name,
      state: input.sendAt ? 'scheduled' : 'sending',
      createdAt: now,
      sendAt: input.sendAt ?? now,
      sentAt: null,
      urgent: input.urgent,
      noticeUntil: input.noticeUntil,
      reachHouseholds: null,
      reachAddresses: null,
      reachAccounts: null,
      reachStopped: null,
    };
    await this.db.write(async (manager) => {
      await manager.insert(Announcement, row);
      if (!input.sendAt) await deliverAnnouncement(manager, row, this.deliveryDeps, now);
    });
    if (row.state === 'sent') await this.showNotice(row, author);
    return (await this.views(this.db.manager, [row]))[0];
  }

  async cancel(ctx: RequestContext, rawId: unknown): Promise<AnnouncementView> {
    const user = requireUser(ctx, { roles: writers });
    const id = typeof rawId === 'string' ? rawId : '';
    return this.db.write(async (manager) => {
      const row = await manager.findOneBy(Announcement, { id });
      if (!row || (user.role !== 'admin' && row.authorId !== user.id)) throw notFound();
      const cancelled = await manager.update(Announcement, { id, state: 'scheduled' }, { state: 'cancelled' });
      if (cancelled.affected !== 1) throw new AppError('CONFLICT', announcementMessages.notScheduled, 'id');
      row.state = 'cancelled';
      return (await this.views(manager, [row]))[0];
    });
  }

  async list(ctx: RequestContext, page: { first?: unknown; after?: unknown }): Promise<PageOf<AnnouncementView>> {
    const user = requireUser(ctx, { roles: writers });
    const manager = this.db.manager;
    const query = manager.createQueryBuilder(Announcement, 'announcement');
    if (user.role !== 'admin') query.where('announcement.authorId = :authorId', { authorId: user.id });
    const found = await newestFirst<Announcement>(
      query,
      'announcement.createdAt',
      'announcement.id',
      page,
      (row) => row.createdAt,
      (row) => row.id,
    );
    return { ...found, rows: await this.views(manager, found.rows) };
  }

  async inbox(ctx: RequestContext, page: { first?: unknown; after?: unknown }): Promise<PageOf<InboxView>> {
    const user = requireUser(ctx);
    const manager = this.db.manager;
    const query = manager
      .createQueryBuilder(AnnouncementInboxRow, 'inbox')
      .where('inbox.userId = :userId', { userId: user.id });
    const found = await newestFirst<AnnouncementInboxRow>(
      query,
      'inbox.sentAt',
      'inbox.announcementId',
      page,
      (row) => row.sentAt,
      (row) => row.announcementId,
    );
    const ids = found.rows.map((row) => row.announcementId);
    const announcements = new Map(
      (ids.length ? await manager.findBy(Announcement, { id: In(ids) }) : []).map((row) => [row.id, row]),
    );
    return { ...found, rows: found.rows.map((row) => inboxView(row, announcements.get(row.announcementId)!)) };
  }

  async unreadCount(ctx: RequestContext): Promise<number> {
    const user = requireUser(ctx);
    return this.db.manager
      .createQueryBuilder(AnnouncementInboxRow, 'inbox')
      .where('inbox.userId = :userId', { userId: user.id })
      .andWhere('inbox.readAt IS NULL')
      .getCount();
  }

  async markRead(ctx: RequestContext, rawId: unknown, read: boolean): Promise<InboxView> {
    const user = requireUser(ctx);
    const announcementId = typeof rawId === 'string' ? rawId : '';
    return this.db.write(async (manager) => {
      const row = await manager.findOneBy(AnnouncementInboxRow, { userId: user.id, announcementId });
      if (!row) throw notFound();
      // Read once stays read at the first reading's time.
      row.readAt = read ? (row.readAt ?? this.now()) : null;
      await manager.update(AnnouncementInboxRow, { userId: user.id, announcementId }, { readAt: row.readAt });
      return inboxView(row, await manager.findOneByOrFail(Announcement, { id: announcementId }));
    });
  }

  /**
   * Sends the scheduled messages whose time has come, oldest first; answers how many this call sent. Each is
   * claimed by a conditional update in the write that sends it: another instance claiming it at the same moment
   * waits for that write and then finds it no longer scheduled, so every message goes out once.
   */
  async sendDue(): Promise<number> {
    const due = await this.db.manager.find(Announcement, {
      select: { id: true },
      where: { state: 'scheduled', sendAt: LessThanOrEqual(this.now()) },
      order: { sendAt: 'ASC' },
    });
    let sent = 0;
    for (const { id } of due) {
      const at = this.now();
      const row = await this.db.write(async (manager) => {
        const claimed = await manager.update(Announcement, { id, state: 'scheduled' }, { state: 'sending' });
        if (claimed.affected !== 1) return null;
        const announcement = await manager.findOneByOrFail(Announcement, { id });
        await deliverAnnouncement(manager, announcement, this.deliveryDeps, at);
        return announcement;
      });
      if (!row) continue;
      sent++;
      const author = row.authorId ? await this.db.manager.findOneBy(User, { id: row.authorId }) : null;
      if (author) await this.showNotice(row, author);
      else if (row.urgent) this.log(`Announcements: "${row.subject}" was sent, but its author is gone, so no notice`);
    }
    return sent;
  }

  /**
   * An urgent message, once sent, is the site's notice until the end of its last day on the co-op's calendar,
   * saved as its author's version of notice.json. The notice is public: it carries the subject only, since the
   * body was written to the message's audience.
   */
  private async showNotice(row: Announcement, author: User): Promise<void> {
    if (!row.urgent || !row.noticeUntil) return;
    const timeZone = this.catalog().timeZone;
    const dayAfter = new Date(Date.parse(`${row.noticeUntil}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const notice: SiteNotice = {
      text: row.subject,
      expires_at: new Date(zonedTimeToUtc(dayAfter, '00:00', timeZone)).toISOString(),
    };
    await this.content.update('notice.json', author, () => JSON.stringify(notice, null, 2));
  }

  /** The audience, checked against the catalog, and one the caller may write to: a teacher, a class they teach. */
  private async allowedAudience(ctx: RequestContext, raw: unknown): Promise<Audience> {
    const user = requireUser(ctx, { roles: writers });
    const audience = parseAudience(raw);
    audienceName(this.catalog(), audience, this.now());
    if (user.role === 'teacher') {
      const taught = await this.taughtBy(this.db.manager, user.id);
      if (audience.kind !== 'class_families' || !taught.has(audience.classKey!))
        throw new AppError('FORBIDDEN', announcementMessages.notYourClass, 'audience');
    }
    return audience;
  }

  private async taughtBy(manager: EntityManager, userId: string): Promise<Set<string>> {
    return new Set((await manager.findBy(ClassTeacher, { userId })).map((row) => row.classKey));
  }

  private async views(manager: EntityManager, rows: readonly Announcement[]): Promise<AnnouncementView[]> {
    const counts = await deliveryCounts(
      manager,
      rows.map((row) => refOf(row.id)),
    );
    return rows.map((row) => ({
      id: row.id,
      ref: refOf(row.id),
      subject: row.subject,
      body: row.body,
      audience: { ...audienceOf(row), label: row.audienceLabel },
      author: row.authorName,
      state: row.state,
      createdAt: row.createdAt,
      sendAt: row.sendAt,
      sentAt: row.sentAt,
      urgent: row.urgent,
      noticeUntil: row.noticeUntil,
      reach:
        row.reachHouseholds === null
          ? null
          : {
              households: row.reachHouseholds,
              addresses: row.reachAddresses ?? 0,
              accounts: row.reachAccounts ?? 0,
              stopped: row.reachStopped ?? 0,
            },
      delivery: counts.get(refOf(row.id))!,
    }));
  }
}

function inboxView(row: AnnouncementInboxRow, announcement: Announcement): InboxView {
  return {
    id: announcement.id,
    subject: announcement.subject,
    body: announcement.body,
    author: announcement.authorName,
    sentAt: row.sentAt,
    urgent: announcement.urgent,
    read: row.readAt !== null,
  };
}
