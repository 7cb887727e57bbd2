import { randomUUID } from 'node:crypto';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { catalogFileName, parseCatalog, scheduleChangesFileName, type ScheduleChange } from '@coop/contract';
import type { Database } from '../../db/database';
import { findForUpdate } from '../../db/row-locks';
import { PollLoop } from '../../poll-loop';
import { activeStatuses, User } from '../accounts';
import { wallClock } from '../catalog';
import { ContentDocumentRow, ContentVersionRow, type ContentSaveListener } from '../content';
import { ClassTeacher } from '../enrollment-office';
import { queueMail, type MailSettings } from '../mail';
import { classChanges, type ClassChange, type ScheduleState } from './class-change-detection';
import { classChangeMail } from './class-change-mail';
import { ClassChangeNotice, openNotice } from './class-change-notice.entity';

/** The households to tell about these classes, each with its addresses (the audiences module's answer). */
export type FamiliesOfClasses = (
  manager: EntityManager,
  classKeys: readonly string[],
) => Promise<ReadonlyArray<{ addresses: readonly string[] }>>;

export interface ClassChangeSettings {
  /** How long a notice waits after a save for the next one: saves closer together than this make one notice. */
  quietMs: number;
  /** How often an instance looks for a notice whose wait is over. */
  pollMs: number;
  now: () => Date;
}

/** Saves within 30 seconds of each other make one notice; looked for every 10 seconds, it goes within 40 of the last. */
export const defaultClassChangeSettings: ClassChangeSettings = {
  quietMs: 30_000,
  pollMs: 10_000,
  now: () => new Date(),
};

/** The documents a class's meetings are read from, and which baseline of a notice each one's version goes in. */
const baselines = {
  [catalogFileName]: 'catalogRevision',
  [scheduleChangesFileName]: 'changesRevision',
} as const satisfies Record<string, keyof ClassChangeNotice>;

const isScheduleDocument = (key: string): key is keyof typeof baselines => Object.hasOwn(baselines, key);

/** A document's text at a version, or as it stands when the notice kept no version of it (no save touched it). */
async function documentText(
  manager: EntityManager,
  key: keyof typeof baselines,
  revision: number | null,
): Promise<string | undefined> {
  if (revision !== null) return (await manager.findOneByOrFail(ContentVersionRow, { id: revision })).body;
  return (await manager.findOneBy(ContentDocumentRow, { key }))?.body;
}

async function scheduleState(manager: EntityManager, notice: ClassChangeNotice | undefined): Promise<ScheduleState> {
  const catalog = await documentText(manager, catalogFileName, notice?.catalogRevision ?? null);
  const changes = await documentText(manager, scheduleChangesFileName, notice?.changesRevision ?? null);
  return {
    catalog: parseCatalog(JSON.parse(catalog!)),
    changes: JSON.parse(changes ?? '[]') as ScheduleChange[],
  };
}

/** The addresses of the class's teachers whose accounts are in use. */
async function teacherAddresses(manager: EntityManager, classKey: string): Promise<string[]> {
  const ids = (await manager.findBy(ClassTeacher, { classKey })).map((row) => row.userId);
  if (ids.length === 0) return [];
  const teachers = await manager.findBy(User, { id: In(ids), status: In(activeStatuses) });
  return teachers.map((teacher) => teacher.email);
}

/**
 * Tells families when their class's schedule changes. Each save of the catalog or the one-off changes, inside
 * its own transaction, opens the one gathering notice (keeping the versions before it) or pushes its time back;
 * once no save has come for `quietMs`, whichever instance finds it first compares the schedule then with the
 * schedule now and mails each address concerned once, in the transaction that closes the notice.
 */
export class ClassChangeNotices {
  private readonly loop: PollLoop;

  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly families: FamiliesOfClasses,
    private readonly settings: ClassChangeSettings,
    log: (line: string) => void,
  ) {
    this.loop = new PollLoop(
      () => this.sendDue(),
      settings.pollMs,
      (error) => log(`Class-change notices: ${error instanceof Error ? error.message : error}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** The content store's listener: every save of the schedule's documents joins the gathering notice. */
  readonly saved: ContentSaveListener = async (manager, save) => {
    if (!isScheduleDocument(save.key)) return;
    const at = this.settings.now();
    const dueAt = new Date(at.getTime() + this.settings.quietMs);
    await manager
      .createQueryBuilder()
      .insert()
      .into(ClassChangeNotice)
      .values({
        id: randomUUID(),
        open: openNotice,
        state: 'gathering',
        catalogRevision: null,
        changesRevision: null,
        firstSavedAt: at,
        lastSavedAt: at,
        dueAt,
        sentAt: null,
        recipients: 0,
      })
      .orIgnore()
      .execute();
    const notice = await manager.findOneOrFail(ClassChangeNotice, {
      where: { open: openNotice },
      ...findForUpdate(manager),
    });
    const baseline = baselines[save.key];
    await manager.update(
      ClassChangeNotice,
      { id: notice.id },
      { lastSavedAt: at, dueAt, [baseline]: notice[baseline] ?? save.beforeRevision },
    );
  };

  /**
   * Sends the gathering notice if its wait is over and no instance has yet; answers its id when this instance
   * closed it (sent, or let go as no change).
   */
  async sendDue(now: Date = this.settings.now()): Promise<string | undefined> {
    return this.db.write(async (manager) => {
      const notice = await manager.findOne(ClassChangeNotice, {
        where: { open: openNotice, dueAt: LessThanOrEqual(now) },
        ...findForUpdate(manager),
      });
      if (!notice) return undefined;
      const after = await scheduleState(manager, undefined);
      const before = await scheduleState(manager, notice);
      const changes = classChanges(before, after, wallClock(now, after.catalog.timeZone).day);
      const messages = (await this.recipients(manager, changes)).map(({ to, changes }) =>
        classChangeMail(to, changes, `class-change:${notice.id}`, this.mail.site, this.mail.siteUrl),
      );
      await queueMail(manager, messages, now);
      await manager.update(
        ClassChangeNotice,
        { id: notice.id },
        { open: null, state: changes.length > 0 ? 'sent' : 'unchanged', sentAt: now, recipients: messages.length },
      );
      return notice.id;
    });
  }

  /** Each address once, with the changed classes that concern it: its children's and the classes it teaches. */
  private async recipients(
    manager: EntityManager,
    changes: readonly ClassChange[],
  ): Promise<Array<{ to: string; changes: ClassChange[] }>> {
    const byAddress = new Map<string, { to: string; changes: ClassChange[] }>();
    for (const change of changes) {
      const families = await this.families(manager, [change.classKey]);
      const addresses = [
        ...families.flatMap((family) => family.addresses),
        ...(await teacherAddresses(manager, change.classKey)),
      ];
      for (const to of addresses) {
        const entry = byAddress.get(to.toLowerCase()) ?? { to, changes: [] };
        if (!entry.changes.includes(change)) entry.changes.push(change);
        byAddress.set(to.toLowerCase(), entry);
      }
    }
    return [...byAddress.values()];
  }
}
