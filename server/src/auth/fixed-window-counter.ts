/**
 * Counts events per key in fixed windows (for instance each clock minute), in memory, at a constant
 * cost per event. The sliding RateLimiter keeps every timestamp and scans them on each call, which is
 * right for a few logins or uploads but not for a limit checked on every API request: with the high
 * allowance a benchmark or a test suite sets, that list would hold tens of thousands of entries. A
 * fixed window lets a client reach at most twice the allowance across a window boundary; for a guard
 * against flooding that is close enough.
 */
export class FixedWindowCounter {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event for the key: true while it is within the allowance of the current window. */
  take(key: string): boolean {
    const window = Math.floor(this.now() / this.windowMs);
    if (window !== this.window) {
      // Starting afresh each window also keeps the map as small as the number of recent clients.
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.limit;
  }

  /** Whole seconds until the current window ends and every key may start again. */
  secondsUntilReset(): number {
    return Math.max(1, Math.ceil(((this.window + 1) * this.windowMs - this.now()) / 1000));
  }
}
