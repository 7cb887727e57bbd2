import { dashboardPath } from './site-paths';
import type { RoleName } from './visibility-choices';

// The members' area as areas of work, each at an address of its own with tabs inside, grouped by what a role does
// together: the dashboard (everyone's sharing and password, and the administrators' accounts, as the spec draws it),
// the office (a season's families: enrollments and rosters, what the forms collected), the website (what the public
// reads: its content and the class schedule), a teacher's classes, a parent's family and its fees and payments, the volunteering (the duties the office sets up and the families' hours), the messages (everyone's inbox,
// and the staff's announcements), the member directory, and the system (what keeps the product running: mail sent,
// the trash, backups). The client's routes, its members' navigation and the server's "Needs your attention" links
// all read this one list.

/** A tab open to fewer roles than its area: its label, and those roles. */
export interface RestrictedTab {
  readonly label: string;
  readonly roles: readonly RoleName[];
}

/** Each tab by its label (open to every role of the area) or with the roles it is open to. */
export type MemberAreaTabs = Readonly<Record<string, string | RestrictedTab>>;

export interface MemberArea {
  readonly path: string;
  /** Its name in the members' navigation and in the status message on arrival. */
  readonly label: string;
  readonly roles: readonly RoleName[];
  /** Its tabs by the address segment naming each (`/secure/office/enrollments`), first the one it opens on. */
  readonly tabs?: MemberAreaTabs;
}

export const memberAreas = {
  // The spec's navigation names the dashboard Secure Area.
  dashboard: { path: dashboardPath, label: 'Secure Area', roles: ['admin', 'teacher', 'parent'] },
  office: {
    path: '/secure/office',
    label: 'Office',
    roles: ['admin'],
    tabs: {
      enrollments: 'Enrollments',
      families: 'Families',
      terms: 'Terms',
      fees: 'Fees',
      agreements: 'Agreements',
      submissions: 'Submissions',
      accounts: 'Accounts',
      treasurer: 'Treasurer',
    },
  },
  classes: { path: '/secure/classes', label: 'My classes', roles: ['teacher'] },
  family: { path: '/secure/family', label: 'My family', roles: ['parent'] },
  payments: { path: '/secure/payments', label: 'Fees & payments', roles: ['parent'] },
  attendance: {
    path: '/secure/attendance',
    label: 'Attendance',
    roles: ['admin', 'teacher', 'parent'],
    tabs: {
      take: { label: 'Take attendance', roles: ['admin', 'teacher'] },
      absences: { label: 'Absences', roles: ['parent'] },
      daily: { label: 'Daily', roles: ['admin'] },
      records: { label: 'Records', roles: ['admin'] },
    },
  },
  messages: {
    path: '/secure/messages',
    label: 'Messages',
    roles: ['admin', 'teacher', 'parent'],
    tabs: {
      inbox: 'Inbox',
      write: { label: 'Write', roles: ['admin', 'teacher'] },
      sent: { label: 'Sent', roles: ['admin', 'teacher'] },
    },
  },
  directory: { path: '/secure/directory', label: 'Directory', roles: ['admin', 'teacher', 'parent'] },
  site: {
    path: '/secure/site',
    label: 'Website',
    roles: ['admin', 'teacher'],
    tabs: { content: 'Site content', schedule: 'Schedule' },
  },
  volunteering: {
    path: '/secure/volunteering',
    label: 'Volunteering',
    roles: ['admin', 'parent'],
    tabs: {
      shifts: 'Sign up',
      checkin: 'Check in',
      hours: 'Hours',
      duties: { label: 'Duties', roles: ['admin'] },
    },
  },
  system: {
    path: '/secure/system',
    label: 'System',
    roles: ['admin'],
    tabs: { outbox: 'Outbox', trash: 'Trash', backups: 'Backups' },
  },
} as const satisfies Record<string, MemberArea>;

export type MemberAreaName = keyof typeof memberAreas;

/**
 * The areas a role has, in the navigation's order: an area with tabs only when one of them is open to the role, so
 * nobody is shown a link that leads only to tabs of other roles.
 */
export function memberAreasOf(role: RoleName): MemberAreaName[] {
  return (Object.keys(memberAreas) as MemberAreaName[]).filter(
    (name) =>
      (memberAreas[name].roles as readonly RoleName[]).includes(role) &&
      ((memberAreas[name] as MemberArea).tabs === undefined ||
        memberAreaTabs(name).some((tab) => tab.roles.includes(role))),
  );
}

export interface MemberAreaTab {
  /** Its address segment: `enrollments` in `/secure/office/enrollments`. */
  readonly id: string;
  readonly label: string;
  /** Who may open it: its own roles, or else its area's. */
  readonly roles: readonly RoleName[];
}

/** An area's tabs in their order (the first is where it opens), each with the roles it is open to. */
export function memberAreaTabs(area: MemberAreaName): MemberAreaTab[] {
  const { tabs, roles } = memberAreas[area] as MemberArea;
  return Object.entries(tabs ?? {}).map(([id, tab]) =>
    typeof tab === 'string' ? { id, label: tab, roles } : { id, label: tab.label, roles: tab.roles },
  );
}

/** `/secure/office`, or one of its tabs: `/secure/office/enrollments`. */
export function memberAreaHref(area: MemberAreaName, tab?: string): string {
  return tab ? `${memberAreas[area].path}/${tab}` : memberAreas[area].path;
}
