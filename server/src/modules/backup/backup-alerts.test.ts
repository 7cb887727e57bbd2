import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schedulerOn } from '../../test-support/scheduled-backups';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { OutboxMessage } from '../mail';
import { backupFolder, BackupRun } from '.';

let app: TestApp;
let other: TestApp;
let administrators: string[];

beforeAll(async () => {
  app = await TestApp.start();
  other = await app.alongside();
  const second = await app.seedUser({ role: Role.admin, email: `second-admin-${randomUUID()}@example.test` });
  administrators = [app.config.admin.email, second.user.email].sort();
});
afterAll(() => app?.stop());
beforeEach(() =>
  app.app.db.write(async (manager) => {
    await manager.clear(BackupRun);
    await manager.clear(OutboxMessage);
  }),
);

const backupMail = async () =>
  (await app.app.db.manager.find(OutboxMessage, { order: { recipient: 'ASC' } })).filter((message) =>
    message.kind.startsWith('backup_'),
  );

/** Schedulers of two instances over one database (on SQLite, one instance twice), on one clock. */
const bothInstances = (clock: Date) => [
  schedulerOn(app, app.app.db, () => clock),
  schedulerOn(app, other.app.db, () => clock),
];

describe('mail about backups', { timeout: 90_000 }, () => {
  it('tells every administrator once of a failed backup: what failed, and what to check', async () => {
    const notAFolder = path.join(app.config.dataDir, 'not-a-folder');
    fs.writeFileSync(notAFolder, 'a file where the backups folder should be');
    const config = { ...app.config, backupDir: path.join(notAFolder, 'backups') };
    const due = new Date('2031-05-06T09:00:00Z');
    const scheduler = schedulerOn(app, app.app.db, () => due, { config });

    expect(await scheduler.runDue(due)).toBe('failed');
    const mail = await backupMail();
    expect(mail.map((message) => message.recipient)).toEqual(administrators);
    expect(mail.map((message) => message.kind)).toEqual(['backup_failed', 'backup_failed']);
    expect(mail[0].subject).toBe('The backup of Ozark Learning Hub failed');
    const { error } = (await app.app.db.manager.findOneByOrFail(BackupRun, { slot: '2031-05-06' }))!;
    expect(error).toContain('ENOTDIR');
    expect(mail[0].text).toContain(
      "The server's scheduled backup, started Tuesday, May 6, 2031 at 4:00 AM CDT, failed:",
    );
    expect(mail[0].text).toContain(error);
    expect(mail[0].text).toContain(`- That ${config.backupDir} (where backups are kept) has free space`);
    expect(mail[0].text).toContain('run npm run backup on the server');
    expect(mail[0].text).toContain('The server tries again tomorrow at 02:00.');
    expect(mail[0].text).toContain(`See the backups on the dashboard: ${app.config.siteUrl}/secure/dashboard`);

    // Later looks, the same day, on any instance: no more mail.
    const later = new Date('2031-05-06T15:00:00Z');
    for (const each of bothInstances(later)) expect(await each.runDue(later)).toBeUndefined();
    expect(await backupMail()).toHaveLength(2);
  });

  it('records a run left running by an instance that died as failed, and tells of it once across instances', async () => {
    await app.app.db.write((manager) =>
      manager.insert(BackupRun, {
        slot: '2031-06-01',
        runId: 'an-instance-that-died',
        startedAt: new Date('2031-06-01T08:00:00Z'),
        outcome: 'running',
      }),
    );
    // Five hours on, it may still be running: nothing to tell.
    await Promise.all(bothInstances(new Date('2031-06-01T13:00:00Z')).map((each) => each.runDue()));
    expect(await backupMail()).toEqual([]);

    const looks = bothInstances(new Date('2031-06-01T14:30:00Z'));
    await Promise.all(looks.map((each) => each.runDue()));
    expect(await app.app.db.manager.findOneByOrFail(BackupRun, { slot: '2031-06-01' })).toMatchObject({
      outcome: 'failed',
      error: 'The backup did not finish: the server taking it stopped while it ran',
      finishedAt: new Date('2031-06-01T14:30:00Z'),
    });
    const mail = await backupMail();
    expect(mail.map((message) => [message.kind, message.recipient])).toEqual(
      administrators.map((to) => ['backup_failed', to]),
    );
    expect(mail[0].text).toContain('The backup did not finish: the server taking it stopped while it ran');
    await Promise.all(looks.map((each) => each.runDue()));
    expect(await backupMail()).toHaveLength(2);
  });

  it('tells every administrator once, across instances, when no backup succeeded for 36 hours', async () => {
    await app.app.db.write((manager) =>
      manager.insert(BackupRun, {
        slot: '2031-12-01',
        runId: 'a-good-run',
        startedAt: new Date('2031-12-01T19:26:00Z'),
        finishedAt: new Date('2031-12-01T19:30:00Z'),
        outcome: 'succeeded',
        archiveName: 'coop-2031-12-01T192600Z.tar.gz',
        archiveSize: 1_000_000,
      }),
    );
    // Every look below is before 02:00 in Chicago (08:00 UTC in December), when the day's backup would be due.
    // 35 and a half hours on: in time.
    await Promise.all(bothInstances(new Date('2031-12-03T07:00:00Z')).map((each) => each.runDue()));
    expect(await backupMail()).toEqual([]);

    // 36 hours and a quarter on.
    await Promise.all(bothInstances(new Date('2031-12-03T07:45:00Z')).map((each) => each.runDue()));
    const mail = await backupMail();
    expect(mail.map((message) => [message.kind, message.recipient])).toEqual(
      administrators.map((to) => ['backup_overdue', to]),
    );
    expect(mail[0].subject).toBe('No backup of Ozark Learning Hub for more than 36 hours');
    expect(mail[0].text).toContain(
      `The server's last good backup finished Monday, December 1, 2031 at 1:30 PM CST (coop-2031-12-01T192600Z.tar.gz, in ${backupFolder(app.config)}), and none has succeeded since.`,
    );
    expect(mail[0].text).toContain('- That BACKUP_SCHEDULE is set to the time you want, and not to off.');
    expect(mail[0].text).toContain('was at 02:00 (America/Chicago)');

    const later = new Date('2031-12-03T07:55:00Z');
    await Promise.all(bothInstances(later).map((each) => each.runDue()));
    expect(await backupMail()).toHaveLength(2);
  });
});
