import { describe, expect, it } from 'vitest';
import { FixedWindowCounter } from './fixed-window-counter';

describe('FixedWindowCounter', () => {
  it('allows each key its allowance per window and starts afresh in the next', () => {
    let now = 60_000;
    const counter = new FixedWindowCounter(2, 60_000, () => now);
    expect([counter.take('a'), counter.take('a'), counter.take('a')]).toEqual([true, true, false]);
    expect(counter.take('b')).toBe(true);
    now += 45_000;
    expect(counter.take('a')).toBe(false);
    expect(counter.secondsUntilReset()).toBe(15);
    now += 15_000;
    expect(counter.take('a')).toBe(true);
  });
});
