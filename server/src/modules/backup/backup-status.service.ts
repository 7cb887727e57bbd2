import { requireAdmin } from '../../auth/guards';
import type { RequestContext } from '../../auth/principal';
import type { BackupSchedule } from '../../config';
import type { Database } from '../../db/database';
import { wallClock, zonedTimeToUtc } from '../catalog';
import { asSeen, backupProblem, recentRuns } from './backup-problems';
import type { BackupRun } from './backup-run.entity';
import {
  type BackupOutcomeView,
  type BackupProblemKind,
  type BackupRunView,
  type BackupStatusView,
} from './backup-status.types';
import { nextDay, timeOfDay } from './wall-clock';

/** What administrators see of the server's own backups: the last one, the next, and any problem to act on. */
export class BackupStatusService {
  constructor(
    private readonly db: Database,
    private readonly schedule: BackupSchedule,
    /** The catalog's time zone now. */
    private readonly timeZone: () => string,
    /** Where backups are kept, as the shelf names it. */
    private readonly place: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async status(ctx: RequestContext): Promise<BackupStatusView> {
    requireAdmin(ctx);
    const now = this.now();
    const runs = await recentRuns(this.db.manager);
    const problem = backupProblem(runs, now);
    const latest = runs.since[0] ?? runs.lastGood;
    const view = (run: BackupRun | null | undefined) => (run ? runView(asSeen(run, now)) : null);
    return {
      schedule: this.schedule === 'off' ? null : timeOfDay(this.schedule),
      timeZone: this.timeZone(),
      nextAt: this.nextAt(now, latest),
      place: this.place,
      lastRun: view(latest),
      lastSuccess: view(runs.lastGood),
      problem: problem
        ? {
            kind: problem.kind as BackupProblemKind,
            run: runView(problem.kind === 'failed' ? problem.run : problem.lastGood),
          }
        : null,
    };
  }

  /** Today's time when today's backup is still to be taken (at the next look, if that time is past), else tomorrow's. */
  private nextAt(now: Date, latest: BackupRun | null | undefined): Date | null {
    if (this.schedule === 'off') return null;
    const timeZone = this.timeZone();
    const { day } = wallClock(now, timeZone);
    const due = latest?.slot === day ? nextDay(day) : day;
    const at = zonedTimeToUtc(due, timeOfDay(this.schedule), timeZone);
    return new Date(Math.max(at, now.getTime()));
  }
}

function runView(run: BackupRun): BackupRunView {
  return {
    day: run.slot,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    outcome: run.outcome as BackupOutcomeView,
    archiveName: run.archiveName,
    size: run.archiveSize,
    error: run.error,
  };
}
