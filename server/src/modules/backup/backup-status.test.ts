import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { backupFolder, BackupRun } from '.';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app?.stop());
beforeEach(() => app.app.db.write((manager) => manager.clear(BackupRun)));

const statusQuery = `query {
  backupStatus {
    schedule timeZone nextAt place
    lastRun { day startedAt finishedAt outcome archiveName size error }
    lastSuccess { day outcome archiveName size }
    problem { kind run { day outcome error finishedAt } }
  }
}`;

async function status() {
  const answer = await app.graphql(statusQuery, {}, admin);
  expect(answer.errors).toBeUndefined();
  return answer.data.backupStatus;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

/** A run as the scheduler records it, `hours` ago. */
function run(slot: string, hours: number, outcome: BackupRun['outcome'], error: string | null = null): BackupRun {
  const succeeded = outcome === 'succeeded';
  return {
    slot,
    runId: `run-${slot}`,
    startedAt: hoursAgo(hours),
    finishedAt: outcome === 'running' ? null : hoursAgo(hours - 0.1),
    outcome,
    archiveName: succeeded ? `coop-${slot}T080000Z.tar.gz` : null,
    archiveSize: succeeded ? 3_250_000_000 : null,
    error,
    overdueMailedAt: null,
  };
}

const recorded = (...runs: BackupRun[]) => app.app.db.write((manager) => manager.insert(BackupRun, runs));

describe('backupStatus', () => {
  it('is for administrators only: anonymous callers, teachers and parents are refused', async () => {
    expect((await app.graphql(statusQuery)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const role of [Role.teacher, Role.parent]) {
      const { token } = await app.seedUser({ role });
      expect((await app.graphql(statusQuery, {}, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await app.graphql(statusQuery, {}, admin)).errors).toBeUndefined();
  });

  it('on a new server: the schedule, where backups are kept, when the first is due, and no problem', async () => {
    const seen = await status();
    expect(seen).toMatchObject({
      schedule: '02:00',
      timeZone: 'America/Chicago',
      place: backupFolder(app.config),
      lastRun: null,
      lastSuccess: null,
      problem: null,
    });
    const nextAt = Date.parse(seen.nextAt);
    expect(nextAt).toBeGreaterThanOrEqual(Date.now() - 60_000);
    expect(nextAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  });

  it('shows the last good backup: when, its archive and size', async () => {
    const last = run('2031-01-02', 6, 'succeeded');
    await recorded(run('2031-01-01', 30, 'succeeded'), last);
    const seen = await status();
    expect(seen.lastRun).toMatchObject({
      day: '2031-01-02',
      startedAt: last.startedAt.toISOString(),
      finishedAt: last.finishedAt!.toISOString(),
      outcome: 'succeeded',
      archiveName: 'coop-2031-01-02T080000Z.tar.gz',
      size: 3_250_000_000,
      error: null,
    });
    expect(seen.lastSuccess.day).toBe('2031-01-02');
    expect(seen.problem).toBeNull();
  });

  it('shows a failed backup as the problem until a good one is taken, while a run is under way too', async () => {
    await recorded(
      run('2031-01-01', 50, 'succeeded'),
      run('2031-01-02', 26, 'failed', 'ENOSPC: no space left on device, write'),
      run('2031-01-03', 1, 'running'),
    );
    const seen = await status();
    expect(seen.lastRun).toMatchObject({ day: '2031-01-03', outcome: 'running', finishedAt: null });
    expect(seen.lastSuccess.day).toBe('2031-01-01');
    expect(seen.problem).toMatchObject({
      kind: 'failed',
      run: { day: '2031-01-02', outcome: 'failed', error: 'ENOSPC: no space left on device, write' },
    });

    await app.app.db.write((manager) =>
      manager.update(BackupRun, { slot: '2031-01-03' }, { outcome: 'succeeded', finishedAt: new Date() }),
    );
    expect((await status()).problem).toBeNull();
  });

  it('shows none for 36 hours as the problem, with the last good backup', async () => {
    await recorded(run('2031-01-01', 37, 'succeeded'));
    expect((await status()).problem).toMatchObject({ kind: 'overdue', run: { day: '2031-01-01' } });
  });

  it('reads a run left running for hours, by a server that stopped, as failed', async () => {
    await recorded(run('2031-01-01', 30, 'succeeded'), run('2031-01-02', 7, 'running'));
    const seen = await status();
    const abandoned = {
      day: '2031-01-02',
      outcome: 'failed',
      error: 'The backup did not finish: the server taking it stopped while it ran',
    };
    expect(seen.lastRun).toMatchObject(abandoned);
    expect(seen.problem).toMatchObject({ kind: 'failed', run: abandoned });
  });
});

describe('backupStatus with BACKUP_SCHEDULE=off', () => {
  it('says the server takes none, with nothing due', async () => {
    const off = await TestApp.start({}, { BACKUP_SCHEDULE: 'off' });
    try {
      const answer = await off.graphql(statusQuery, {}, await off.adminToken());
      expect(answer.data.backupStatus).toMatchObject({ schedule: null, nextAt: null, lastRun: null, problem: null });
    } finally {
      await off.stop();
    }
  });
});
