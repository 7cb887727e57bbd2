import { memberAreaHref, memberAreas, type MemberArea, type MemberAreaName } from '@coop/contract';

// The members' areas as the router and the page see them; their addresses, names and tabs come from the contract.

/** The areas of work beside the dashboard, which keeps its own `?tab=` tabs. */
export type WorkArea = Exclude<MemberAreaName, 'dashboard'>;

export type AreaTabItem = { id: string; label: string };

/** An area's tabs in their order (the first is where it opens); none for an area of one panel. */
export function areaTabItems(area: MemberAreaName): AreaTabItem[] {
  const { tabs } = memberAreas[area] as MemberArea;
  return Object.entries(tabs ?? {}).map(([id, label]) => ({ id, label }));
}

/** Every address an area answers at: its own and one per tab (served as the app shell, never pre-rendered). */
export function memberAreaAddresses(area: MemberAreaName): string[] {
  return [memberAreas[area].path, ...areaTabItems(area).map((tab) => memberAreaHref(area, tab.id))];
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The tab an area's address names (`/secure/office/submissions` → submissions); undefined when it names none. */
export function areaTabAt(area: MemberAreaName, pathname: string): AreaTabItem | undefined {
  return areaTabItems(area).find((tab) => memberAreaHref(area, tab.id) === withoutTrailingSlash(pathname));
}

/** The area whose address (its own or one of its tabs') this is, if any. */
export function memberAreaAt(pathname: string): MemberAreaName | undefined {
  const path = withoutTrailingSlash(pathname);
  return (Object.keys(memberAreas) as MemberAreaName[]).find((area) => memberAreaAddresses(area).includes(path));
}
