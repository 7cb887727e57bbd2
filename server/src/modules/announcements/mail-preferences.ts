import type { EntityManager } from 'typeorm';
import { OutboxMessage } from '../mail';

// Stand-ins for the mail module's preferences (announcementsStopped, unsubscribeUrl, deliveryCounts), written to the
// signatures the messages plan gives them: the branch building them replaces this file by imports from '../mail'.

/** Addresses (lower-cased) that stopped announcements: none until preferences exist. */
export async function announcementsStopped(
  _manager: EntityManager,
  _addresses: readonly string[],
): Promise<Set<string>> {
  return new Set();
}

/** The one-click unsubscribe address for this recipient: the preferences page until its tokens exist. */
export async function unsubscribeUrl(_manager: EntityManager, siteUrl: string, _address: string): Promise<string> {
  return new URL('/preferences', siteUrl).href;
}

export interface DeliveryCounts {
  queued: number;
  sent: number;
  failed: number;
}

/** Per message ref: how many of its deliveries are queued (incl. sending), sent, failed. */
export async function deliveryCounts(
  manager: EntityManager,
  refs: readonly string[],
): Promise<Map<string, DeliveryCounts>> {
  const counts = new Map(refs.map((ref) => [ref, { queued: 0, sent: 0, failed: 0 }]));
  if (refs.length === 0) return counts;
  const rows = await manager
    .createQueryBuilder(OutboxMessage, 'message')
    .select('message.ref', 'ref')
    .addSelect('message.state', 'state')
    .addSelect('COUNT(*)', 'count')
    .where('message.ref IN (:...refs)', { refs })
    .groupBy('message.ref')
    .addGroupBy('message.state')
    .getRawMany<{ ref: string; state: string; count: string | number }>();
  for (const row of rows) {
    const entry = counts.get(row.ref)!;
    const key = row.state === 'sent' ? 'sent' : row.state === 'failed' ? 'failed' : 'queued';
    entry[key] += Number(row.count);
  }
  return counts;
}
