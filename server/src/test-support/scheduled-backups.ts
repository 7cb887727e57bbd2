import type { AppConfig, BackupKeep } from '../config';
import type { Database } from '../db/database';
import { BackupScheduler, defaultBackupScheduleSettings, takeBackupOffThread } from '../modules/backup';
import { siteDetailsOnDisk } from './content-on-disk';
import type { TestApp } from './test-app';

export interface SchedulerOptions {
  /** The backup's settings; the app's own by default. */
  config?: AppConfig;
  keep?: BackupKeep;
  /** America/Chicago, the catalog's, by default. */
  timeZone?: string;
  /** Where its log lines go. */
  log?: string[];
}

/**
 * One instance's scheduled backups as the app makes them (at 02:00, the backup in a thread of its own, mail
 * through the outbox), over `db` (the app's, or another instance's over the same database), on its own clock.
 */
export function schedulerOn(app: TestApp, db: Database, clock: () => Date, options: SchedulerOptions = {}) {
  return new BackupScheduler(
    db,
    { at: { hour: 2, minute: 0 }, keep: options.keep ?? { daily: 7, weekly: 4 }, config: options.config ?? app.config },
    () => options.timeZone ?? 'America/Chicago',
    takeBackupOffThread,
    { site: siteDetailsOnDisk(app.config.contentDir), siteUrl: app.config.siteUrl, adminNotify: true },
    { ...defaultBackupScheduleSettings, now: clock },
    (line) => options.log?.push(line),
  );
}
