import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { PollLoop } from '../../poll-loop';
import { wallClock, zonedTimeToUtc } from '../catalog';
import { type MailSettings, enrollmentDigest, type DigestContents, queueMail } from '../mail';
import { administrators } from '../accounts';
import { DigestRun } from './digest-run.entity';

/** What the digest tells of a span of time: its enrollments and the placement changes kept for it, oldest first. */
export type DigestReader = (manager: EntityManager, from: Date, to: Date) => Promise<DigestContents>;

export interface EnrollmentDigestSettings {
  /** How often an instance looks whether the day's digest is due. */
  pollMs: number;
  now: () => Date;
}

export const defaultDigestSettings: EnrollmentDigestSettings = { pollMs: 60_000, now: () => new Date() };

/** The wall-clock time the digest goes out, in the catalog's time zone. */
const digestTime = '07:00';

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - 24 * 3600_000).toISOString().slice(0, 10);
}

/** "Thursday, November 26, 2026", the day the digest is for. */
function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

const [digestHour, digestMinute] = digestTime.split(':').map(Number);

/**
 * The administrators' morning digest: at 07:00 in the catalog's time zone, or at the first look after it when no
 * instance ran then, the enrollments of the day since the previous 07:00 and the placement changes kept for
 * it. The day's row in `digest_runs` is inserted or ignored, and only the instance whose row was kept queues the
 * mail, in that same transaction, so any number of instances mail once per day between them.
 */
export class EnrollmentDigest {
  private readonly loop: PollLoop;
  /** The last day this instance saw handled, so it does not ask the database again until tomorrow. */
  private handledDay: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    /** The catalog's time zone now. */
    private readonly timeZone: () => string,
    private readonly read: DigestReader,
    private readonly settings: EnrollmentDigestSettings,
    log: (line: string) => void,
  ) {
    this.loop = new PollLoop(
      () => this.runDue(),
      settings.pollMs,
      (error) => log(`Enrollment digest: ${error instanceof Error ? error.message : error}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Sends the day's digest when it is due and no instance has yet; answers whether this instance claimed it. */
  async runDue(now: Date = this.settings.now()): Promise<boolean> {
    const { day, minutes } = wallClock(now, this.timeZone());
    if (minutes < digestHour * 60 + digestMinute || this.handledDay === day) return false;
    const runId = randomUUID();
    const claimed = await this.db.write(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(DigestRun)
        .values({ day, runId, ranAt: now })
        .orIgnore()
        .execute();
      const kept = await manager.findOneByOrFail(DigestRun, { day });
      if (kept.runId !== runId) return false;
      const from = new Date(zonedTimeToUtc(dayBefore(day), digestTime, this.timeZone()));
      const to = new Date(zonedTimeToUtc(day, digestTime, this.timeZone()));
      const contents = await this.read(manager, from, to);
      const messages = enrollmentDigest(
        { label: dayLabel(day), timeZone: this.timeZone() },
        contents,
        await administrators(manager),
        this.mail.site,
        this.mail.siteUrl,
      );
      await queueMail(manager, messages, now);
      return true;
    });
    this.handledDay = day;
    return claimed;
  }
}
