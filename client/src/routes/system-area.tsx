import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { backupsLoading } from '../features/backups/backups-loading';
import { outboxLoading } from '../features/outbox/outbox-loading';
import { trashLoading } from '../features/trash/trash-loading';

// Each tab's code is fetched when the tab is.
const Outbox = lazy(async () => ({ default: (await import('../features/outbox/components/outbox')).Outbox }));
const Trash = lazy(async () => ({ default: (await import('../features/trash/components/trash')).Trash }));
const BackupStatusPanel = lazy(async () => ({
  default: (await import('../features/backups/components/backup-status-panel')).BackupStatusPanel,
}));

/** The system: what keeps the product running, the mail it sent, the trash and the backups. */
export function SystemAreaRoute() {
  return (
    <MemberAreaPage
      area="system"
      description="The system: the mail the site sent, deleted files and links, and the backups."
      panels={{
        outbox: { loading: outboxLoading, render: () => <Outbox /> },
        trash: { loading: trashLoading, render: () => <Trash /> },
        backups: { loading: backupsLoading, render: () => <BackupStatusPanel /> },
      }}
    />
  );
}
