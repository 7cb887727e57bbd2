import { MoreThan, type EntityManager } from 'typeorm';
import { BackupRun } from './backup-run.entity';

/** A run still "running" this long after it began died with its instance: a backup takes minutes. */
export const abandonedAfterMs = 6 * 3600_000;
/** With a backup a day, this long without a good one means the schedule missed a day and more. */
export const overdueAfterMs = 36 * 3600_000;

export const abandonedError = 'The backup did not finish: the server taking it stopped while it ran';

/** The scheduled runs that tell how backups stand: the newest good one, and every run since, newest first. */
export interface RecentRuns {
  lastGood: BackupRun | null;
  since: BackupRun[];
}

/** What administrators must hear of until a good backup is taken: a failed one, or none for too long. */
export type BackupProblem = { kind: 'failed'; run: BackupRun } | { kind: 'overdue'; lastGood: BackupRun };

export async function recentRuns(manager: EntityManager): Promise<RecentRuns> {
  const lastGood = await manager.findOne(BackupRun, { where: { outcome: 'succeeded' }, order: { slot: 'DESC' } });
  // Slots are days (YYYY-MM-DD), so their order is the runs' order.
  const since = await manager.find(BackupRun, {
    where: lastGood ? { slot: MoreThan(lastGood.slot) } : {},
    order: { slot: 'DESC' },
  });
  return { lastGood, since };
}

/** A run as it stands at `now`: one left running by an instance that died reads as failed. */
export function asSeen(run: BackupRun, now: Date): BackupRun {
  if (run.outcome !== 'running' || now.getTime() - run.startedAt.getTime() < abandonedAfterMs) return run;
  return { ...run, outcome: 'failed', error: abandonedError };
}

/**
 * A backup that failed since the last good one (the newest such), or else a last good one older than
 * `overdueAfterMs`. None before the first good backup's time has come: a new server has nothing to be late with.
 */
export function backupProblem({ lastGood, since }: RecentRuns, now: Date): BackupProblem | undefined {
  const failed = since.map((run) => asSeen(run, now)).find((run) => run.outcome === 'failed');
  if (failed) return { kind: 'failed', run: failed };
  const goodAt = lastGood?.finishedAt ?? lastGood?.startedAt;
  if (lastGood && goodAt && now.getTime() - goodAt.getTime() > overdueAfterMs) return { kind: 'overdue', lastGood };
  return undefined;
}
