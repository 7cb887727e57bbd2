import type { EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { administratorAddresses } from '../accounts';
import {
  backupFailedToAdmins,
  backupOverdueToAdmins,
  type BackupNoticeContext,
  type MailMessage,
  type MailSettings,
  queueMail,
} from '../mail';
import { abandonedAfterMs, abandonedError, backupProblem, recentRuns } from './backup-problems';
import { BackupRun } from './backup-run.entity';

/**
 * The administrators' mail about backups: one message each per failed backup, queued in the write that records
 * the failure, and one when none has succeeded for 36 hours, queued in the write that marks the last good run as
 * told. Each write changes its row only if no instance did before, so the mail goes once across instances.
 */
export class BackupAlerts {
  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly context: () => BackupNoticeContext,
  ) {}

  /** Records the claimed run's failure and tells the administrators, both or neither. */
  recordFailure(claim: Pick<BackupRun, 'slot' | 'runId'>, error: string, at: Date): Promise<boolean> {
    return this.db.write(async (manager) => {
      const { affected } = await manager.update(
        BackupRun,
        { slot: claim.slot, runId: claim.runId, outcome: 'running' },
        { outcome: 'failed', error, finishedAt: at },
      );
      if (!affected) return false;
      const run = await manager.findOneByOrFail(BackupRun, { slot: claim.slot });
      await this.tell(
        manager,
        (to) =>
          backupFailedToAdmins(
            { startedAt: run.startedAt, error },
            this.context(),
            to,
            this.mail.site,
            this.mail.siteUrl,
          ),
        at,
      );
      return true;
    });
  }

  /**
   * Runs left running by an instance that died are recorded as failed (and told); a last good backup older than
   * 36 hours, with no failure since to tell of, is told once.
   */
  async watch(now: Date): Promise<void> {
    const abandoned = await this.db.manager
      .createQueryBuilder(BackupRun, 'run')
      .where("run.outcome = 'running' AND run.startedAt <= :before", {
        before: new Date(now.getTime() - abandonedAfterMs),
      })
      .getMany();
    for (const run of abandoned) await this.recordFailure(run, abandonedError, now);
    const problem = backupProblem(await recentRuns(this.db.manager), now);
    if (problem?.kind !== 'overdue' || problem.lastGood.overdueMailedAt) return;
    const { lastGood } = problem;
    await this.db.write(async (manager) => {
      const { affected } = await manager
        .createQueryBuilder()
        .update(BackupRun)
        .set({ overdueMailedAt: now })
        .where('slot = :slot AND overdue_mailed_at IS NULL', { slot: lastGood.slot })
        .execute();
      if (!affected) return;
      const finishedAt = lastGood.finishedAt ?? lastGood.startedAt;
      await this.tell(
        manager,
        (to) =>
          backupOverdueToAdmins(
            { finishedAt, archiveName: lastGood.archiveName },
            this.context(),
            to,
            this.mail.site,
            this.mail.siteUrl,
          ),
        now,
      );
    });
  }

  private async tell(
    manager: EntityManager,
    messages: (administrators: readonly string[]) => MailMessage[],
    at: Date,
  ): Promise<void> {
    await queueMail(manager, messages(await administratorAddresses(manager)), at);
  }
}
