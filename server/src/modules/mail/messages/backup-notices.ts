import { dashboardPath } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { letterTo, type Block } from './letter';
import { coopDateTime } from './office-placement-notices';

/** What administrators are told of the server's scheduled backups, and what it needs to say so. */
export interface BackupNoticeContext {
  /** Where backups are kept: a folder's path or an `s3://` address. */
  place: string;
  /** The scheduled time of day, HH:MM on the co-op's clock. */
  schedule: string;
  timeZone: string;
}

const runNow = 'To back up at once, run npm run backup on the server: it prints where the archive went.';

function dashboardLink(siteUrl: string): Block {
  return { link: { text: 'See the backups on the dashboard', url: `${siteUrl}${dashboardPath}` } };
}

/** One message per administrator: the scheduled backup failed, why, and what to check. */
export function backupFailedToAdmins(
  failure: { startedAt: Date; error: string },
  context: BackupNoticeContext,
  administrators: readonly string[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  const started = coopDateTime(failure.startedAt, context.timeZone);
  return administrators.map((to) =>
    letterTo(
      to,
      'backup_failed',
      `The backup of ${site.name} failed`,
      {
        greeting: 'Hello,',
        blocks: [
          { paragraph: `The server's scheduled backup, started ${started}, failed:` },
          { paragraph: failure.error },
          { heading: 'What to check' },
          {
            list: [
              `That ${context.place} (where backups are kept) has free space and that the server may write there.`,
              "The server's log at that time: its lines about the backup begin with “Scheduled backup”.",
              runNow,
            ],
          },
          {
            paragraph: `The server tries again tomorrow at ${context.schedule}. The dashboard shows this problem until a backup succeeds.`,
          },
          dashboardLink(siteUrl),
        ],
      },
      site,
    ),
  );
}

/** One message per administrator: no backup succeeded for 36 hours, since when, and what to check. */
export function backupOverdueToAdmins(
  lastGood: { finishedAt: Date; archiveName: string | null },
  context: BackupNoticeContext,
  administrators: readonly string[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  const since = coopDateTime(lastGood.finishedAt, context.timeZone);
  const archive = lastGood.archiveName ? ` (${lastGood.archiveName}, in ${context.place})` : '';
  return administrators.map((to) =>
    letterTo(
      to,
      'backup_overdue',
      `No backup of ${site.name} for more than 36 hours`,
      {
        greeting: 'Hello,',
        blocks: [
          { paragraph: `The server's last good backup finished ${since}${archive}, and none has succeeded since.` },
          { heading: 'What to check' },
          {
            list: [
              `That the server is running, and was at ${context.schedule} (${context.timeZone}), when it backs up each day.`,
              'That BACKUP_SCHEDULE is set to the time you want, and not to off.',
              "The server's log: its lines about the backup begin with “Scheduled backup”.",
              runNow,
            ],
          },
          { paragraph: 'The dashboard shows this problem until a backup succeeds.' },
          dashboardLink(siteUrl),
        ],
      },
      site,
    ),
  );
}
