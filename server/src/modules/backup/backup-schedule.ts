import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BackupKeep } from '../../config';
import type { Database } from '../../db/database';
import { PollLoop } from '../../poll-loop';
import type { MailSettings } from '../mail';
import { BackupAlerts } from './backup-alerts';
import { BackupRun } from './backup-run.entity';
import { BackupStopped, type BackupRunner, type RunningBackup } from './backup-thread';
import { backupsToRemove } from './retention';
import { openShelf, type BackupShelf } from './shelf';
import type { BackupConfig } from './take-backup';
import { timeOfDay } from './wall-clock';
import { wallClock } from '../catalog';

/** A day's slot as this instance claimed it. */
type Claim = Pick<BackupRun, 'slot' | 'runId'>;

export interface BackupScheduleSettings {
  /** How often an instance looks whether the day's backup is due. */
  pollMs: number;
  now: () => Date;
}

export const defaultBackupScheduleSettings: BackupScheduleSettings = { pollMs: 60_000, now: () => new Date() };

export interface ScheduledBackups {
  /** The wall-clock time of the day's backup in the catalog's time zone. */
  at: { hour: number; minute: number };
  keep: BackupKeep;
  /** What the backup itself is taken with: the server's own settings. */
  config: BackupConfig;
}

/**
 * The server's own backups: every day at the scheduled time in the catalog's time zone, or at the first look
 * after it when no instance ran then. The day's row in `backup_runs` is inserted or ignored, and only the
 * instance whose row was kept takes the backup, so any number of instances back up once a day between them. The
 * backup runs in a thread of its own; its outcome is written on the day's row, and after a good one the
 * archives past `keep` are removed. Each look also tells the administrators of a failed backup, or of none for too
 * long (`BackupAlerts`).
 */
export class BackupScheduler {
  private readonly loop: PollLoop;
  /** The last day this instance saw handled, so it does not ask the database again until tomorrow. */
  private handledDay: string | undefined;
  private running: RunningBackup | undefined;
  private readonly shelf: BackupShelf;
  private readonly alerts: BackupAlerts;

  constructor(
    private readonly db: Database,
    private readonly schedule: ScheduledBackups,
    /** The catalog's time zone now. */
    private readonly timeZone: () => string,
    private readonly takeBackup: BackupRunner,
    mail: MailSettings,
    private readonly settings: BackupScheduleSettings,
    private readonly log: (line: string) => void,
  ) {
    this.shelf = openShelf(schedule.config);
    this.alerts = new BackupAlerts(db, mail, () => ({
      place: this.shelf.place,
      schedule: timeOfDay(schedule.at),
      timeZone: this.timeZone(),
    }));
    this.loop = new PollLoop(
      () => this.runDue(),
      settings.pollMs,
      (error) => log(`Scheduled backup: ${error instanceof Error ? error.message : error}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  /**
   * A backup under way is ended, and its day's claim let go, so that the next look of any instance (this one
   * started again, or another) takes the day's backup afresh.
   */
  async stop(): Promise<void> {
    const stopped = this.loop.stop();
    await this.running?.stop();
    await stopped;
  }

  /**
   * Takes the day's backup when it is due and no instance has yet; answers how this instance's look ended: the
   * outcome of the backup it took, or undefined when it took none.
   */
  async runDue(now: Date = this.settings.now()): Promise<BackupRun['outcome'] | undefined> {
    await this.alerts.watch(now);
    const { day, minutes } = wallClock(now, this.timeZone());
    const { hour, minute } = this.schedule.at;
    if (minutes < hour * 60 + minute || this.handledDay === day) return undefined;
    const runId = randomUUID();
    const claimed = await this.db.write(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(BackupRun)
        .values({ slot: day, runId, startedAt: now, outcome: 'running' })
        .orIgnore()
        .execute();
      return (await manager.findOneByOrFail(BackupRun, { slot: day })).runId === runId;
    });
    if (!claimed) {
      this.handledDay = day;
      return undefined;
    }
    const outcome = await this.take({ slot: day, runId });
    if (outcome) this.handledDay = day;
    return outcome;
  }

  /** Takes the claimed day's backup and records how it went; undefined when the server stopped meanwhile. */
  private async take(claim: Claim): Promise<BackupRun['outcome'] | undefined> {
    let file: string;
    try {
      if (this.loop.stopping) throw new BackupStopped('The server stopped before the backup began');
      this.running = this.takeBackup(this.schedule.config);
      const taken = await this.running.done;
      for (const storedId of taken.gone) this.log(`Scheduled backup: left out ${storedId}, deleted while it ran`);
      file = taken.file;
    } catch (error) {
      if (error instanceof BackupStopped) {
        await this.db.write((manager) => manager.delete(BackupRun, { ...claim, outcome: 'running' }));
        return undefined;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.log(`Scheduled backup failed: ${message}`);
      await this.alerts.recordFailure(claim, message, this.settings.now());
      return 'failed';
    } finally {
      this.running = undefined;
    }
    const name = path.basename(file);
    const shelved = await this.shelf.list();
    const archiveSize = shelved.find((backup) => backup.name === name)?.size ?? null;
    await this.db.write((manager) =>
      // By the claim alone: a backup that ran so long that it was taken for dead still counts once it is done.
      manager.update(BackupRun, claim, {
        outcome: 'succeeded',
        error: null,
        archiveName: name,
        archiveSize,
        finishedAt: this.settings.now(),
      }),
    );
    for (const old of backupsToRemove(shelved, this.schedule.keep, this.timeZone(), name)) {
      try {
        await this.shelf.remove(old);
        this.log(`Scheduled backup: removed ${old}, past BACKUP_KEEP`);
      } catch (error) {
        this.log(`Scheduled backup: could not remove ${old}: ${error instanceof Error ? error.message : error}`);
      }
    }
    return 'succeeded';
  }
}
