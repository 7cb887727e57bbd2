import type { SiteNotice } from '@coop/contract';
import { contentDocument } from '../../content/content-store';

/** content/notice.json: the notice staff set for every page, or null. */
export function siteNotice(): SiteNotice | null {
  return contentDocument<SiteNotice | null>('notice.json');
}

/** A notice is shown until the moment it expires; a time that cannot be read hides it rather than keep it forever. */
export function isNoticeShown(notice: SiteNotice | null, at: Date): notice is SiteNotice {
  if (!notice?.text.trim()) return false;
  const expires = Date.parse(notice.expires_at);
  return !Number.isNaN(expires) && at.getTime() < expires;
}
