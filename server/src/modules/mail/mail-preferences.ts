import { randomBytes } from 'node:crypto';
import { mailPreferencesUrl } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { inChunks } from '../../db/in-chunks';
import { MailPreference } from './mail-preference.entity';

/** How an address is kept and compared: one spelling for the same mailbox. */
export function normalAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** 24 random bytes as 32 URL-safe characters (`mailPreferencesTokenPattern`). */
export function newPreferencesToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Addresses (lower-cased) that stopped announcements. */
export async function announcementsStopped(manager: EntityManager, addresses: readonly string[]): Promise<Set<string>> {
  const stopped = new Set<string>();
  for (const chunk of inChunks([...new Set(addresses.map(normalAddress))])) {
    const rows = await manager.find(MailPreference, {
      select: { address: true },
      where: { address: In(chunk), announcementsStopped: true },
    });
    for (const row of rows) stopped.add(row.address);
  }
  return stopped;
}

/**
 * The tokens of these addresses, keyed lower-cased, made for addresses that have none. Two statements per few
 * hundred addresses (make the missing rows, read the tokens), so a whole audience costs a handful of round trips
 * rather than some per recipient.
 */
export async function preferenceTokens(
  manager: EntityManager,
  addresses: readonly string[],
  now = new Date(),
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const chunk of inChunks([...new Set(addresses.map(normalAddress))])) {
    // A row that exists (made earlier, or by another instance at this moment) keeps its token: the new one is dropped.
    await manager
      .createQueryBuilder()
      .insert()
      .into(MailPreference)
      .values(
        chunk.map((address) => ({
          address,
          token: newPreferencesToken(),
          announcementsStopped: false,
          changedAt: null,
          createdAt: now,
        })),
      )
      .orIgnore()
      .updateEntity(false)
      .execute();
    const rows = await manager.find(MailPreference, {
      select: { address: true, token: true },
      where: { address: In(chunk) },
    });
    for (const row of rows) tokens.set(row.address, row.token);
  }
  return tokens;
}

/** The one-click unsubscribe addresses of many recipients at once (absolute, on `siteUrl`), keyed as given. */
export async function unsubscribeUrls(
  manager: EntityManager,
  siteUrl: string,
  addresses: readonly string[],
): Promise<Map<string, string>> {
  const tokens = await preferenceTokens(manager, addresses);
  return new Map(
    addresses.map((address) => [address, mailPreferencesUrl(siteUrl, tokens.get(normalAddress(address))!)]),
  );
}

/** The one-click unsubscribe address for this recipient (absolute, on SITE_URL); creates its token if needed. */
export async function unsubscribeUrl(manager: EntityManager, siteUrl: string, address: string): Promise<string> {
  return (await unsubscribeUrls(manager, siteUrl, [address])).get(address)!;
}
