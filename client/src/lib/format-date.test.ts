import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes a long-form US date', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024');
  });

  it('keeps the day whatever the time zone (a midnight UTC date is the day before in Arkansas)', () => {
    for (const zone of ['America/Chicago', 'Pacific/Honolulu', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    }
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    expect(() => formatLongDate('11/22/2026')).toThrow('Not a YYYY-MM-DD date');
  });
});
