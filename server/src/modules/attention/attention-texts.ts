import {
  classTitle,
  clockText,
  counted,
  dayText,
  enrollmentOfficeMessages,
  emailVerificationMessages,
  placementStatusLabels,
  type CatalogClass,
  type ClassMeeting,
  type PlacementStatusName,
} from '@coop/contract';

// The words of "Needs your attention", one function per line; tests read them from here.

/** "Math (Grade 1)", "Math (Grade 1) and Art (Grade 3)", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** How many classes the free-seats line names before it only counts the rest. */
export const namedClassesAtMost = 3;

/** A meeting's day and time, and its room when a one-off change moved it from the class's own. */
function meetingText(item: CatalogClass, meeting: ClassMeeting): string {
  const room = meeting.location === item.location ? '' : ` in ${meeting.location}`;
  return `${dayText(meeting.date)} at ${clockText(meeting.start)}${room}`;
}

/** "Tuesday, November 24 at 2:05 AM", from a day and the minutes since its midnight. */
export function momentText(at: { day: string; minutes: number }): string {
  const hhmm = [Math.floor(at.minutes / 60), at.minutes % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return `${dayText(at.day)} at ${clockText(hhmm)}`;
}

export const attentionTexts = {
  accountsWaiting: (count: number) =>
    count === 0
      ? 'No accounts are waiting for approval.'
      : `${counted(count, 'account')} ${count === 1 ? 'is' : 'are'} waiting for approval.`,

  newEnrollments: (count: number, everLooked: boolean) => {
    if (count > 0) return `You have ${counted(count, 'new enrollment')} to look at.`;
    return everLooked ? 'No enrollments have come in since you last looked.' : 'No enrollments have come in yet.';
  },

  /** The classes by name, those past the first few only counted. */
  freeSeats: (classes: readonly { title: string; free: number; waiting: number }[]) => {
    if (classes.length === 0) return 'No class has a free seat while students wait on its waitlist.';
    if (classes.length === 1) {
      const [{ title, free, waiting }] = classes;
      const wait = waiting === 1 ? '1 student waits' : `${waiting} students wait`;
      return `${title} has ${counted(free, 'free seat')} while ${wait} on its waitlist.`;
    }
    const names = classes.slice(0, namedClassesAtMost).map((item) => item.title);
    const more = classes.length - names.length;
    return `${classes.length} classes have free seats while students wait on their waitlists: ${listed(more > 0 ? [...names, `${more} more`] : names)}.`;
  },

  failedMail: (count: number) =>
    count === 0
      ? 'No message in the outbox failed to send.'
      : `${counted(count, 'message')} in the outbox failed to send.`,

  backupFailed: (day: string) => `The backup of ${dayText(day)} failed.`,
  backupOverdue: (lastGood: { day: string; minutes: number }) =>
    `No backup has succeeded since the one that finished on ${momentText(lastGood)}.`,
  backupGood: (finished: { day: string; minutes: number }) => `The last backup finished on ${momentText(finished)}.`,
  backupFirstDue: (due: { day: string; minutes: number }) =>
    `No backup has been taken yet; the first is due on ${momentText(due)}.`,
  backupsOff: 'The server takes no scheduled backups, and none has been taken.',

  goLive: (count: number) =>
    count === 0
      ? 'Nothing is left to do before going live.'
      : `${counted(count, 'thing')} ${count === 1 ? 'is' : 'are'} left to do before going live.`,

  /** Households short of their volunteer quota: by signups while the term runs, by hours worked once it ended. */
  volunteerHoursShort: (count: number, termEnded: boolean) => {
    if (count === 0) return 'No household is short of its volunteer hours.';
    const one = count === 1;
    return termEnded
      ? `${counted(count, 'household')} worked fewer volunteer hours than ${one ? 'its' : 'their'} quota and ${one ? 'is' : 'are'} not yet charged or waived.`
      : `${counted(count, 'household')} ${one ? 'has' : 'have'} signed up for fewer volunteer hours than ${one ? 'its' : 'their'} quota.`;
  },

  /** A teacher's class: its next meeting, then its roster's counts. */
  classMeeting: (
    item: CatalogClass,
    next: ClassMeeting | undefined,
    roster: { seats: number; taken: number; waitlisted: number },
  ) => {
    const when = next
      ? `${classTitle(item)} meets next on ${meetingText(item, next)}`
      : `${classTitle(item)} has no more meetings this school year`;
    const taken = `${roster.taken} of ${counted(roster.seats, 'seat')} ${roster.taken === 1 ? 'is' : 'are'} taken`;
    const waiting =
      roster.waitlisted === 0
        ? ''
        : ` and ${roster.waitlisted === 1 ? '1 student is' : `${roster.waitlisted} students are`} on the waitlist`;
    return `${when}; ${taken}${waiting}.`;
  },
  noClasses: 'You have no classes to teach yet.',

  /** A parent's child: each class with its status, then the next meeting among the classes with a seat. */
  child: (
    studentName: string,
    placements: readonly { title: string; status: PlacementStatusName; waitlistPosition: number | null }[],
    next: { item: CatalogClass; meeting: ClassMeeting } | undefined,
    placed: boolean,
  ) => {
    const classes = placements
      .map(({ title, status, waitlistPosition }) => {
        const line = waitlistPosition === null ? '' : ` (number ${waitlistPosition} in line)`;
        return `${title}, ${placementStatusLabels[status]}${line}`;
      })
      .join('; ');
    let meets = '';
    if (next) meets = ` Next class: ${classTitle(next.item)} on ${meetingText(next.item, next.meeting)}.`;
    else if (placed) meets = ' No class meetings are left this school year.';
    return `${studentName}: ${classes}.${meets}`;
  },
  noChildren: enrollmentOfficeMessages.familyEmpty,
  /** A detail the office needs of a child that the household does not have yet (forms never asked for them). */
  detailsMissing: (name: string, missing: readonly string[]) => `Please add ${name}'s ${listed(missing)} in My family.`,
  /** A later term that takes this family's enrollments now. */
  termOpen: (term: string, waitlistOnly: boolean) =>
    waitlistOnly
      ? `Requests for ${term} join the waitlist for now: choose classes in My family.`
      : `Enrollment for ${term} is open to your family: choose classes in My family.`,
  confirmEmail: emailVerificationMessages.required,
  /** What the family's account says is due by today and not paid (an amount such as "$145.00"). */
  paymentDue: (amount: string, overdue: boolean) =>
    overdue
      ? `${amount} is overdue: please pay it in Fees & payments.`
      : `${amount} is due now: pay it in Fees & payments.`,
  /** A teacher's class meeting that began and has no child marked yet. */
  meetingNotTaken: (title: string, date: string) => `Attendance for ${title} on ${dayText(date)} has not been taken.`,
  /** The office's: the meetings of the day counted (today once classes began, else the last co-op day). */
  attendanceNotTaken: (day: string | null, count: number) => {
    if (!day) return 'No class has met yet this school year.';
    if (count === 0) return `No class meeting of ${dayText(day)} waits for its attendance.`;
    return `${counted(count, 'class meeting')} of ${dayText(day)} ${count === 1 ? 'has' : 'have'} no attendance taken.`;
  },
  /** The office's: places no volunteer has taken on the next co-op day with duties. */
  volunteerPlaces: (open: number, day: string) =>
    open === 0
      ? `Every volunteer place is filled for ${dayText(day)}.`
      : `${counted(open, 'place')} ${open === 1 ? 'is' : 'are'} still open for ${dayText(day)}.`,
  /** Any role's: announcements in the inbox not read yet. */
  unreadMessages: (count: number) => `You have ${counted(count, 'unread message')}.`,
};
