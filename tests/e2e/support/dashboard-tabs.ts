const everyMember = ['File Sharing', 'Link Sharing', 'Change Password'] as const;

/** The Secure Area's tabs each role sees, in their order. The client's unit test keeps its own list on purpose. */
export const dashboardTabLabels = {
  parent: everyMember,
  teacher: everyMember,
  admin: [...everyMember, 'User Management'],
} as const;

export type MemberAreaOracle = {
  /** Its name in the members' navigation and its page heading. */
  name: string;
  path: string;
  /** Its tabs in their order, each at `${path}/${segment}`; none for an area of one panel. */
  tabs: readonly { label: string; segment: string }[];
};

const office: MemberAreaOracle = {
  name: 'Office',
  path: '/secure/office',
  tabs: [
    { label: 'Enrollments', segment: 'enrollments' },
    { label: 'Families', segment: 'families' },
    { label: 'Terms', segment: 'terms' },
    { label: 'Fees', segment: 'fees' },
    { label: 'Agreements', segment: 'agreements' },
    { label: 'Submissions', segment: 'submissions' },
    { label: 'Accounts', segment: 'accounts' },
    { label: 'Treasurer', segment: 'treasurer' },
  ],
};
const website: MemberAreaOracle = {
  name: 'Website',
  path: '/secure/site',
  tabs: [
    { label: 'Site content', segment: 'content' },
    { label: 'Schedule', segment: 'schedule' },
  ],
};
const volunteering: MemberAreaOracle = {
  name: 'Volunteering',
  path: '/secure/volunteering',
  tabs: [
    { label: 'Sign up', segment: 'shifts' },
    { label: 'Check in', segment: 'checkin' },
    { label: 'Hours', segment: 'hours' },
  ],
};
/** The office has the Duties tab beside the families' tabs. */
const officeVolunteering: MemberAreaOracle = {
  ...volunteering,
  tabs: [...volunteering.tabs, { label: 'Duties', segment: 'duties' }],
};
const system: MemberAreaOracle = {
  name: 'System',
  path: '/secure/system',
  tabs: [
    { label: 'Outbox', segment: 'outbox' },
    { label: 'Trash', segment: 'trash' },
    { label: 'Backups', segment: 'backups' },
  ],
};

/**
 * The areas of work each role has beside the Secure Area's dashboard, in the navigation's order. Written out here
 * as the tests' own oracle, like the tabs above, rather than read from the list the product reads.
 */
const directory: MemberAreaOracle = { name: 'Directory', path: '/secure/directory', tabs: [] };
const inbox = { label: 'Inbox', segment: 'inbox' };
/** Staff write and follow announcements; a parent has the inbox alone. */
const staffMessages: MemberAreaOracle = {
  name: 'Messages',
  path: '/secure/messages',
  tabs: [inbox, { label: 'Write', segment: 'write' }, { label: 'Sent', segment: 'sent' }],
};
const parentMessages: MemberAreaOracle = { ...staffMessages, tabs: [inbox] };
/** Staff take attendance, the office follows it by day and by child; a parent reports absences ahead. */
const takeAttendance = { label: 'Take attendance', segment: 'take' };
const officeAttendance: MemberAreaOracle = {
  name: 'Attendance',
  path: '/secure/attendance',
  tabs: [takeAttendance, { label: 'Daily', segment: 'daily' }, { label: 'Records', segment: 'records' }],
};
const teacherAttendance: MemberAreaOracle = { ...officeAttendance, tabs: [takeAttendance] };
const parentAttendance: MemberAreaOracle = { ...officeAttendance, tabs: [{ label: 'Absences', segment: 'absences' }] };

export const memberAreasByRole: Record<'admin' | 'teacher' | 'parent', readonly MemberAreaOracle[]> = {
  admin: [office, officeAttendance, staffMessages, directory, website, officeVolunteering, system],
  teacher: [
    { name: 'My classes', path: '/secure/classes', tabs: [] },
    teacherAttendance,
    staffMessages,
    directory,
    website,
  ],
  parent: [
    { name: 'My family', path: '/secure/family', tabs: [] },
    { name: 'Fees & payments', path: '/secure/payments', tabs: [] },
    parentAttendance,
    parentMessages,
    directory,
    volunteering,
  ],
};

/** The address of one tab of an area, by its label. */
export function areaTabPath(area: MemberAreaOracle, label: string): string {
  const tab = area.tabs.find((each) => each.label === label);
  if (!tab) throw new Error(`${area.name} has no tab ${label}`);
  return `${area.path}/${tab.segment}`;
}

/** The area with this name, from the role that has it. */
export function memberArea(name: string): MemberAreaOracle {
  const area = Object.values(memberAreasByRole)
    .flat()
    .find((each) => each.name === name);
  if (!area) throw new Error(`No area ${name}`);
  return area;
}
