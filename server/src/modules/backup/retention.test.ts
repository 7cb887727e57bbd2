import { describe, expect, it } from 'vitest';
import { backupsToRemove } from './retention';
import type { ShelvedBackup } from './shelf';

/** An archive named as the backup names it, taken at `at` (UTC, to the second). */
function shelved(at: string, copy = 1): ShelvedBackup {
  const stamp = `${at.slice(0, 10)}T${at.slice(11, 19).replace(/:/g, '')}Z`;
  return { name: `coop-${stamp}${copy > 1 ? `-${copy}` : ''}.tar.gz`, size: 1000, takenAt: new Date(at) };
}

/** One archive a day at 08:00 UTC (02:00 in Chicago in winter), from `first` for `days` days, oldest first. */
function daily(first: string, days: number): ShelvedBackup[] {
  return Array.from({ length: days }, (_, i) =>
    shelved(new Date(Date.parse(`${first}T08:00:00Z`) + i * 86_400_000).toISOString()),
  );
}

const chicago = 'America/Chicago';
const names = (backups: ShelvedBackup[]) => backups.map((backup) => backup.name);

describe('retention', () => {
  it('names archives as the backup does', () => {
    expect(shelved('2026-11-28T08:00:00Z').name).toBe('coop-2026-11-28T080000Z.tar.gz');
  });

  it('keeps the newest 7 days and the newest of 4 ISO weeks from 40 daily backups, and removes the rest', () => {
    // Sunday 2026-10-25 to Thursday 2026-12-03.
    const shelf = daily('2026-10-25', 40);
    const newest = shelf[shelf.length - 1].name;
    const removed = backupsToRemove(shelf, { daily: 7, weekly: 4 }, chicago, newest);
    const kept = names(shelf).filter((name) => !removed.includes(name));
    expect(kept).toEqual([
      // The Sundays that end the three weeks before this one (the week of Monday November 30 is the fourth).
      'coop-2026-11-15T080000Z.tar.gz',
      'coop-2026-11-22T080000Z.tar.gz',
      // Seven days: November 27 to December 3.
      'coop-2026-11-27T080000Z.tar.gz',
      'coop-2026-11-28T080000Z.tar.gz',
      'coop-2026-11-29T080000Z.tar.gz',
      'coop-2026-11-30T080000Z.tar.gz',
      'coop-2026-12-01T080000Z.tar.gz',
      'coop-2026-12-02T080000Z.tar.gz',
      'coop-2026-12-03T080000Z.tar.gz',
    ]);
    expect(removed).toHaveLength(31);
  });

  it('counts days that have a backup, not days on the calendar, and keeps the newest of a day with several', () => {
    const shelf = [
      shelved('2026-11-01T08:00:00Z'),
      shelved('2026-11-10T08:00:00Z'),
      shelved('2026-11-20T07:00:00Z'),
      shelved('2026-11-20T20:00:00Z'),
      shelved('2026-11-20T20:00:00Z', 2),
    ];
    expect(backupsToRemove(shelf, { daily: 2, weekly: 0 }, chicago, shelf[4].name)).toEqual([
      'coop-2026-11-20T200000Z.tar.gz',
      'coop-2026-11-20T070000Z.tar.gz',
      'coop-2026-11-01T080000Z.tar.gz',
    ]);
  });

  it("reads days on the catalog's clock: 03:00 UTC is still the evening before in Chicago", () => {
    const shelf = [shelved('2026-11-20T01:00:00Z'), shelved('2026-11-20T03:00:00Z'), shelved('2026-11-20T08:00:00Z')];
    expect(backupsToRemove(shelf, { daily: 2, weekly: 0 }, chicago, shelf[2].name)).toEqual([
      'coop-2026-11-20T010000Z.tar.gz',
    ]);
    expect(backupsToRemove(shelf, { daily: 2, weekly: 0 }, 'UTC', shelf[2].name)).toEqual([
      'coop-2026-11-20T030000Z.tar.gz',
      'coop-2026-11-20T010000Z.tar.gz',
    ]);
  });

  it('never removes the archive just taken, even when its moment says it is older than the rest', () => {
    const shelf = [shelved('2026-11-01T08:00:00Z'), shelved('2026-11-02T08:00:00Z'), shelved('2026-11-03T08:00:00Z')];
    expect(backupsToRemove(shelf, { daily: 1, weekly: 0 }, chicago, shelf[0].name)).toEqual([
      'coop-2026-11-02T080000Z.tar.gz',
    ]);
  });

  it('takes ISO weeks across the new year: Thursday decides the year', () => {
    // Monday 2026-12-28 to Sunday 2027-01-03 is week 53 of 2026; 2027-01-04 starts week 1 of 2027.
    const shelf = [shelved('2026-12-27T08:00:00Z'), shelved('2027-01-03T08:00:00Z'), shelved('2027-01-04T08:00:00Z')];
    expect(backupsToRemove(shelf, { daily: 0, weekly: 2 }, chicago, shelf[2].name)).toEqual([
      'coop-2026-12-27T080000Z.tar.gz',
    ]);
  });
});
