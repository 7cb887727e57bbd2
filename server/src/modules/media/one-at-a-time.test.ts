import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A piece of work that finishes when the test says so, and tells when it started. */
function held() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const state = { started: false };
  const work = () => {
    state.started = true;
    return done;
  };
  return { work, finish, fail, state };
}

describe('oneAtATime', () => {
  it('starts the next piece of work only when the one before it has finished', async () => {
    const inLine = oneAtATime();
    const first = held();
    const second = held();
    const firstDone = inLine(first.work);
    const secondDone = inLine(second.work);
    await Promise.resolve();
    await Promise.resolve();
    expect(first.state.started).toBe(true);
    expect(second.state.started).toBe(false);
    first.finish();
    await firstDone;
    await expect.poll(() => second.state.started).toBe(true);
    second.finish();
    await secondDone;
  });

  it('goes on after a piece of work fails, and hands each its own result', async () => {
    const inLine = oneAtATime();
    const failing = held();
    const refused = inLine(failing.work);
    const next = inLine(() => Promise.resolve('made'));
    failing.fail(new Error('not a picture'));
    await expect(refused).rejects.toThrow('not a picture');
    await expect(next).resolves.toBe('made');
  });
});
