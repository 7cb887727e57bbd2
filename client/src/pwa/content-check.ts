import { contentVersionPath, type ContentVersion } from '@coop/contract';

/**
 * What the service worker last learned of the site's content: the revision its copies of the public pages and
 * content documents match; `checked_at`, when it last confirmed that with the server (the copies are at least that
 * fresh); `refreshed_at`, when it last replaced them (a page opened before then shows older content). Kept in Cache
 * Storage, which the worker and the pages both read.
 */
export interface ContentCheck extends ContentVersion {
  checked_at: string;
  refreshed_at: string;
}

const cacheName = 'content-version';

/**
 * The worker's message to its pages after each check (and refresh) of their content. Kept here, with the pages
 * that show how current they are, rather than among the messages every page loads.
 */
export const contentCheckedMessage = 'CONTENT_CHECKED';

export async function readContentCheck(): Promise<ContentCheck | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const answer = await (await caches.open(cacheName)).match(contentVersionPath);
  return answer ? ((await answer.json()) as ContentCheck) : undefined;
}

export async function writeContentCheck(check: ContentCheck): Promise<void> {
  await (await caches.open(cacheName)).put(contentVersionPath, Response.json(check));
}
