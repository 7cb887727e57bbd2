import type { BackupStatusQuery } from '../../../graphql/graphql';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatSize } from '../../../lib/format-size';
import { useBackupStatus } from '../api/backup-status';
import { backupOutcomeLabels, backupsUiMessages } from '../backups-ui-messages';
import '../backups.css';

type BackupStatus = BackupStatusQuery['backupStatus'];
type Run = NonNullable<BackupStatus['lastRun']>;

/** "Nov 28, 2026, 2:00 AM", in the co-op's time zone, which the schedule beside it is written in. */
const when = (run: Pick<Run, 'startedAt' | 'finishedAt'>, timeZone: string) =>
  formatDateTime(run.finishedAt ?? run.startedAt, timeZone);

/** A failed backup, or none for too long: what happened and what to do, until a good backup is taken. */
function Problem({ problem, timeZone }: { problem: NonNullable<BackupStatus['problem']>; timeZone: string }) {
  const failed = problem.kind === 'failed';
  return (
    <div className="backup-status__problem" role="alert">
      <p className="backup-status__problem-title">
        {failed ? backupsUiMessages.failedTitle : backupsUiMessages.overdueTitle}
      </p>
      <p>
        {failed
          ? `The backup of ${formatDateTime(problem.run.startedAt, timeZone)} failed: ${problem.run.error ?? 'no reason was recorded'}.`
          : `The last good backup finished ${when(problem.run, timeZone)}.`}
      </p>
      <p>
        {failed ? backupsUiMessages.failedAdvice : backupsUiMessages.overdueAdvice} {backupsUiMessages.untilFixed}
      </p>
    </div>
  );
}

/** The last backup: when it ended (or began, while it runs), its size and how it went. */
function lastBackupText(run: Run, timeZone: string): string {
  const parts = [when(run, timeZone)];
  if (run.size !== null) parts.push(formatSize(run.size));
  parts.push(backupOutcomeLabels[run.outcome]);
  return parts.join(' · ');
}

/**
 * The dashboard's Backups panel (administrators): the server's last backup (when, size, result), the last good one
 * when that is another, the next and where they are kept; a failed backup or none for 36 hours stands above them.
 */
export function BackupStatusPanel() {
  const query = useBackupStatus();
  const status = query.data?.backupStatus;
  return (
    <section className="backup-status" aria-labelledby="backup-status-heading">
      <h2 id="backup-status-heading">{backupsUiMessages.heading}</h2>
      {!status ? (
        <LoadingOrFailed
          query={query}
          loadingText={backupsUiMessages.loading}
          failedText={backupsUiMessages.loadFailed}
        />
      ) : (
        <>
          {status.problem && <Problem problem={status.problem} timeZone={status.timeZone} />}
          <dl className="backup-status__facts">
            <dt>Last backup</dt>
            <dd>{status.lastRun ? lastBackupText(status.lastRun, status.timeZone) : backupsUiMessages.noneYet}</dd>
            {status.lastSuccess && status.lastSuccess.day !== status.lastRun?.day && (
              <>
                <dt>Last good backup</dt>
                <dd>
                  {when(status.lastSuccess, status.timeZone)}
                  {status.lastSuccess.size !== null && ` · ${formatSize(status.lastSuccess.size)}`}
                </dd>
              </>
            )}
            <dt>Next</dt>
            <dd>
              {status.nextAt && status.schedule
                ? `${formatDateTime(status.nextAt, status.timeZone)} (every day at ${status.schedule}, ${status.timeZone})`
                : backupsUiMessages.off}
            </dd>
            <dt>Kept in</dt>
            <dd>
              <code>{status.place}</code>
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
