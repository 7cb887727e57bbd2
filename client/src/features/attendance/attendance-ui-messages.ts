// Texts of the Attendance area's tabs; the server's own sentence is shown whenever it sends one.
export const takeLoading = 'Loading your classes…';
export const absencesLoading = 'Loading your children’s class days…';
export const dailyLoading = 'Loading the day’s attendance…';
export const recordsLoading = 'Loading attendance records…';

export const attendanceUiMessages = {
  loadFailed: 'Failed to load attendance. Please try again.',
  noClasses: 'You have no class with children on its roster yet.',
  classLabel: 'Class',
  meetingLabel: 'Meeting',
  rosterHeading: (title: string, day: string) => `${title}, ${day}`,
  emptyRoster: 'Nobody is on this class’s roster.',
  save: 'Save attendance',
  saving: 'Saving…',
  sendFailed: 'The attendance could not be sent. Please try again.',
  savedCopy: 'You are offline: this is the roster as this phone last loaded it.',
  waitingHeading: 'Waiting on this phone',
  waitingCount: (count: number) =>
    count === 1 ? '1 post of attendance waits to be sent.' : `${count} posts of attendance wait to be sent.`,
  markedBy: (name: string) => `Marked by ${name}`,
  reportNote: (note: string) => `Note from home: ${note}`,
  // Absences
  noChildren: 'None of your household’s children has a class place yet.',
  childLabel: 'Child',
  dayLabel: 'Day',
  noDays: 'No coming class days.',
  classesLegend: 'Only some classes (leave all unticked for the whole day)',
  noteLabel: 'Note for the teacher (optional)',
  report: 'Report absence',
  reportsHeading: 'Absences you reported',
  noReports: 'You have not reported any absence.',
  withdraw: 'Withdraw',
  withdrawLabel: (name: string, day: string) => `Withdraw ${name}’s absence on ${day}`,
  // Daily
  dateLabel: 'Date',
  noMeetings: 'No class with children on its roster meets that day.',
  dayCaption: (day: string) => `Attendance on ${day}`,
  columns: ['Class', 'Time', 'Present', 'Absent', 'Late', 'Not marked', 'Reported absent'],
  open: (title: string) => `Marks of ${title}`,
  cancelled: 'Cancelled',
  downloadDay: 'Download the day (CSV)',
  downloadRefused: 'The download was refused',
  downloadUnreachable: 'Failed to download the spreadsheet. Please try again.',
  // Records
  searchLabel: 'Find a child',
  search: 'Search',
  noStudents: 'No child matches.',
  recordCaption: (name: string) => `${name}’s attendance`,
  recordColumns: ['Date', 'Class', 'Mark', 'Marked by'],
  noMarks: 'No attendance has been taken for this child yet.',
  totals: (present: number, absent: number, late: number) => `Present ${present}, absent ${absent}, late ${late}.`,
  downloadRecord: 'Download the record (CSV)',
} as const;
