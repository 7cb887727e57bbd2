import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { schedulerOn as schedulerOnApp, type SchedulerOptions } from '../../test-support/scheduled-backups';
import { TestApp } from '../../test-support/test-app';
import { backupFolder, BackupRun, openShelf } from '.';

// The catalog's time zone, America/Chicago, is six hours behind UTC in winter: 02:00 there is 08:00 UTC.

let app: TestApp;

beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app?.stop());

const schedulerOn = (db: Database, clock: () => Date, options: SchedulerOptions = {}) =>
  schedulerOnApp(app, db, clock, options);

const runOf = (slot: string) => app.app.db.manager.findOneBy(BackupRun, { slot });

// Each backup starts a thread that compiles the sources it loads: seconds on a busy machine.
describe('the scheduled backup', { timeout: 90_000 }, () => {
  it('is taken once at 02:00 in the catalog time zone, whatever the number of instances, and its run says how it went', async () => {
    const before = new Date('2031-03-04T07:59:00Z');
    const due = new Date('2031-03-04T08:01:00Z');
    const schedulers = [schedulerOn(app.app.db, () => due), schedulerOn((await app.alongside()).app.db, () => due)];

    expect(await schedulers[0].runDue(before)).toBeUndefined();
    expect(await runOf('2031-03-04')).toBeNull();

    const outcomes = await Promise.all(schedulers.map((scheduler) => scheduler.runDue(due)));
    expect(outcomes.filter(Boolean)).toEqual(['succeeded']);
    const shelved = await openShelf(app.config).list();
    expect(shelved).toHaveLength(1);
    expect(await runOf('2031-03-04')).toMatchObject({
      outcome: 'succeeded',
      startedAt: due,
      finishedAt: due,
      archiveName: shelved[0].name,
      archiveSize: fs.statSync(path.join(backupFolder(app.config), shelved[0].name)).size,
      error: null,
    });

    // Later the same day, on any instance, nothing more.
    const later = new Date('2031-03-04T20:00:00Z');
    const again = await Promise.all([schedulerOn(app.app.db, () => later), ...schedulers].map((s) => s.runDue(later)));
    expect(again).toEqual([undefined, undefined, undefined]);
    expect(await openShelf(app.config).list()).toHaveLength(1);
  });

  it('is taken on a day whose run before was left running by an instance that died', async () => {
    await app.app.db.write((manager) =>
      manager.insert(BackupRun, {
        slot: '2031-04-01',
        runId: 'an-instance-that-stopped',
        startedAt: new Date('2031-04-01T08:00:00Z'),
        outcome: 'running',
      }),
    );
    const nextDay = new Date('2031-04-02T08:00:00Z');
    expect(await schedulerOn(app.app.db, () => nextDay).runDue(nextDay)).toBe('succeeded');
    expect(await runOf('2031-04-02')).toMatchObject({ outcome: 'succeeded' });
  });

  it('that fails records failed with what went wrong, and leaves the day done', async () => {
    const notAFolder = path.join(app.config.dataDir, 'not-a-folder');
    fs.writeFileSync(notAFolder, 'a file where the backups folder should be');
    const config = { ...app.config, backupDir: path.join(notAFolder, 'backups') };
    const log: string[] = [];
    const due = new Date('2031-05-06T09:00:00Z');
    const scheduler = schedulerOn(app.app.db, () => due, { config, log });

    expect(await scheduler.runDue(due)).toBe('failed');
    const run = await runOf('2031-05-06');
    expect(run).toMatchObject({ outcome: 'failed', finishedAt: due, archiveName: null, archiveSize: null });
    expect(run?.error).toContain('ENOTDIR');
    expect(log).toEqual([`Scheduled backup failed: ${run?.error}`]);
    expect(await scheduler.runDue(new Date('2031-05-06T10:00:00Z'))).toBeUndefined();
  });

  it('keeps the newest of the last days and weeks that have one, removing the rest through the shelf', async () => {
    // A backup a day at noon UTC, Thursday January 1 to Tuesday January 20, 2026, and a file that is no backup.
    const folder = backupFolder(app.config);
    const fakes = Array.from({ length: 20 }, (_, i) => `coop-2026-01-${String(i + 1).padStart(2, '0')}T120000Z.tar.gz`);
    for (const name of fakes) fs.writeFileSync(path.join(folder, name), 'an old archive');
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'kept by the administrator');
    const before = (await openShelf(app.config).list()).map((backup) => backup.name);
    const log: string[] = [];
    const due = new Date('2031-06-01T12:00:00Z');
    const scheduler = schedulerOn(app.app.db, () => due, { keep: { daily: 3, weekly: 3 }, timeZone: 'UTC', log });

    expect(await scheduler.runDue(due)).toBe('succeeded');
    const taken = (await runOf('2031-06-01'))!.archiveName!;
    expect(before).not.toContain(taken);
    // Days: the one just taken (today), then January 20 and 19. Weeks: this one, then January 19 to 25 (its
    // newest, the 20th, kept already), then January 12 to 18, whose newest is Sunday the 18th.
    expect((await openShelf(app.config).list()).map((backup) => backup.name)).toEqual([
      'coop-2026-01-18T120000Z.tar.gz',
      'coop-2026-01-19T120000Z.tar.gz',
      'coop-2026-01-20T120000Z.tar.gz',
      taken,
    ]);
    expect(fs.existsSync(path.join(folder, 'notes.txt'))).toBe(true);
    expect(log).toContain('Scheduled backup: removed coop-2026-01-01T120000Z.tar.gz, past BACKUP_KEEP');
  });

  it('stopped with the server while it runs, lets the day go, so the next look takes it afresh', async () => {
    const due = new Date('2031-07-01T08:00:00Z');
    const scheduler = schedulerOn(app.app.db, () => due);
    const look = scheduler.runDue(due);
    await expect.poll(() => runOf('2031-07-01'), { timeout: 30_000 }).toMatchObject({ outcome: 'running' });
    await scheduler.stop();
    expect(await look).toBeUndefined();
    expect(await runOf('2031-07-01')).toBeNull();
    expect(await schedulerOn(app.app.db, () => due).runDue(due)).toBe('succeeded');
  });
});

describe('BACKUP_SCHEDULE', { timeout: 120_000 }, () => {
  /** An app whose scheduler looks every 20 ms, on a clock just past 02:00 in Chicago on a day of its own. */
  async function appPastTwo(env: Record<string, string>, day: string): Promise<TestApp> {
    const clock = new Date(`${day}T08:05:00Z`);
    return TestApp.start({}, env, { backups: { pollMs: 20, now: () => clock } });
  }

  /** Until the app's scheduler has recorded the day's outcome: within seconds, but a busy machine may take a while. */
  const finished = (on: TestApp, slot: string) =>
    expect
      .poll(async () => (await on.app.db.manager.findOneBy(BackupRun, { slot }))?.outcome, { timeout: 60_000 })
      .toBe('succeeded');

  it('is daily at 02:00 unless set: the running app takes the day’s backup by itself', async () => {
    const on = await appPastTwo({}, '2031-08-01');
    try {
      await finished(on, '2031-08-01');
      expect(await openShelf(on.config).list()).toHaveLength(1);
    } finally {
      await on.stop();
    }
  });

  it('off, takes none and claims no day, by the time an app with it on has taken its backup', async () => {
    const off = await appPastTwo({ BACKUP_SCHEDULE: 'off' }, '2031-08-02');
    const on = await appPastTwo({}, '2031-08-02');
    try {
      await finished(on, '2031-08-02');
      expect(await off.app.db.manager.count(BackupRun)).toBe(0);
      expect(await openShelf(off.config).list()).toEqual([]);
    } finally {
      await on.stop();
      await off.stop();
    }
  });
});
