import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const schedule = (value: string) => loadConfig({ BACKUP_SCHEDULE: value }).backupSchedule;
const keep = (value: string) => loadConfig({ BACKUP_KEEP: value }).backupKeep;

describe('BACKUP_SCHEDULE', () => {
  it('is every day at 02:00 when unset or empty', () => {
    expect(loadConfig({}).backupSchedule).toEqual({ hour: 2, minute: 0 });
    expect(schedule('  ')).toEqual({ hour: 2, minute: 0 });
  });

  it.each([
    ['02:00', { hour: 2, minute: 0 }],
    ['3:30', { hour: 3, minute: 30 }],
    ['daily 23:59', { hour: 23, minute: 59 }],
    ['Daily at 00:15', { hour: 0, minute: 15 }],
  ])('reads %s as a time of day', (value, expected) => {
    expect(schedule(value)).toEqual(expected);
  });

  it('is off with off, in any case', () => {
    expect(schedule('off')).toBe('off');
    expect(schedule(' OFF ')).toBe('off');
  });

  it.each(['24:00', '02:60', '2', 'weekly 02:00', 'daily', '02:00 daily', 'false', '0 2 * * *'])(
    'stops the start with %s, saying what it takes',
    (value) => {
      expect(() => schedule(value)).toThrow(
        `BACKUP_SCHEDULE must be a time of day such as 02:00 or "daily 02:00" (every day at that time in the catalog's time zone), or off; got "${value}"`,
      );
    },
  );
});

describe('BACKUP_KEEP', () => {
  it('keeps 7 daily and 4 weekly when unset or empty', () => {
    expect(loadConfig({}).backupKeep).toEqual({ daily: 7, weekly: 4 });
    expect(keep('')).toEqual({ daily: 7, weekly: 4 });
  });

  it.each([
    ['7 daily, 4 weekly', { daily: 7, weekly: 4 }],
    ['4 weekly,7 daily', { daily: 7, weekly: 4 }],
    ['14 Daily and 8 Weekly', { daily: 14, weekly: 8 }],
    ['30 daily', { daily: 30, weekly: 0 }],
    ['0 daily, 12 weekly', { daily: 0, weekly: 12 }],
  ])('reads %s', (value, expected) => {
    expect(keep(value)).toEqual(expected);
  });

  it.each([
    '7',
    '7 days',
    'daily 7',
    '7 daily, 2 daily',
    '0 daily, 0 weekly',
    '0 weekly',
    '-1 daily',
    '7 daily 4 weekly',
  ])('stops the start with %s, saying what it takes', (value) => {
    expect(() => keep(value)).toThrow(
      `BACKUP_KEEP must say how many daily and weekly backups to keep, at least one, such as "7 daily, 4 weekly" or "14 daily"; got "${value}"`,
    );
  });
});
