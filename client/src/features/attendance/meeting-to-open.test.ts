import { describe, expect, it } from 'vitest';
import { meetingToOpen } from './meeting-to-open';

const meetings = [{ date: '2026-09-15' }, { date: '2026-09-17' }, { date: '2026-09-22' }];

describe('the meeting a class opens on', () => {
  it.each([
    ['today’s', '2026-09-17', '2026-09-17'],
    ['the last one there was', '2026-09-20', '2026-09-17'],
    ['the first to come, before any', '2026-09-01', '2026-09-15'],
    ['the last, after all', '2026-12-01', '2026-09-22'],
  ])('%s', (_, today, expected) => {
    expect(meetingToOpen(meetings, today)?.date).toBe(expected);
  });

  it('none for a class without meetings', () => {
    expect(meetingToOpen([], '2026-09-17')).toBeUndefined();
  });
});
