import { LessThan } from 'typeorm';
import { requireAdmin } from '../../auth/guards';
import type { RequestContext } from '../accounts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { TrashBin, TrashableRow } from './trash-bin';
import type { TrashedItem } from './trash.listing';
import { purgeCutoff, trashMessages, trashPurgeIntervalMs, type TrashKind } from './trash.rules';

type AnyBin = TrashBin<TrashableRow>;

/** Administrators' view of deleted files and links: list, restore, delete for good; and the timed purge. */
export class TrashService {
  private readonly bins: Map<TrashKind, AnyBin>;
  private timer: NodeJS.Timeout | undefined;
  /** The purge under way, if any: one at a time, and `stop` waits for it. */
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    bins: readonly AnyBin[],
  ) {
    this.bins = new Map(bins.map((bin) => [bin.kind, bin]));
  }

  /** Most recently deleted first. */
  async list(ctx: RequestContext): Promise<TrashedItem[]> {
    requireAdmin(ctx);
    const lists = await Promise.all([...this.bins.values()].map((bin) => bin.list(this.db.manager)));
    return lists.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || (a.id < b.id ? 1 : -1));
  }

  async restore(ctx: RequestContext, rawKind: unknown, rawId: unknown): Promise<void> {
    requireAdmin(ctx);
    const { bin, id } = this.target(rawKind, rawId);
    const restored = await this.db.write((manager) => bin.restore(manager, id));
    if (!restored) throw new AppError('NOT_FOUND', trashMessages.notInTrash);
  }

  /** Removes one item of the trash at once, bytes included, without waiting for its time. */
  async deleteForever(ctx: RequestContext, rawKind: unknown, rawId: unknown): Promise<void> {
    requireAdmin(ctx);
    const { bin, id } = this.target(rawKind, rawId);
    const removed = await this.db.write((manager) => bin.remove(manager, bin.trashed({ id })));
    if (removed.items.length === 0) throw new AppError('NOT_FOUND', trashMessages.notInTrash);
    await removed.afterCommit();
  }

  /** Removes, rows then bytes, whatever has been in the trash longer than it keeps things. */
  async purgeExpired(now = new Date()): Promise<number> {
    const cutoff = purgeCutoff(now);
    const removed = await this.db.write((manager) =>
      Promise.all([...this.bins.values()].map((bin) => bin.remove(manager, { deletedAt: LessThan(cutoff) }))),
    );
    for (const each of removed) await each.afterCommit();
    return removed.reduce((sum, each) => sum + each.items.length, 0);
  }

  /** Purges now and then every hour until `stop`; the timer never keeps the process alive by itself. */
  async start(log: (line: string) => void, intervalMs = trashPurgeIntervalMs): Promise<void> {
    await this.stop();
    const run = async () => {
      try {
        const purged = await this.purgeExpired();
        if (purged > 0) log(`Removed ${purged} item(s) from the trash after their time`);
      } catch (error) {
        log(`Emptying the trash failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const tick = () => {
      this.running ??= run().finally(() => (this.running = undefined));
      return this.running;
    };
    await tick();
    this.timer = setInterval(() => void tick(), intervalMs);
    this.timer.unref();
  }

  /** No purge starts after this; one under way is waited for, so nothing changes the trash once it resolves. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private target(rawKind: unknown, rawId: unknown): { bin: AnyBin; id: string } {
    const bin = typeof rawKind === 'string' ? this.bins.get(rawKind as TrashKind) : undefined;
    if (!bin) throw new AppError('BAD_USER_INPUT', trashMessages.kindInvalid, 'kind');
    const id = typeof rawId === 'string' ? rawId.trim() : '';
    if (!id) throw new AppError('BAD_USER_INPUT', trashMessages.idRequired, 'id');
    return { bin, id };
  }
}
