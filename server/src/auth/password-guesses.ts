import type { Allowance } from './allowance';

/**
 * How many password checks may run at the same time for one account, and from
 * one client address. A person double-clicking needs two; more than that at
 * once is a script, and each check costs tens of milliseconds of a core.
 * These are counted per process: they protect this process's CPU, which is
 * what a burst costs, while the failures below are shared by every instance.
 */
export const concurrentGuessLimit = { perAccount: 2, perAddress: 8 } as const;

/**
 * Counts what is under way per key, so that a burst of parallel requests
 * cannot run more than a few slow operations for one key at once.
 */
class ConcurrencyLimiter {
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

export interface Guess {
  /** The password matched: the account's failures are forgotten, and this guess is not held against the address. */
  matched(): Promise<void>;
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
  private readonly runningPerAccount = new ConcurrencyLimiter(concurrentGuessLimit.perAccount);
  private readonly runningPerAddress = new ConcurrencyLimiter(concurrentGuessLimit.perAddress);

  /** The address's allowance is the larger: a shared household or school fails more often than one person. */
  constructor(
    private readonly failuresPerAccount: Allowance,
    private readonly failuresPerAddress: Allowance,
  ) {}

  /**
   * Starts one guess, or answers undefined when the account or the address has
   * used up its allowance or already runs as many checks as it may. The slots
   * are taken before the first await, so no parallel request slips past them;
   * the failure is then counted in the shared store in one atomic step per key
   * before the password is checked, and a guess refused there counts nothing.
   */
  async begin(account: string, address: string): Promise<Guess | undefined> {
    if (!this.runningPerAccount.tryStart(account)) return undefined;
    if (!this.runningPerAddress.tryStart(address)) {
      this.runningPerAccount.finish(account);
      return undefined;
    }
    let running = true;
    const end = () => {
      if (!running) return;
      running = false;
      this.runningPerAccount.finish(account);
      this.runningPerAddress.finish(address);
    };
    try {
      const [byAccount, byAddress] = await Promise.all([
        this.failuresPerAccount.take(account),
        this.failuresPerAddress.take(address),
      ]);
      if (!byAccount.allowed || !byAddress.allowed) {
        await Promise.all([this.failuresPerAccount.giveBack(account), this.failuresPerAddress.giveBack(address)]);
        end();
        return undefined;
      }
    } catch (error) {
      end();
      throw error;
    }
    return {
      matched: async () => {
        await Promise.all([this.failuresPerAccount.forget(account), this.failuresPerAddress.giveBack(address)]);
      },
      end,
    };
  }
}
