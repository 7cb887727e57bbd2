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
