import type { EntityManager } from 'typeorm';
import { inChunks } from '../../db/in-chunks';
import { announcementMail, announcementsStopped, queueMail, unsubscribeUrls, type MailSettings } from '../mail';
import { resolveAudience, type Audience, type Recipient } from '../audiences';
import type { CatalogSource } from '../catalog';
import { Announcement, AnnouncementInboxRow } from './announcement.entity';

export function audienceOf(row: Announcement): Audience {
  return {
    kind: row.audienceKind,
    ...(row.audienceClassKey !== null && { classKey: row.audienceClassKey }),
    ...(row.audienceGrade !== null && { grade: row.audienceGrade }),
    ...(row.audienceGroup !== null && { group: row.audienceGroup }),
    ...(row.audienceCondition !== null && { condition: row.audienceCondition }),
  };
}

export interface Reach {
  households: number;
  addresses: number;
  accounts: number;
  stopped: number;
}

/** The counts of a resolved audience, the addresses that stopped announcements among them. */
export function reachOf(recipients: readonly Recipient[], stopped: ReadonlySet<string>): Reach {
  const addresses = recipients.flatMap((recipient) => recipient.addresses);
  return {
    households: recipients.filter((recipient) => recipient.householdId !== null).length,
    addresses: addresses.length,
    accounts: recipients.reduce((sum, recipient) => sum + recipient.accountIds.length, 0),
    stopped: addresses.filter((address) => stopped.has(address)).length,
  };
}

export interface DeliveryDeps {
  catalog: CatalogSource;
  mail: MailSettings;
}

/**
 * Sends an announcement, inside the write that marks it sent: the audience as it stands now, one mail per address
 * that has not stopped announcements (through the outbox, which delivers it afterwards), one inbox row per account.
 * Everything commits together or not at all, so a message is never half sent.
 */
export async function deliverAnnouncement(
  manager: EntityManager,
  announcement: Announcement,
  deps: DeliveryDeps,
  at: Date,
): Promise<Reach> {
  const recipients = await resolveAudience(manager, deps.catalog, audienceOf(announcement), at);
  const addresses = recipients.flatMap((recipient) => recipient.addresses);
  const stopped = await announcementsStopped(manager, addresses);
  const mailed = addresses.filter((address) => !stopped.has(address));
  const unsubscribe = await unsubscribeUrls(manager, deps.mail.siteUrl, mailed);
  const copyFor = announcementMail(announcement, deps.mail);
  const messages = mailed.map((address) => copyFor(address, unsubscribe.get(address)!));
  for (const chunk of inChunks(messages)) await queueMail(manager, chunk, at);
  const inbox = recipients.flatMap((recipient) =>
    recipient.accountIds.map((userId) => ({ userId, announcementId: announcement.id, sentAt: at, readAt: null })),
  );
  for (const chunk of inChunks(inbox)) await manager.insert(AnnouncementInboxRow, chunk);
  const reach = reachOf(recipients, stopped);
  const sent = {
    state: 'sent' as const,
    sentAt: at,
    reachHouseholds: reach.households,
    reachAddresses: reach.addresses,
    reachAccounts: reach.accounts,
    reachStopped: reach.stopped,
  };
  await manager.update(Announcement, { id: announcement.id }, sent);
  Object.assign(announcement, sent);
  return reach;
}
