import type { Role } from '../../graphql/graphql';

/** The dashboard's tabs; the id is what `?tab=` in the address names. */
export const dashboardTabLabels = {
  files: 'File Sharing',
  links: 'Link Sharing',
  password: 'Change Password',
  users: 'User Management',
  /** What the public forms collected. */
  submissions: 'Submissions',
  /** Deleted files and links, restorable for a while. */
  trash: 'Trash',
  /** Every e-mail the site sends, and whether it went. */
  outbox: 'Outbox',
  /** Every class's seats, teachers and roster. */
  enrollments: 'Enrollments',
  /** A teacher's own rosters, read only. */
  classes: 'My classes',
  /** A parent's students and their places in classes. */
  family: 'My family',
  /** Class days, times and places, the school year, and one-off changes to single meetings. */
  schedule: 'Schedule',
  /** The site's news, notice, pages and details, edited by staff. */
  site: 'Site content',
} as const;

export type DashboardTab = keyof typeof dashboardTabLabels;

const everyonesTabs: DashboardTab[] = ['files', 'links', 'password'];

/** The tabs only one role has, after everyone's. */
const roleTabs: Record<Role, DashboardTab[]> = {
  admin: ['users', 'submissions', 'trash', 'outbox', 'enrollments', 'schedule', 'site'],
  teacher: ['classes', 'schedule', 'site'],
  parent: ['family'],
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
