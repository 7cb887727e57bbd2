import { memberAreaHref } from '@coop/contract';
import type { Role } from '../../graphql/graphql';

/** The sections of the Site content tab; the id is what `?section=` names. */
export const siteSectionLabels = {
  news: 'News and events',
  notice: 'Site notice',
  pages: 'Pages',
  contact: 'Contact details',
  resources: 'Resources',
  history: 'History',
  changes: 'Changes',
  checklist: 'Before going live',
} as const;
export type SiteSection = keyof typeof siteSectionLabels;

/** The sections a viewer has: those of the documents they may save, and the administrators' own. */
export function siteSections(role: Role, editable: readonly string[]): SiteSection[] {
  const sections: SiteSection[] = [];
  if (editable.includes('news.json')) sections.push('news');
  if (editable.includes('notice.json')) sections.push('notice');
  if (editable.some((key) => key.endsWith('.md'))) sections.push('pages');
  if (editable.includes('site.json')) sections.push('contact');
  if (editable.includes('resources.json')) sections.push('resources');
  if (editable.length > 0) sections.push('history');
  if (role === 'admin') sections.push('changes', 'checklist');
  return sections;
}

/**
 * The query naming a section on the Site content tab (`?section=`), opened on one document (`key`: a page, the
 * document whose history shows) or one entry of a list (`item`: a news item's id, a resource link's address).
 * The server's going-live checklist names the same parameters.
 */
export function siteSectionSearch(section: SiteSection, open: { key?: string; item?: string } = {}): URLSearchParams {
  const search = new URLSearchParams({ section });
  if (open.key) search.set('key', open.key);
  if (open.item) search.set('item', open.item);
  return search;
}

export function siteSectionHref(section: SiteSection, open: { key?: string; item?: string } = {}): string {
  return `${memberAreaHref('site', 'content')}?${siteSectionSearch(section, open).toString()}`;
}
