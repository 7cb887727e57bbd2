import { beforeEach, describe, expect, it } from 'vitest';
import {
  keepRoster,
  keepWaiting,
  oldestSent,
  savedRoster,
  waitingMarks,
  waitingPosts,
  type MarksPost,
} from './device-marks';

const post = (postId: string, marks: MarksPost['marks'], classKey = 'math_1st'): MarksPost => ({
  postId,
  classKey,
  date: '2026-09-22',
  markedAt: '2026-09-22T15:00:00.000Z',
  marks,
});

describe('what waits on this device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps posts in order and lets the oldest go as each is sent', () => {
    keepWaiting(post('a', [{ placementId: 'p1', status: 'present' }]));
    keepWaiting(post('b', [{ placementId: 'p1', status: 'late' }]));
    expect(waitingPosts().map((each) => each.postId)).toEqual(['a', 'b']);
    expect(oldestSent()?.postId).toBe('a');
    expect(waitingPosts().map((each) => each.postId)).toEqual(['b']);
    expect(oldestSent()?.postId).toBe('b');
    expect(oldestSent()).toBeUndefined();
  });

  it("shows a meeting's marks still waiting, the latest post's for each child", () => {
    keepWaiting(
      post('a', [
        { placementId: 'p1', status: 'present' },
        { placementId: 'p2', status: 'absent' },
      ]),
    );
    keepWaiting(post('b', [{ placementId: 'p1', status: 'late' }]));
    keepWaiting(post('c', [{ placementId: 'p3', status: 'present' }], 'reading_1st'));
    expect(Object.fromEntries(waitingMarks('math_1st', '2026-09-22'))).toEqual({ p1: 'late', p2: 'absent' });
    expect(waitingMarks('math_1st', '2026-09-24').size).toBe(0);
  });

  it('keeps the last roster loaded of each meeting', () => {
    keepRoster('math_1st', '2026-09-22', { title: 'Math (Grade 1)' });
    expect(savedRoster('math_1st', '2026-09-22')).toEqual({ title: 'Math (Grade 1)' });
    expect(savedRoster('math_1st', '2026-09-24')).toBeUndefined();
  });
});
