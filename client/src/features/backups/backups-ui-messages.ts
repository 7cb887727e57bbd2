import type { BackupOutcome } from '../../graphql/graphql';
import { backupsLoading } from './backups-loading';

// Texts of the dashboard's Backups panel (administrators).
export const backupsUiMessages = {
  heading: 'Backups',
  loading: backupsLoading,
  loadFailed: 'Failed to load the state of the backups. Please try again.',
  noneYet: 'No backup has been taken yet.',
  off: 'The server takes no backups by itself (BACKUP_SCHEDULE is off): back up with npm run backup on the server.',
  failedTitle: 'The last backup failed',
  overdueTitle: 'No backup for more than 36 hours',
  failedAdvice:
    'Check that the place where backups are kept has free space and that the server may write there, and read the ' +
    "server's log. To back up at once, run npm run backup on the server.",
  overdueAdvice:
    "Check that the server is running and that BACKUP_SCHEDULE is not off, and read the server's log. To back up " +
    'at once, run npm run backup on the server.',
  untilFixed: 'This stays here until a backup succeeds.',
} as const;

export const backupOutcomeLabels: Record<BackupOutcome, string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};
