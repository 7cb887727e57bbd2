import { memberAreaHref } from './member-areas';

// Addresses inside the members' areas that other places link to: bookmarks of the dashboard's old tabs, the daily
// digest and withdrawal notices. A module of their own, apart from the list of areas every page's header reads:
// these are computed when loaded, and only the pages and messages that link here need them.

/**
 * Where each dashboard tab that moved to an area now is: `/secure/dashboard?tab=…` addresses (bookmarks, links in
 * e-mail already sent) lead there, with the rest of their query.
 */
export const movedDashboardTabs: Readonly<Record<string, string>> = {
  enrollments: memberAreaHref('office', 'enrollments'),
  submissions: memberAreaHref('office', 'submissions'),
  classes: memberAreaHref('classes'),
  family: memberAreaHref('family'),
  site: memberAreaHref('site', 'content'),
  schedule: memberAreaHref('site', 'schedule'),
  outbox: memberAreaHref('system', 'outbox'),
  trash: memberAreaHref('system', 'trash'),
};

/** The administrators' Enrollments tab, where the daily digest of new enrollments sends them. */
export const enrollmentsPath = memberAreaHref('office', 'enrollments');
/** The Enrollments tab's parameter naming the class whose roster is open. */
export const rosterClassParam = 'class';
/** One class's roster on the Enrollments tab, where a family's withdrawal notice sends administrators. */
export function classRosterPath(classKey: string): string {
  return `${enrollmentsPath}?${rosterClassParam}=${encodeURIComponent(classKey)}`;
}
