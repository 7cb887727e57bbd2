import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { listsChanged } from '../../db/list-versions';
import { PollLoop } from '../../poll-loop';
import type { Deliverable, MailDelivery } from './mail-delivery';
import { bulkMailKinds } from './mail-kinds';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxStart } from './outbox-start.entity';

export interface OutboxWorkerSettings {
  /** How often the worker looks for due messages. */
  pollMs: number;
  /** The wait before the first retry; each later one waits twice the one before, up to `retryCapMs`. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Attempts before a message is given up on. */
  maxTries: number;
  /** How long a claim holds: past it, a message still `sending` is taken to be a crashed worker's and taken over. */
  leaseMs: number;
  /** Messages claimed at once: memory stays the same however many are queued. */
  batchSize: number;
  /**
   * Delivery attempts begun per minute by all instances together (`MAIL_PER_MINUTE`), spread over the minute: at
   * most a sixtieth of them (rounded up) in any second.
   */
  perMinute: number;
}

export const defaultOutboxSettings: OutboxWorkerSettings = {
  pollMs: 1000,
  retryBaseMs: 30_000,
  retryCapMs: 3_600_000,
  maxTries: 8,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  perMinute: 60,
};

/** The advisory lock PostgreSQL instances take turns under while they count the pace and claim. */
const paceLock = 7_210_108;

/** Kept of an error in the row: enough to tell what went wrong, never a whole transcript. */
const errorLength = 1000;

/** A claimed message as the claim answers it: what to deliver, and the attempt this is. */
type Claimed = Deliverable & { tries: number };

/** A mail server's permanent refusal (5xx): trying again would be refused again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, errorLength);
}

/**
 * Delivers the outbox: claims due messages a few at a time (queued ones whose time has come, and ones a crashed
 * worker left `sending` past its lease), delivers each, then records it sent, due again later, or failed. On
 * PostgreSQL the claim is one statement that skips rows another instance holds, so a message is never delivered
 * by two instances; on SQLite, which serves one instance, it runs in the write queue.
 *
 * Paced: a claim takes only as many as the minute (and the second) still has room for, counting the attempts every
 * instance began (PostgreSQL instances take turns at the count under an advisory lock), and takes announcements
 * after every other due message.
 */
export class OutboxWorker {
  private readonly loop: PollLoop;

  constructor(
    private readonly db: Database,
    private readonly delivery: MailDelivery,
    private readonly settings: OutboxWorkerSettings,
    private readonly log: (line: string) => void,
  ) {
    this.loop = new PollLoop(
      () => this.drain(),
      settings.pollMs,
      (error) => log(`Outbox: ${errorText(error)}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Finishes the batch under way (its claims would otherwise wait out their lease), then stops. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Delivers batch after batch until nothing is due (or the worker stops); answers how many it attempted. */
  async drain(now: () => Date = () => new Date()): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.claim(now());
      for (const message of batch) await this.attempt(message, now);
      attempted += batch.length;
      if (batch.length < this.settings.batchSize || this.loop.stopping) return attempted;
    }
  }

  private claim(now: Date): Promise<Claimed[]> {
    const until = new Date(now.getTime() + this.settings.leaseMs);
    return this.db.write(async (manager) => {
      const postgres = manager.connection.options.type === 'postgres';
      // Held to the end of this transaction: the count and the claim it allows are one step for all instances.
      if (postgres) await manager.query('SELECT pg_advisory_xact_lock($1)', [paceLock]);
      const room = await this.room(manager, now);
      if (room === 0) return [];
      const claimed = postgres
        ? await this.claimSkippingLocked(manager, now, until, room)
        : await this.claimInWriteQueue(manager, now, until, room);
      if (claimed.length > 0) {
        await manager.insert(
          OutboxStart,
          claimed.map(() => ({ beganAt: now })),
        );
        listsChanged(manager, 'outbox');
      }
      return claimed;
    });
  }

  /** How many attempts may begin now: what the last minute and the last second leave of the pace, up to a batch. */
  private async room(manager: EntityManager, now: Date): Promise<number> {
    const { perMinute, batchSize } = this.settings;
    await manager.delete(OutboxStart, { beganAt: LessThanOrEqual(new Date(now.getTime() - 60_000)) });
    const counted: { minute: number | string; second: number | string | null } | undefined = await manager
      .createQueryBuilder(OutboxStart, 's')
      .select('COUNT(*)', 'minute')
      .addSelect('SUM(CASE WHEN s.beganAt > :secondAgo THEN 1 ELSE 0 END)', 'second')
      .setParameters({ secondAgo: new Date(now.getTime() - 1000) })
      .getRawOne();
    const perSecond = Math.ceil(perMinute / 60);
    const minute = perMinute - Number(counted?.minute ?? 0);
    const second = perSecond - Number(counted?.second ?? 0);
    return Math.max(0, Math.min(batchSize, minute, second));
  }

  /**
   * One statement: rows another instance is claiming at this moment are skipped rather than waited for. An UPDATE
   * answers its rows in no particular order, so they are put back in the claim's order to be delivered in it.
   */
  private async claimSkippingLocked(manager: EntityManager, now: Date, until: Date, limit: number): Promise<Claimed[]> {
    const order = 'CASE WHEN kind IN (:...bulk) THEN 1 ELSE 0 END, next_attempt_at';
    const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
      `WITH claimed AS (
         UPDATE outbox_messages SET state = 'sending', tries = tries + 1, claimed_until = :until
         WHERE id IN (
           SELECT id FROM outbox_messages
           WHERE (state = 'queued' AND next_attempt_at <= :now) OR (state = 'sending' AND claimed_until <= :now)
           ORDER BY ${order} LIMIT :limit
           FOR UPDATE SKIP LOCKED)
         RETURNING id, kind, recipient, subject, text_body, html_body, unsubscribe_url, tries, next_attempt_at)
       SELECT id, kind, recipient, subject, text_body AS text, html_body AS html, unsubscribe_url AS "unsubscribeUrl",
         tries
       FROM claimed ORDER BY ${order}`,
      { now, until, limit, bulk: bulkMailKinds },
    );
    return (await manager.query(sql, values)) as Claimed[];
  }

  private async claimInWriteQueue(manager: EntityManager, now: Date, until: Date, limit: number): Promise<Claimed[]> {
    const due = await manager
      .createQueryBuilder(OutboxMessage, 'm')
      .where("(m.state = 'queued' AND m.nextAttemptAt <= :now) OR (m.state = 'sending' AND m.claimedUntil <= :now)", {
        now,
      })
      .orderBy('CASE WHEN m.kind IN (:...bulk) THEN 1 ELSE 0 END')
      .addOrderBy('m.nextAttemptAt')
      .setParameter('bulk', bulkMailKinds)
      .limit(limit)
      .getMany();
    if (due.length === 0) return [];
    await manager.update(
      OutboxMessage,
      { id: In(due.map((message) => message.id)) },
      { state: 'sending', tries: () => 'tries + 1', claimedUntil: until },
    );
    return due.map((message) => ({ ...message, tries: message.tries + 1 }));
  }

  private async attempt(message: Claimed, now: () => Date): Promise<void> {
    try {
      await this.delivery.deliver(message);
    } catch (error) {
      await this.failed(message, error, now());
      return;
    }
    await this.settle(message, { state: 'sent', sentAt: now(), lastError: null });
  }

  private async failed(message: Claimed, error: unknown, at: Date): Promise<void> {
    const lastError = errorText(error);
    if (isPermanent(error) || message.tries >= this.settings.maxTries) {
      this.log(`Mail ${message.kind} to ${message.recipient} failed after ${message.tries} tries: ${lastError}`);
      await this.settle(message, { state: 'failed', lastError });
      return;
    }
    const wait = Math.min(this.settings.retryBaseMs * 2 ** (message.tries - 1), this.settings.retryCapMs);
    await this.settle(message, { state: 'queued', nextAttemptAt: new Date(at.getTime() + wait), lastError });
  }

  /**
   * Records how an attempt ended, if the claim is still this worker's: a message whose lease ran out may have
   * been taken over (and its tries moved on), and then the other worker records it.
   */
  private async settle(message: Claimed, change: Partial<OutboxMessage>): Promise<void> {
    await this.db.write(async (manager) => {
      const result = await manager.update(
        OutboxMessage,
        { id: message.id, state: 'sending', tries: message.tries },
        { ...change, claimedUntil: null },
      );
      if (result.affected) listsChanged(manager, 'outbox');
    });
  }
}
