import { movedDashboardTabs } from '@coop/contract';
import type { Role } from '../../graphql/graphql';

/** The dashboard's tabs, as the spec draws them; the id is what `?tab=` in the address names. */
export const dashboardTabLabels = {
  files: 'File Sharing',
  links: 'Link Sharing',
  password: 'Change Password',
  users: 'User Management',
} as const;

export type DashboardTab = keyof typeof dashboardTabLabels;

const everyonesTabs: DashboardTab[] = ['files', 'links', 'password'];

/** The tabs only one role has, after everyone's. */
const roleTabs: Record<Role, DashboardTab[]> = {
  admin: ['users'],
  teacher: [],
  parent: [],
};

const guardedTabs = Object.values(roleTabs).flat();

export const REQUIRED_PASSWORD_TAB_LABEL = 'Change Password (Required)';

export type DashboardTabItem = { id: DashboardTab; label: string };

/** Tabs by role; while a reset is required, only the password tab. */
export function dashboardTabs(role: Role, passwordResetRequired: boolean): DashboardTabItem[] {
  if (passwordResetRequired) return [{ id: 'password', label: REQUIRED_PASSWORD_TAB_LABEL }];
  return [...everyonesTabs, ...roleTabs[role]].map((id) => ({ id, label: dashboardTabLabels[id] }));
}

export type TabChoice = {
  tab: DashboardTab;
  /** False for another role's tab named in the address: its guard answers. */
  listed: boolean;
};

/** Which tab shows for the `?tab=` asked for: that one when the viewer has it, else the first. */
export function chooseTab(requested: string | null, tabs: readonly DashboardTabItem[]): TabChoice {
  const available = tabs.find((tab) => tab.id === requested);
  if (available) return { tab: available.id, listed: true };
  const resetRequired = tabs.length === 1 && tabs[0].id === 'password';
  const guardedTab = guardedTabs.find((id) => id === requested);
  if (guardedTab && !resetRequired) return { tab: guardedTab, listed: false };
  return { tab: tabs[0].id, listed: true };
}

/**
 * Where a dashboard address naming a tab that moved to an area now leads, with the rest of its query
 * (`?tab=enrollments&class=math_1st` → `/secure/office/enrollments?class=math_1st`); null for the dashboard's own.
 */
export function movedTabAddress(search: URLSearchParams): string | null {
  const tab = search.get('tab');
  if (tab === null || !Object.hasOwn(movedDashboardTabs, tab)) return null;
  const rest = new URLSearchParams(search);
  rest.delete('tab');
  const query = rest.toString();
  return query ? `${movedDashboardTabs[tab]}?${query}` : movedDashboardTabs[tab];
}
