/**
 * A line that runs one piece of work at a time, in the order they came: the next starts when the one before it
 * has finished, whether it succeeded or failed.
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = last.then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}
