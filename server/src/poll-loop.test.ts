import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollLoop } from './poll-loop';

describe('PollLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the interval after each run ends, goes on after a failure, and stops after the run under way', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let finish: () => void = () => {};
    const loop = new PollLoop(
      () => {
        runs += 1;
        if (runs === 1) return Promise.reject(new Error('down'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
      100,
      (error) => errors.push(error),
    );
    loop.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    expect(errors).toEqual([new Error('down')]);

    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    // The second run has not ended: no third starts however long it takes.
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    expect(loop.stopping).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
  });
});
