import { memberAreaHref, memberAreas, memberAreaTabs, type MemberAreaName, type MemberAreaTab } from '@coop/contract';

// The members' areas as the router and the page see them; their addresses, names and tabs come from the contract.

/** The areas of work beside the dashboard, which keeps its own `?tab=` tabs. */
export type WorkArea = Exclude<MemberAreaName, 'dashboard'>;

/** Every address an area answers at: its own and one per tab (served as the app shell, never pre-rendered). */
export function memberAreaAddresses(area: MemberAreaName): string[] {
  return [memberAreas[area].path, ...memberAreaTabs(area).map((tab) => memberAreaHref(area, tab.id))];
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The tab an area's address names (`/secure/office/submissions` → submissions); undefined when it names none. */
export function areaTabAt(area: MemberAreaName, pathname: string): MemberAreaTab | undefined {
  return memberAreaTabs(area).find((tab) => memberAreaHref(area, tab.id) === withoutTrailingSlash(pathname));
}

/** The area whose address (its own or one of its tabs') this is, if any. */
export function memberAreaAt(pathname: string): MemberAreaName | undefined {
  const path = withoutTrailingSlash(pathname);
  return (Object.keys(memberAreas) as MemberAreaName[]).find((area) => memberAreaAddresses(area).includes(path));
}
