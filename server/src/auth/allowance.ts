import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface Taken {
  allowed: boolean;
  /** Whole seconds until the key's current window ends. */
  secondsUntilReset: number;
}

function secondsUntilReset(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Keys are hashed before they are stored, so the table holds no address or e-mail and every key has one length. */
function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** One allowance of events per key, in a fixed window that starts at the key's first event. */
export class Allowance {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly storedKey: (key: string) => string = hashedKey,
  ) {}

  /** Counts one event for the key, within the allowance or not; a failure of the store throws. */
  async take(key: string): Promise<Taken> {
    try {
      const res = await this.limiter.consume(this.storedKey(key));
      return { allowed: true, secondsUntilReset: secondsUntilReset(res) };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, secondsUntilReset: secondsUntilReset(refusal) };
      throw refusal;
    }
  }

  /** Whether the key has used up its allowance, counting nothing. */
  async usedUp(key: string): Promise<boolean> {
    const res = await this.limiter.get(this.storedKey(key));
    return (res?.consumedPoints ?? 0) >= this.limiter.points;
  }

  /** Takes back one event of the key: it was counted up front and turned out not to count. */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(this.storedKey(key), 1);
  }

  /** Forgets every event of the key. */
  async forget(key: string): Promise<void> {
    await this.limiter.delete(this.storedKey(key));
  }
}
