import { requireAdmin } from '../../auth/guards';
import type { RequestContext } from '../../auth/principal';
import type { Database } from '../../db/database';
import { KeysetPager, type PageRequest } from '../../db/keyset-page';
import { listsChanged } from '../../db/list-versions';
import { rawTimestampReader } from '../../db/raw-dates';
import { AppError } from '../../errors';
import type { PageOf } from '../../http/pages';
import { OutboxMessage } from './outbox-message.entity';
import type { OutboxMessageState, OutboxMessageView } from './outbox.types';

export const outboxErrors = {
  notFailed: 'Only a message that failed can be retried',
  refInvalid: 'A message reference is at most 80 characters, such as announcement:<id>',
};

/** The longest ref a row holds (its column's length). */
const refLength = 80;

/** What the outbox can be narrowed to: one message's deliveries (its ref), and one state. */
export interface OutboxFilters {
  ref?: string | null;
  state?: OutboxMessageState | null;
}

interface OutboxRow {
  id: string;
  ref: string | null;
  kind: string;
  recipient: string;
  subject: string;
  state: OutboxMessageState;
  tries: number | string;
  created_at: unknown;
  sent_at: unknown;
  last_error: string | null;
  sensitive: boolean | number;
  text_body: string;
}

/** What administrators do with the outbox: read it a page at a time, and send a failed message again. */
export class OutboxService {
  private readonly pager: KeysetPager<OutboxRow>;

  constructor(private readonly db: Database) {
    this.pager = new KeysetPager<OutboxRow>(db, {
      alias: 'm',
      query: () =>
        db.manager
          .createQueryBuilder(OutboxMessage, 'm')
          .select('m.id', 'id')
          .addSelect('m.kind', 'kind')
          .addSelect('m.ref', 'ref')
          .addSelect('m.recipient', 'recipient')
          .addSelect('m.subject', 'subject')
          .addSelect('m.state', 'state')
          .addSelect('m.tries', 'tries')
          .addSelect('m.createdAt', 'created_at')
          .addSelect('m.sentAt', 'sent_at')
          .addSelect('m.lastError', 'last_error')
          .addSelect('m.sensitive', 'sensitive')
          .addSelect('m.text', 'text_body'),
      sorts: { DATE: { path: 'm.createdAt', output: 'created_at', kind: 'time' } },
      filters: { ref: 'm.ref', state: 'm.state' },
    });
  }

  /** Newest first, narrowed to one message's deliveries or one state; a sensitive message's body is never read out. */
  async page(
    ctx: RequestContext,
    request: Pick<PageRequest, 'first' | 'after'>,
    filters: OutboxFilters = {},
  ): Promise<PageOf<OutboxMessageView>> {
    requireAdmin(ctx);
    const ref = filters.ref?.trim() || null;
    if (ref !== null && ref.length > refLength) throw new AppError('BAD_USER_INPUT', outboxErrors.refInvalid, 'ref');
    const page = await this.pager.page({ ...request, sort: 'DATE_DESC', filters: { ref, state: filters.state } }, {});
    const createdAt = rawTimestampReader(this.db, OutboxMessage, 'createdAt');
    const sentAt = rawTimestampReader(this.db, OutboxMessage, 'sentAt');
    const rows = page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      ref: row.ref,
      recipient: row.recipient,
      subject: row.subject,
      state: row.state,
      tries: Number(row.tries),
      createdAt: new Date(createdAt(row.created_at)),
      sentAt: row.sent_at === null ? null : new Date(sentAt(row.sent_at)),
      lastError: row.last_error,
      text: row.sensitive ? null : row.text_body,
    }));
    return { ...page, rows };
  }

  /** How many messages gave up after their last try and wait for an administrator to send them again. */
  async failedCount(ctx: RequestContext): Promise<number> {
    requireAdmin(ctx);
    return this.db.manager.countBy(OutboxMessage, { state: 'failed' });
  }

  /**
   * Puts a failed message back in the queue, due at once, with its tries counted afresh: an administrator retries
   * after fixing the cause, and the message deserves the full series of attempts again.
   */
  async retry(ctx: RequestContext, id: string): Promise<void> {
    requireAdmin(ctx);
    await this.db.write(async (manager) => {
      const result = await manager.update(
        OutboxMessage,
        { id, state: 'failed' },
        { state: 'queued', tries: 0, nextAttemptAt: new Date(), claimedUntil: null },
      );
      if (!result.affected) throw new AppError('NOT_FOUND', outboxErrors.notFailed);
      listsChanged(manager, 'outbox');
    });
  }
}
