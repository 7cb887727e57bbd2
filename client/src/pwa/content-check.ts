import { contentVersionPath, type ContentVersion } from '@coop/contract';

/**
 * What the service worker last learned of the site's content: the revision its copies of the public pages and
 * content documents match, and `checked_at`, when it last confirmed that with the server (the copies are at least
 * that fresh). Kept in Cache Storage, which the worker and the pages both read.
 */
export interface ContentCheck extends ContentVersion {
  checked_at: string;
}

const cacheName = 'content-version';

export async function readContentCheck(): Promise<ContentCheck | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const answer = await (await caches.open(cacheName)).match(contentVersionPath);
  return answer ? ((await answer.json()) as ContentCheck) : undefined;
}

export async function writeContentCheck(check: ContentCheck): Promise<void> {
  await (await caches.open(cacheName)).put(contentVersionPath, Response.json(check));
}
