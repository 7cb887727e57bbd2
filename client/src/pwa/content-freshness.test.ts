import { describe, expect, it } from 'vitest';
import type { ContentCheck } from './content-check';
import {
  ageText,
  freshnessAfterCheck,
  freshnessAtOpen,
  freshnessOffline,
  freshnessText,
  FRESH_FOR_MS,
} from './content-freshness';

const now = new Date('2026-11-26T15:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const check = (checkedAt: Date, revision = 3): ContentCheck => ({
  revision,
  changed_at: '2026-11-20T10:00:00Z',
  checked_at: checkedAt.toISOString(),
});
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the age of an offline copy', () => {
  it('is counted in minutes, hours and days, then given as the date', () => {
    expect(ageText(before(20_000), now)).toBe('less than a minute ago');
    expect(ageText(before(MINUTE), now)).toBe('1 minute ago');
    expect(ageText(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(ageText(before(3 * HOUR + 10 * MINUTE), now)).toBe('3 hours ago');
    expect(ageText(before(26 * HOUR), now)).toBe('1 day ago');
    expect(ageText(before(6 * 24 * HOUR), now)).toBe('6 days ago');
    expect(ageText(new Date('2026-11-03T15:00:00Z'), now)).toBe('November 3, 2026');
  });

  it('reads as a sentence', () => {
    expect(freshnessText({ kind: 'copy', checkedAt: before(3 * HOUR) }, now)).toBe('Offline copy from 3 hours ago');
    expect(freshnessText({ kind: 'fresh', at: now }, now)).toBe('Updated just now');
    expect(freshnessText({ kind: 'changed' }, now)).toBe('This page has changed since it was saved on this device.');
  });
});

describe('what a page says as it opens', () => {
  it('is fresh when the server sent it, online', () => {
    expect(freshnessAtOpen({ online: true, controlled: false, check: undefined, now })).toEqual({
      kind: 'fresh',
      at: now,
    });
  });

  it("is fresh when the worker confirmed its copy moments ago, else the copy's age", () => {
    const justChecked = check(before(FRESH_FOR_MS - 1000));
    expect(freshnessAtOpen({ online: true, controlled: true, check: justChecked, now })?.kind).toBe('fresh');
    expect(freshnessAtOpen({ online: true, controlled: true, check: check(before(3 * HOUR)), now })).toEqual({
      kind: 'copy',
      checkedAt: before(3 * HOUR),
    });
  });

  it('offline, is always the age of the copy, however recent', () => {
    expect(freshnessAtOpen({ online: false, controlled: true, check: check(before(5000)), now })).toEqual({
      kind: 'copy',
      checkedAt: before(5000),
    });
  });

  it('says nothing when nothing is known', () => {
    expect(freshnessAtOpen({ online: true, controlled: true, check: undefined, now })).toBeUndefined();
    expect(freshnessAtOpen({ online: false, controlled: false, check: undefined, now })).toBeUndefined();
  });
});

describe('after the worker looked at the revision during the visit', () => {
  it('is fresh when the revision is the one the page opened with, changed otherwise', () => {
    expect(freshnessAfterCheck(check(before(HOUR), 3), 3, now)).toEqual({ kind: 'fresh', at: now });
    expect(freshnessAfterCheck(check(before(HOUR), 3), 4, now)).toEqual({ kind: 'changed' });
    expect(freshnessAfterCheck(undefined, 4, now)).toEqual({ kind: 'changed' });
  });

  it('current content becomes a copy from that moment once the connection drops', () => {
    expect(freshnessOffline({ kind: 'fresh', at: before(HOUR) })).toEqual({ kind: 'copy', checkedAt: before(HOUR) });
    expect(freshnessOffline({ kind: 'changed' })).toEqual({ kind: 'changed' });
  });
});
