import { In, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { listsChanged } from '../../db/list-versions';
import { PollLoop } from '../../poll-loop';
import type { Deliverable, MailDelivery } from './mail-delivery';
import { OutboxMessage } from './outbox-message.entity';

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
}

export const defaultOutboxSettings: OutboxWorkerSettings = {
  pollMs: 1000,
  retryBaseMs: 30_000,
  retryCapMs: 3_600_000,
  maxTries: 8,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

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
      const claimed =
        manager.connection.options.type === 'postgres'
          ? await this.claimSkippingLocked(manager, now, until)
          : await this.claimInWriteQueue(manager, now, until);
      if (claimed.length > 0) listsChanged(manager, 'outbox');
      return claimed;
    });
  }

  /** One statement: rows another instance is claiming at this moment are skipped rather than waited for. */
  private async claimSkippingLocked(manager: EntityManager, now: Date, until: Date): Promise<Claimed[]> {
    const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
      `UPDATE outbox_messages SET state = 'sending', tries = tries + 1, claimed_until = :until
       WHERE id IN (
         SELECT id FROM outbox_messages
         WHERE (state = 'queued' AND next_attempt_at <= :now) OR (state = 'sending' AND claimed_until <= :now)
         ORDER BY next_attempt_at LIMIT :limit
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, subject, text_body AS text, html_body AS html, unsubscribe_url AS "unsubscribeUrl",
         tries`,
      { now, until, limit: this.settings.batchSize },
    );
    // An UPDATE answers its rows and its count.
    const [rows] = (await manager.query(sql, values)) as [Claimed[], number];
    return rows;
  }

  private async claimInWriteQueue(manager: EntityManager, now: Date, until: Date): Promise<Claimed[]> {
    const due = await manager
      .createQueryBuilder(OutboxMessage, 'm')
      .where("(m.state = 'queued' AND m.nextAttemptAt <= :now) OR (m.state = 'sending' AND m.claimedUntil <= :now)", {
        now,
      })
      .orderBy('m.nextAttemptAt')
      .limit(this.settings.batchSize)
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
