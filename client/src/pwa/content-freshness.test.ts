import { describe, expect, it } from 'vitest';
import type { ContentCheck } from './content-check';
import { ageText, freshnessOf, freshnessText, FRESH_FOR_MS } from './content-freshness';

const now = new Date('2026-11-26T15:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const check = (checkedAt: Date, refreshedAt = before(30 * 24 * HOUR)): ContentCheck => ({
  revision: 3,
  changed_at: '2026-11-20T10:00:00Z',
  checked_at: checkedAt.toISOString(),
  refreshed_at: refreshedAt.toISOString(),
});
/** The page opened five seconds ago. */
const openedAt = now.getTime() - 5000;

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
    expect(freshnessText({ kind: 'fresh' }, now)).toBe('Updated just now');
    expect(freshnessText({ kind: 'changed' }, now)).toBe('This page has changed since it was saved on this device.');
  });
});

describe('how current a page is', () => {
  it('is fresh when the server sent it, online', () => {
    expect(freshnessOf({ controlled: false, online: true, openedAt, check: undefined })).toEqual({ kind: 'fresh' });
    expect(freshnessOf({ controlled: false, online: false, openedAt, check: undefined })).toBeUndefined();
  });

  it('is fresh online when the worker confirmed its copy moments before the page opened, or since', () => {
    const justBefore = check(new Date(openedAt - FRESH_FOR_MS + 1000));
    expect(freshnessOf({ controlled: true, online: true, openedAt, check: justBefore })).toEqual({ kind: 'fresh' });
    const since = check(before(1000));
    expect(freshnessOf({ controlled: true, online: true, openedAt, check: since })).toEqual({ kind: 'fresh' });
  });

  it("is otherwise the copy's age, from when the worker last confirmed it", () => {
    expect(freshnessOf({ controlled: true, online: true, openedAt, check: check(before(3 * HOUR)) })).toEqual({
      kind: 'copy',
      checkedAt: before(3 * HOUR),
    });
    // Offline, however recent.
    expect(freshnessOf({ controlled: true, online: false, openedAt, check: check(before(1000)) })).toEqual({
      kind: 'copy',
      checkedAt: before(1000),
    });
  });

  it('has changed when the worker replaced its copies after the page opened, online or not', () => {
    const replaced = check(before(3000), before(1000));
    expect(freshnessOf({ controlled: true, online: true, openedAt, check: replaced })).toEqual({ kind: 'changed' });
    expect(freshnessOf({ controlled: true, online: false, openedAt, check: replaced })).toEqual({ kind: 'changed' });
    // Replaced before the page opened: the page is that copy.
    const earlier = check(before(3000), before(4 * HOUR));
    expect(freshnessOf({ controlled: true, online: true, openedAt, check: earlier })).toEqual({ kind: 'fresh' });
  });

  it('says nothing when the worker has no record', () => {
    expect(freshnessOf({ controlled: true, online: true, openedAt, check: undefined })).toBeUndefined();
  });
});
