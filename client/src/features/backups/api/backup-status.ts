import { useQuery } from '@apollo/client/react';
import { BackupStatusDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query BackupStatus {
    backupStatus {
      schedule
      timeZone
      nextAt
      place
      lastRun {
        day
        startedAt
        finishedAt
        outcome
        size
        error
      }
      lastSuccess {
        day
        startedAt
        finishedAt
        size
      }
      problem {
        kind
        run {
          day
          startedAt
          finishedAt
          error
        }
      }
    }
  }
`;
export const BackupStatusQuery = BackupStatusDocument;

/** The server's own backups as an administrator sees them, asked for again each time the dashboard opens. */
export function useBackupStatus() {
  return useQuery(BackupStatusQuery, { fetchPolicy: 'cache-and-network' });
}
