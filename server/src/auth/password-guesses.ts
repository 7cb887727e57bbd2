import { ConcurrencyLimiter, RateLimiter } from './rate-limiter';

/**
 * How many password checks may run at the same time for one account, and from
 * one client address. A person double-clicking needs two; more than that at
 * once is a script, and each check costs tens of milliseconds of a core.
 */
export const concurrentGuessLimit = { perAccount: 2, perAddress: 8 } as const;

export interface Guess {
  /** The password matched: the account's failures are forgotten, and this guess is not held against the address. */
  matched(): void;
  /** Called once the check is over, whatever its result. */
  end(): void;
}

/**
 * The limits on guessing an account's password, shared by the login and the
 * change of password: both answer whether a password is the account's.
 *
 * A guess is counted as a failure the moment it arrives, before the slow hash,
 * and taken back only when it matched. Counting after the hash let a burst of
 * parallel requests all pass the check before the first failure was recorded.
 */
export class PasswordGuessLimits {
  private readonly failuresPerAccount: RateLimiter;
  private readonly failuresPerAddress: RateLimiter;
  private readonly runningPerAccount = new ConcurrencyLimiter(concurrentGuessLimit.perAccount);
  private readonly runningPerAddress = new ConcurrencyLimiter(concurrentGuessLimit.perAddress);

  /** `failureLimit` per account; an address may fail ten times as often, as a shared household or school does. */
  constructor(failureLimit: number, windowMs: number, clock: () => number) {
    this.failuresPerAccount = new RateLimiter(failureLimit, windowMs, clock);
    this.failuresPerAddress = new RateLimiter(failureLimit * 10, windowMs, clock);
  }

  /**
   * Starts one guess, or answers undefined when the account or the address has
   * used up its allowance or already runs as many checks as it may. Nothing
   * awaits between the check and the counting, so no parallel request slips in.
   */
  begin(account: string, address: string): Guess | undefined {
    if (this.failuresPerAccount.isLimited(account) || this.failuresPerAddress.isLimited(address)) return undefined;
    if (!this.runningPerAccount.tryStart(account)) return undefined;
    if (!this.runningPerAddress.tryStart(address)) {
      this.runningPerAccount.finish(account);
      return undefined;
    }
    this.failuresPerAccount.record(account);
    this.failuresPerAddress.record(address);
    let running = true;
    return {
      matched: () => {
        this.failuresPerAccount.reset(account);
        this.failuresPerAddress.forgive(address);
      },
      end: () => {
        if (!running) return;
        running = false;
        this.runningPerAccount.finish(account);
        this.runningPerAddress.finish(address);
      },
    };
  }
}
