// Where each part of the site's content is edited in the dashboard: the "Site content" tab and its sections,
// so that a link from anywhere (the go-live checklist, an e-mail) opens the right editor.
import { dashboardPath } from './site-paths';

export const siteContentSections = ['news', 'notice', 'pages', 'contact', 'resources', 'history', 'changes'] as const;
export type SiteContentSection = (typeof siteContentSections)[number];

/**
 * `/secure/dashboard?tab=site&section=contact`; `key` opens one document of a section (`teachers/jane-doe.md`),
 * `item` one entry of a list document (a news item by id, a resource link by its address).
 */
export function siteContentEditPath(section: SiteContentSection, open: { key?: string; item?: string } = {}): string {
  const query: [string, string | undefined][] = [
    ['tab', 'site'],
    ['section', section],
    ['key', open.key],
    ['item', open.item],
  ];
  const pairs = query.filter(([, value]) => value).map(([name, value]) => `${name}=${encodeURIComponent(value!)}`);
  return `${dashboardPath}?${pairs.join('&')}`;
}

/** The Schedule tab, where the catalogue (days, times, places, the school year) is edited. */
export const scheduleEditPath = `${dashboardPath}?tab=schedule`;
