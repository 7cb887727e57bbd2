import type { EntityManager } from 'typeorm';
import { announcementMail, queueMail, type MailMessage, type MailSettings } from '../mail';
import { resolveAudience, type Audience, type Recipient } from '../audiences';
import type { CatalogSource } from '../catalog';
import { Announcement, AnnouncementInboxRow } from './announcement.entity';
import { announcementsStopped, unsubscribeUrl } from './mail-preferences';

/** Rows written per statement: far below either engine's limit on a statement's parameters. */
const rowsPerInsert = 500;

async function inSlices<T>(rows: readonly T[], write: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += rowsPerInsert) await write(rows.slice(i, i + rowsPerInsert));
}

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
  const copyFor = announcementMail(announcement, deps.mail);
  const messages: MailMessage[] = [];
  for (const address of addresses) {
    if (!stopped.has(address))
      messages.push(copyFor(address, await unsubscribeUrl(manager, deps.mail.siteUrl, address)));
  }
  await inSlices(messages, (slice) => queueMail(manager, slice, at));
  const inbox = recipients.flatMap((recipient) =>
    recipient.accountIds.map((userId) => ({ userId, announcementId: announcement.id, sentAt: at, readAt: null })),
  );
  await inSlices(inbox, (slice) => manager.insert(AnnouncementInboxRow, slice));
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
