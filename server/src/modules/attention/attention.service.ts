import {
  catalogTerms,
  enrollmentsPath,
  formatCents,
  registrationState,
  wallClockMoment,
  goLiveChecklistPath,
  memberAreaHref,
  messagesInboxPath,
  nextClassMeeting,
  pendingAccountsPath,
  classRosterPath,
  takesSeat,
  sitePaths,
  type CatalogClass,
  type ClassMeeting,
  type ScheduleChange,
} from '@coop/contract';
import { requireUser } from '../../auth/guards';
import { emailIsVerified, type RequestContext } from '../accounts';
import type { AnnouncementsService } from '../announcements';
import type { BackupStatusService } from '../backup';
import { catalogClasses, wallClock, type CatalogSource } from '../catalog';
import { seatsLeft, type EnrollmentOfficeService } from '../enrollment-office';
import { missingStudentDetails, type HouseholdsService } from '../households';
import type { OutboxService } from '../mail';
import type { UsersService } from '../users';
import { AttentionKind, type AttentionItem } from './attention-item';
import { attentionTexts as texts } from './attention-texts';

/** What the lines are read from: each module's own answer, with its own permission check. */
export interface AttentionSources {
  /** The staff's class meetings whose attendance is due and not taken (the attendance module's answer). */
  attendance: {
    due(
      ctx: RequestContext,
      classes: readonly { classKey: string; held: number; confirmed: number }[],
    ): Promise<{
      day: string | null;
      notTaken: readonly { classKey: string; title: string; date: string }[];
    }>;
  };
  accounts: Pick<UsersService, 'counts'>;
  office: Pick<EnrollmentOfficeService, 'newEnrollmentCount' | 'enrollmentClasses' | 'myClasses' | 'myFamily'>;
  outbox: Pick<OutboxService, 'failedCount'>;
  backups: Pick<BackupStatusService, 'status'>;
  /** The "Before going live" checklist's items left. */
  goLive: () => Promise<readonly unknown[]>;
  catalog: CatalogSource;
  /** The one-off schedule changes as saved last. */
  scheduleChanges: () => { changes: readonly ScheduleChange[] };
  households: Pick<HouseholdsService, 'studentsOfGuardian'>;
  inbox: Pick<AnnouncementsService, 'unreadCount'>;
  /** What the caller's household owes by today (cents) and whether any of it is late; null without a household. */
  payments: { dueNow(ctx: RequestContext): Promise<{ amount: number; overdue: boolean } | null> };
  /** How many households are short of their volunteer quota in the current term, and whether it has ended. */
  volunteerHours: { shortHouseholds(ctx: RequestContext): Promise<{ count: number; termEnded: boolean }> };
  /** The next co-op day with volunteer slots and how many of their places are open; null when none is ahead. */
  volunteerPlaces: { openPlacesNextDay(ctx: RequestContext): Promise<{ date: string; open: number } | null> };
}

const takeAttendanceHref = (classKey: string, date: string) =>
  `${memberAreaHref('attendance', 'take')}?${new URLSearchParams({ class: classKey, date })}`;
const attendanceDailyHref = (day: string | null) =>
  day
    ? `${memberAreaHref('attendance', 'daily')}?${new URLSearchParams({ date: day })}`
    : memberAreaHref('attendance', 'daily');

const line = (kind: AttentionKind, text: string, href: string, done = false): AttentionItem => ({
  kind,
  text,
  href,
  done,
});

/**
 * "Needs your attention" on the dashboard: for an administrator, its lines in a fixed order, each what waits or
 * that nothing does; for a teacher, each class they teach; for a parent, each child enrolled under their e-mail.
 * Every line comes from the module that owns its fact, in a fixed number of reads whatever the catalog's size.
 */
export class AttentionService {
  private readonly classesByKey: () => ReadonlyMap<string, CatalogClass>;

  constructor(
    private readonly sources: AttentionSources,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.classesByKey = catalogClasses(sources.catalog);
  }

  async attention(ctx: RequestContext): Promise<AttentionItem[]> {
    const user = requireUser(ctx);
    const [unread, lines] = await Promise.all([
      this.sources.inbox.unreadCount(ctx),
      user.role === 'admin' ? this.administrator(ctx) : user.role === 'teacher' ? this.teacher(ctx) : this.parent(ctx),
    ]);
    // Messages come first when some wait: an urgent one (a closing) is what a member must not miss.
    const messages = line(AttentionKind.UNREAD_MESSAGES, texts.unreadMessages(unread), messagesInboxPath);
    return unread > 0 ? [messages, ...lines] : lines;
  }

  private async administrator(ctx: RequestContext): Promise<AttentionItem[]> {
    const [accounts, enrollments, classes, failed, backup, goLive, short, places] = await Promise.all([
      this.sources.accounts.counts(ctx),
      this.sources.office.newEnrollmentCount(ctx),
      this.sources.office.enrollmentClasses(ctx),
      this.sources.outbox.failedCount(ctx),
      this.backupLine(ctx),
      this.sources.goLive(),
      this.sources.volunteerHours.shortHouseholds(ctx),
      this.sources.volunteerPlaces.openPlacesNextDay(ctx),
    ]);
    const attendance = await this.sources.attendance.due(ctx, classes);
    // A seat free while students wait happens only when seats were changed straight in the database (the waitlist
    // moves up by itself whenever a seat frees): a person must look at the class.
    const seats = classes.filter((item) => seatsLeft(item) > 0 && item.waitlisted > 0);
    const free = seats.map((item) => ({
      title: item.title,
      free: seatsLeft(item),
      waiting: item.waitlisted,
    }));
    return [
      line(
        AttentionKind.ACCOUNTS_WAITING,
        texts.accountsWaiting(accounts.pending),
        pendingAccountsPath,
        accounts.pending === 0,
      ),
      line(
        AttentionKind.NEW_ENROLLMENTS,
        texts.newEnrollments(enrollments, ctx.user!.enrollmentsSeenAt !== null),
        enrollmentsPath,
        enrollments === 0,
      ),
      line(
        AttentionKind.FREE_SEATS,
        texts.freeSeats(free),
        seats.length === 1 ? classRosterPath(seats[0].classKey) : enrollmentsPath,
        seats.length === 0,
      ),
      line(AttentionKind.FAILED_MAIL, texts.failedMail(failed), memberAreaHref('system', 'outbox'), failed === 0),
      backup,
      line(AttentionKind.GO_LIVE, texts.goLive(goLive.length), goLiveChecklistPath, goLive.length === 0),
      line(
        AttentionKind.VOLUNTEER_HOURS,
        texts.volunteerHoursShort(short.count, short.termEnded),
        memberAreaHref('volunteering', 'hours'),
        short.count === 0,
      ),
      ...(places
        ? [
            line(
              AttentionKind.VOLUNTEER_PLACES,
              texts.volunteerPlaces(places.open, places.date),
              memberAreaHref('volunteering', 'shifts'),
              places.open === 0,
            ),
          ]
        : []),
      line(
        AttentionKind.ATTENDANCE,
        texts.attendanceNotTaken(attendance.day, attendance.notTaken.length),
        attendanceDailyHref(attendance.day),
        attendance.notTaken.length === 0,
      ),
    ];
  }

  /**
   * A failed backup, none good for too long, or none ever taken on a server that schedules none needs action;
   * otherwise when the last good one finished, or when the first is due.
   */
  private async backupLine(ctx: RequestContext): Promise<AttentionItem> {
    const status = await this.sources.backups.status(ctx);
    const zoned = (at: Date) => wallClock(at, status.timeZone);
    const backupLine = (text: string, done: boolean) =>
      line(AttentionKind.BACKUP, text, memberAreaHref('system', 'backups'), done);
    if (status.problem?.kind === 'failed') return backupLine(texts.backupFailed(status.problem.run.day), false);
    if (status.problem) {
      const run = status.problem.run;
      return backupLine(texts.backupOverdue(zoned(run.finishedAt ?? run.startedAt)), false);
    }
    const good = status.lastSuccess;
    if (good) return backupLine(texts.backupGood(zoned(good.finishedAt ?? good.startedAt)), true);
    if (status.nextAt) return backupLine(texts.backupFirstDue(zoned(status.nextAt)), true);
    return backupLine(texts.backupsOff, false);
  }

  private async teacher(ctx: RequestContext): Promise<AttentionItem[]> {
    const classes = await this.sources.office.myClasses(ctx);
    if (classes.length === 0)
      return [line(AttentionKind.CLASS_MEETING, texts.noClasses, memberAreaHref('classes'), true)];
    const attendance = await this.sources.attendance.due(ctx, classes);
    const next = this.nextMeetings();
    const meetings = classes.map((entry) => {
      const item = this.classesByKey().get(entry.classKey)!;
      const roster = { seats: entry.seats, taken: entry.held + entry.confirmed, waitlisted: entry.waitlisted };
      return line(AttentionKind.CLASS_MEETING, texts.classMeeting(item, next(item), roster), memberAreaHref('classes'));
    });
    const untaken = attendance.notTaken.map((meeting) =>
      line(
        AttentionKind.ATTENDANCE,
        texts.meetingNotTaken(meeting.title, meeting.date),
        takeAttendanceHref(meeting.classKey, meeting.date),
      ),
    );
    return [...untaken, ...meetings];
  }

  private async parent(ctx: RequestContext): Promise<AttentionItem[]> {
    // Children are shown to an address its holder confirmed: until then, the one thing to do is to confirm it.
    if (!emailIsVerified(ctx.user!)) {
      return [line(AttentionKind.CHILD, texts.confirmEmail, memberAreaHref('family'), false)];
    }
    const [family, students, due] = await Promise.all([
      this.sources.office.myFamily(ctx),
      this.sources.households.studentsOfGuardian(ctx),
      this.sources.payments.dueNow(ctx),
    ]);
    if (family.length === 0) return [line(AttentionKind.CHILD, texts.noChildren, sitePaths.enrollment, true)];
    const next = this.nextMeetings();
    const children = family.map((student) => {
      const placed = student.placements.filter((placement) => takesSeat(placement.status));
      const meetings = placed
        .map((placement) => this.classesByKey().get(placement.classKey))
        .filter((item): item is CatalogClass => item !== undefined)
        .map((item) => ({ item, meeting: next(item) }))
        .filter((found): found is { item: CatalogClass; meeting: ClassMeeting } => found.meeting !== undefined)
        .sort((a, b) => a.meeting.date.localeCompare(b.meeting.date) || a.meeting.start.localeCompare(b.meeting.start));
      const classes = student.placements.map((placement) => ({
        title: placement.classTitle,
        status: placement.status,
        waitlistPosition: placement.waitlistPosition,
      }));
      return line(
        AttentionKind.CHILD,
        texts.child(student.studentName, classes, meetings[0], placed.length > 0),
        memberAreaHref('family'),
      );
    });
    const details = students.flatMap((student) => {
      const missing = missingStudentDetails(student);
      const text = texts.detailsMissing(student.fullName, missing);
      return missing.length > 0 ? [line(AttentionKind.HOUSEHOLD_DETAILS, text, memberAreaHref('family'))] : [];
    });
    const payment =
      due && due.amount > 0
        ? [
            line(
              AttentionKind.PAYMENT_DUE,
              texts.paymentDue(formatCents(due.amount), due.overdue),
              memberAreaHref('payments'),
            ),
          ]
        : [];
    return [...children, ...payment, ...details, ...this.termLines(family)];
  }

  /**
   * A later term the office opened: that the family may enroll in it now, or when it may, until a child of the
   * family has a place in it. Read from the catalog and the family's placements already at hand.
   */
  private termLines(
    family: readonly { placements: readonly { classKey: string; status: string }[] }[],
  ): AttentionItem[] {
    const catalog = this.sources.catalog();
    const terms = catalogTerms(catalog);
    const now = wallClockMoment(this.now(), catalog.timeZone);
    const placements = family.flatMap((student) => student.placements);
    const hasPlaceIn = (keys: ReadonlySet<string>, statuses: readonly string[]) =>
      placements.some((placement) => keys.has(placement.classKey) && statuses.includes(placement.status));
    return terms.flatMap((term) => {
      if (term.first || !term.registration || term.end < now.slice(0, 10)) return [];
      const inTerm = new Set(term.classes.map((item) => item.key));
      if (hasPlaceIn(inTerm, ['held', 'confirmed', 'waitlisted'])) return [];
      const before = new Set(terms[term.index - 1].classes.map((item) => item.key));
      const state = registrationState(term, now, hasPlaceIn(before, ['held', 'confirmed']));
      const text = state.open || state.waitlistOnly ? texts.termOpen(term.name, state.waitlistOnly) : state.message;
      return text ? [line(AttentionKind.TERM_ENROLLMENT, text, memberAreaHref('family'))] : [];
    });
  }

  /** Each class's next meeting from now, as the co-op's clocks show it, one-off changes applied. */
  private nextMeetings(): (item: CatalogClass) => ClassMeeting | undefined {
    const catalog = this.sources.catalog();
    const { changes } = this.sources.scheduleChanges();
    const now = wallClock(this.now(), catalog.timeZone);
    return (item) => nextClassMeeting(item, catalog.schoolYear, changes, now);
  }
}
