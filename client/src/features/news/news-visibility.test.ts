import { describe, expect, it } from 'vitest';
import { isShownOn } from './news-visibility';

describe('isShownOn', () => {
  it('shows an item without a window every day', () => {
    expect(isShownOn({}, '2026-11-22')).toBe(true);
  });

  it('hides an item before display_after and shows it from that day on', () => {
    const item = { display_after: '2026-11-22' };
    expect(isShownOn(item, '2026-11-21')).toBe(false);
    expect(isShownOn(item, '2026-11-22')).toBe(true);
    expect(isShownOn(item, '2027-01-01')).toBe(true);
  });

  it('shows an item up to and including display_until, then hides it', () => {
    const item = { display_until: '2026-11-22' };
    expect(isShownOn(item, '2025-12-31')).toBe(true);
    expect(isShownOn(item, '2026-11-22')).toBe(true);
    expect(isShownOn(item, '2026-11-23')).toBe(false);
  });

  it('needs both ends of a window', () => {
    const item = { display_after: '2026-11-01', display_until: '2026-11-30' };
    expect(
      ['2026-10-31', '2026-11-01', '2026-11-15', '2026-11-30', '2026-12-01'].map((day) => isShownOn(item, day)),
    ).toEqual([false, true, true, true, false]);
  });

  it('compares across months and years as dates, not as numbers', () => {
    expect(isShownOn({ display_after: '2026-09-30' }, '2026-10-01')).toBe(true);
    expect(isShownOn({ display_until: '2026-12-31' }, '2027-01-01')).toBe(false);
  });
});
