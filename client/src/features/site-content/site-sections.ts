import { siteContentEditPath, siteContentEditQuery, type SiteContentSection } from '@coop/contract';
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
} as const satisfies Record<SiteContentSection, string>;
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
 * document whose history shows) or one entry of a list (`item`: a news item's id, a resource link's address), as
 * every link to an editor names it, the server's going-live checklist's included.
 */
export function siteSectionSearch(section: SiteSection, open: { key?: string; item?: string } = {}): URLSearchParams {
  return new URLSearchParams(siteContentEditQuery(section, open));
}

export const siteSectionHref = siteContentEditPath;
