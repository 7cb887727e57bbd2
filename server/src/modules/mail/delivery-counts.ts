import { In, type EntityManager } from 'typeorm';
import { inChunks } from '../../db/in-chunks';
import { OutboxMessage } from './outbox-message.entity';

/** How one message's deliveries stand: waiting or being delivered, delivered, given up on. */
export interface DeliveryCounts {
  queued: number;
  sent: number;
  failed: number;
}

/** Per message ref: how many of its deliveries are queued (incl. sending), sent, failed. Refs without any: zeros. */
export async function deliveryCounts(
  manager: EntityManager,
  refs: readonly string[],
): Promise<Map<string, DeliveryCounts>> {
  const counts = new Map<string, DeliveryCounts>(refs.map((ref) => [ref, { queued: 0, sent: 0, failed: 0 }]));
  for (const chunk of inChunks([...counts.keys()])) {
    const rows: { ref: string; state: OutboxMessage['state']; count: number | string }[] = await manager
      .createQueryBuilder(OutboxMessage, 'm')
      .select('m.ref', 'ref')
      .addSelect('m.state', 'state')
      .addSelect('COUNT(*)', 'count')
      .where({ ref: In(chunk) })
      .groupBy('m.ref')
      .addGroupBy('m.state')
      .getRawMany();
    for (const row of rows) {
      const of = counts.get(row.ref)!;
      const state = row.state === 'sending' ? 'queued' : row.state;
      of[state] += Number(row.count);
    }
  }
  return counts;
}
