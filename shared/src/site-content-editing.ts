// Where each part of the site's content is edited: the Website area's "Site content" tab and its sections, and its
// Schedule tab, so that a link from anywhere (the go-live checklist, "Needs your attention", an e-mail, the tab's own
// links) opens the right editor.
import { memberAreaHref } from './member-areas';

export const siteContentSections = [
  'news',
  'notice',
  'pages',
  'contact',
  'resources',
  'history',
  'changes',
  'checklist',
] as const;
export type SiteContentSection = (typeof siteContentSections)[number];

/**
 * The query naming a section of the Site content tab, `section=contact`; `key` opens one document of a section
 * (`teachers/jane-doe.md`), `item` one entry of a list document (a news item by id, a resource link by its address).
 */
export function siteContentEditQuery(section: SiteContentSection, open: { key?: string; item?: string } = {}): string {
  const query: [string, string | undefined][] = [
    ['section', section],
    ['key', open.key],
    ['item', open.item],
  ];
  return query
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
}

/** `/secure/site/content?section=contact`, with the document or entry to open as `siteContentEditQuery` names it. */
export function siteContentEditPath(section: SiteContentSection, open: { key?: string; item?: string } = {}): string {
  return `${memberAreaHref('site', 'content')}?${siteContentEditQuery(section, open)}`;
}

/** The Schedule tab, where the catalogue (days, times, places, the school year) is edited. */
export const scheduleEditPath = memberAreaHref('site', 'schedule');

/** The "Before going live" checklist, a section of the Site content tab. */
export const goLiveChecklistPath = siteContentEditPath('checklist');
