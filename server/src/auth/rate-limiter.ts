/**
 * Counts events per key within a sliding window, in memory. One process serves
 * the product, so memory is the right place; a restart forgives everyone.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the key has already used up its allowance. */
  isLimited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Takes back the latest event of the key: it was counted up front and turned out not to count. */
  forgive(key: string): void {
    const list = this.hits.get(key);
    list?.pop();
    if (list?.length === 0) this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const key of this.hits.keys()) {
      const list = this.recent(key);
      if (list.length === 0) this.hits.delete(key);
      else this.hits.set(key, list);
    }
  }
}

/**
 * Counts what is under way per key, so that a burst of parallel requests
 * cannot run more than a few slow operations for one key at once.
 */
export class ConcurrencyLimiter {
  private readonly running = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Starts one operation for the key; false (and nothing counted) when the key already runs its limit. */
  tryStart(key: string): boolean {
    const count = this.running.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.running.set(key, count + 1);
    return true;
  }

  finish(key: string): void {
    const count = (this.running.get(key) ?? 0) - 1;
    if (count > 0) this.running.set(key, count);
    else this.running.delete(key);
  }
}
