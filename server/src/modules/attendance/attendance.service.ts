/*
 * Attendance: GraphQL, REST and "Needs your attention" call these; every permission check is here. Public methods:
 *
 *   choices(ctx): Promise<AttendanceChoicesView>                  teacher: their classes; admin: every class with a roster
 *   roster(ctx, classKey, date): Promise<AttendanceRosterView>    admin; a teacher of that class
 *   record(ctx, raw): Promise<AttendancePostAnswer>               the same, once per post id the phone chose
 *   absenceChoices(ctx): Promise<AbsenceChildView[]>              parent: their children's coming class days
 *   myAbsenceReports(ctx): Promise<AbsenceReportView[]>           parent
 *   reportAbsence(ctx, raw): Promise<AbsenceReportView>           parent, for a child of their household
 *   withdrawAbsenceReport(ctx, id): Promise<void>                 parent, their household's report
 *   day(ctx, date): Promise<AttendanceDayView>                    admin: each class meeting of the day, counted
 *   dayExport(ctx, date): Promise<{date, rosters}>               admin: the same with every child's mark
 *   students(ctx, search): Promise<AttendanceStudentView[]>       admin: children by name
 *   studentRecord(ctx, studentId): Promise<AttendanceRecordView>  admin
 *   due(ctx, classes): Promise<AttendanceDueView>                 teacher, admin: meetings whose attendance is not taken
 */
import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import {
  addDays,
  allCatalogClasses,
  attendanceLimits,
  attendanceMessages as messages,
  classTitle,
  hasBegun,
  isAttendanceStatus,
  isIsoDate,
  lastCoopDay,
  meetingOn,
  meetingsOn,
  classMeetings,
  defaultMeeting,
  takesSeat,
  wallClock,
  type AttendanceStatusName,
  type CatalogClass,
  type ClassMeeting,
} from '@coop/contract';
import { requireAdmin, requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { RequestContext } from '../accounts';
import { catalogClasses, type CatalogSource } from '../catalog';
import type { ClassEnrollmentView, RosterEntryView } from '../enrollment-office';
import { AbsenceReport } from './absence-report.entity';
import { AttendanceMark } from './attendance-mark.entity';
import { AttendancePost } from './attendance-post.entity';
import type {
  AbsenceChildView,
  AbsenceReportView,
  AttendanceChoicesView,
  AttendanceDayView,
  AttendanceDueView,
  AttendanceOffice,
  AttendancePostAnswer,
  AttendanceRecordView,
  AttendanceRosterView,
  AttendanceStudentView,
  MeetingView,
  ScheduleChangesSource,
} from './attendance.types';

const staff = { roles: ['admin', 'teacher'] as const };

const meetingView = (meeting: ClassMeeting): MeetingView => ({
  date: meeting.date,
  start: meeting.start,
  end: meeting.end,
  location: meeting.location,
  cancelled: meeting.status === 'cancelled',
});

const bad = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A report names its classes comma-separated, none for every class of the day. */
const reportClassKeys = (report: AbsenceReport) => (report.classKeys ? report.classKeys.split(',') : []);
const reportCovers = (report: AbsenceReport, classKey: string) => {
  const keys = reportClassKeys(report);
  return keys.length === 0 || keys.includes(classKey);
};

export class AttendanceService {
  private readonly classesByKey: () => ReadonlyMap<string, CatalogClass>;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly scheduleChanges: ScheduleChangesSource,
    private readonly office: AttendanceOffice,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.classesByKey = catalogClasses(catalog);
  }

  /** The co-op's day and minutes now. */
  private clock() {
    return wallClock(this.now(), this.catalog().timeZone);
  }

  private classOf(classKey: unknown): CatalogClass {
    const item = typeof classKey === 'string' ? this.classesByKey().get(classKey) : undefined;
    if (!item) throw new AppError('NOT_FOUND', messages.classUnknown, 'classKey');
    return item;
  }

  /** The meeting of the class on that date, one-off changes applied; refused when there is none or it is off. */
  private meetingOf(item: CatalogClass, date: unknown): ClassMeeting {
    const title = classTitle(item);
    const day = typeof date === 'string' && isIsoDate(date) ? date : '';
    const meeting = day ? meetingOn(item, this.catalog().schoolYear, this.scheduleChanges().changes, day) : undefined;
    if (!meeting) throw bad(messages.noMeeting(title, day || String(date ?? '')), 'date');
    if (meeting.status === 'cancelled') throw new AppError('CONFLICT', messages.cancelled(title, day), 'date');
    return meeting;
  }

  /** The classes the member takes attendance for, each with someone on its roster. */
  private async classesFor(ctx: RequestContext): Promise<ClassEnrollmentView[]> {
    const user = requireUser(ctx, staff);
    const classes = user.role === 'admin' ? await this.office.enrollmentClasses(ctx) : await this.office.myClasses(ctx);
    return classes.filter((item) => item.held + item.confirmed > 0 && this.classesByKey().has(item.classKey));
  }

  async choices(ctx: RequestContext): Promise<AttendanceChoicesView> {
    const classes = await this.classesFor(ctx);
    const { schoolYear } = this.catalog();
    const { changes } = this.scheduleChanges();
    const withMeetings = classes.map((entry) => {
      const item = this.classesByKey().get(entry.classKey)!;
      return {
        entry,
        meetings: classMeetings(item, schoolYear, changes, schoolYear.start, addDays(schoolYear.end, 1)),
      };
    });
    const open = defaultMeeting(
      withMeetings.flatMap((each) => each.meetings),
      this.clock(),
    );
    return {
      classes: withMeetings.map(({ entry, meetings }) => ({
        classKey: entry.classKey,
        title: entry.title,
        meetings: meetings.sort((a, b) => a.date.localeCompare(b.date)).map(meetingView),
      })),
      openClassKey: open?.classKey ?? null,
      openDate: open?.date ?? null,
    };
  }

  /** The children with a seat in the class, as the teachers' rosters list them (the teacher's own classes only). */
  private async seated(ctx: RequestContext, classKey: string): Promise<RosterEntryView[]> {
    return (await this.office.classRoster(ctx, classKey)).filter((entry) => takesSeat(entry.status));
  }

  async roster(ctx: RequestContext, classKey: unknown, date: unknown): Promise<AttendanceRosterView> {
    requireUser(ctx, staff);
    const item = this.classOf(classKey);
    const meeting = this.meetingOf(item, date);
    return this.rosterOf(item, meeting, await this.seated(ctx, item.key));
  }

  private async rosterOf(
    item: CatalogClass,
    meeting: ClassMeeting,
    entries: readonly RosterEntryView[],
  ): Promise<AttendanceRosterView> {
    const [marks, reports] = await Promise.all([
      this.db.manager.findBy(AttendanceMark, { classKey: item.key, date: meeting.date }),
      this.reportsOn(meeting.date),
    ]);
    return this.linesOf(item, meeting, entries, marks, reports);
  }

  /** A meeting's roster with each child's mark and report, from the marks and reports of its day. */
  private linesOf(
    item: CatalogClass,
    meeting: ClassMeeting,
    entries: readonly RosterEntryView[],
    marks: readonly AttendanceMark[],
    reports: readonly AbsenceReport[],
  ): AttendanceRosterView {
    const markOf = new Map(marks.map((mark) => [mark.placementId, mark]));
    return {
      classKey: item.key,
      title: classTitle(item),
      meeting: meetingView(meeting),
      lines: entries.map((entry) => {
        const mark = markOf.get(entry.placementId);
        const report = reports.find((each) => each.studentId === entry.studentId && reportCovers(each, item.key));
        return {
          placementId: entry.placementId,
          studentName: entry.studentName,
          status: mark?.status ?? null,
          markedByName: mark?.markedByName ?? null,
          markedAt: mark?.markedAt ?? null,
          reportedAbsent: report !== undefined,
          reportNote: report?.note ?? '',
        };
      }),
    };
  }

  private reportsOn(date: string): Promise<AbsenceReport[]> {
    return this.db.manager.findBy(AbsenceReport, { date });
  }

  /**
   * A roster's marks as one post. The post's id, chosen by the phone, is stored with the marks: a post sent again
   * (the service worker's replay after a lost answer) changes nothing. Of two marks for one child, the one made
   * later on its device stays, whichever arrives last.
   */
  async record(ctx: RequestContext, raw: Record<string, unknown>): Promise<AttendancePostAnswer> {
    const user = requireUser(ctx, staff);
    const postId = text(raw.postId);
    if (!postId || postId.length > attendanceLimits.postIdLength) throw bad(messages.postIdRequired, 'postId');
    const item = this.classOf(raw.classKey);
    const meeting = this.meetingOf(item, raw.date);
    const entries = await this.seated(ctx, item.key);
    const answer = async (replayed: boolean) => ({ replayed, roster: await this.rosterOf(item, meeting, entries) });
    if (await this.db.manager.existsBy(AttendancePost, { id: postId })) return answer(true);

    const now = this.now();
    if (meeting.date > this.clock().day) throw bad(messages.notBegun, 'date');
    const marks = this.readMarks(raw.marks, entries);
    const madeAt = typeof raw.markedAt === 'string' ? new Date(raw.markedAt) : now;
    const markedAt = Number.isNaN(madeAt.getTime()) || madeAt > now ? now : madeAt;
    try {
      await this.db.write(async (manager) => {
        await manager.insert(AttendancePost, {
          id: postId,
          userId: user.id,
          classKey: item.key,
          date: meeting.date,
          receivedAt: now,
        });
        await this.keepMarks(manager, item.key, meeting.date, marks, { id: user.id, name: user.name, at: markedAt });
      });
    } catch (error) {
      // The same post arriving twice at once (PostgreSQL runs both): the second finds the first's id taken.
      if (isUniqueViolation(error) && (await this.db.manager.existsBy(AttendancePost, { id: postId })))
        return answer(true);
      throw error;
    }
    return answer(false);
  }

  private readMarks(
    raw: unknown,
    entries: readonly RosterEntryView[],
  ): { entry: RosterEntryView; status: AttendanceStatusName }[] {
    if (!Array.isArray(raw) || raw.length === 0) throw bad(messages.marksRequired, 'marks');
    const byPlacement = new Map(entries.map((entry) => [entry.placementId, entry]));
    return raw.map((each: unknown) => {
      const mark = (each ?? {}) as Record<string, unknown>;
      if (!isAttendanceStatus(mark.status)) throw bad(messages.statusInvalid, 'marks');
      const entry = typeof mark.placementId === 'string' ? byPlacement.get(mark.placementId) : undefined;
      if (!entry) throw bad(messages.notOnRoster, 'marks');
      return { entry, status: mark.status };
    });
  }

  private async keepMarks(
    manager: EntityManager,
    classKey: string,
    date: string,
    marks: readonly { entry: RosterEntryView; status: AttendanceStatusName }[],
    by: { id: string; name: string; at: Date },
  ): Promise<void> {
    const existing = new Map(
      (
        await manager.findBy(AttendanceMark, {
          classKey,
          date,
          placementId: In(marks.map((mark) => mark.entry.placementId)),
        })
      ).map((mark) => [mark.placementId, mark]),
    );
    for (const { entry, status } of marks) {
      const made = { status, markedBy: by.id, markedByName: by.name, markedAt: by.at };
      const before = existing.get(entry.placementId);
      if (!before) {
        await manager.insert(AttendanceMark, {
          id: randomUUID(),
          classKey,
          date,
          placementId: entry.placementId,
          studentId: entry.studentId,
          studentName: entry.studentName,
          ...made,
        });
      } else if (before.markedAt <= by.at) {
        await manager.update(AttendanceMark, { id: before.id }, made);
      }
    }
  }

  /** The guardian's children with a seat in some class, each with the days it has class from today on. */
  async absenceChoices(ctx: RequestContext): Promise<AbsenceChildView[]> {
    requireUser(ctx, { roles: ['parent'] });
    const family = await this.office.myFamily(ctx);
    const today = this.clock().day;
    const { schoolYear } = this.catalog();
    const { changes } = this.scheduleChanges();
    const until = addDays(today, attendanceLimits.reportDaysAhead + 1);
    return family.map((student) => {
      const classes = student.placements
        .filter((placement) => takesSeat(placement.status))
        .flatMap((placement) => this.classesByKey().get(placement.classKey) ?? []);
      const byDate = new Map<string, { classKey: string; title: string; start: string }[]>();
      for (const item of classes) {
        for (const meeting of classMeetings(item, schoolYear, changes, today, until)) {
          if (meeting.status === 'cancelled') continue;
          const list = byDate.get(meeting.date) ?? [];
          list.push({ classKey: item.key, title: classTitle(item), start: meeting.start });
          byDate.set(meeting.date, list);
        }
      }
      return {
        studentId: student.studentId,
        studentName: student.studentName,
        days: [...byDate.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, list]) => ({ date, classes: list.sort((a, b) => a.start.localeCompare(b.start)) })),
      };
    });
  }

  async myAbsenceReports(ctx: RequestContext): Promise<AbsenceReportView[]> {
    const children = await this.absenceChoices(ctx);
    if (children.length === 0) return [];
    const reports = await this.db.manager.find(AbsenceReport, {
      where: { studentId: In(children.map((child) => child.studentId)) },
      order: { date: 'ASC', reportedAt: 'ASC' },
    });
    const nameOf = new Map(children.map((child) => [child.studentId, child.studentName]));
    return reports.map((report) => this.reportView(report, nameOf.get(report.studentId) ?? ''));
  }

  private reportView(report: AbsenceReport, studentName: string): AbsenceReportView {
    return {
      id: report.id,
      studentId: report.studentId,
      studentName,
      date: report.date,
      classes: reportClassKeys(report).flatMap((classKey) => {
        const item = this.classesByKey().get(classKey);
        return item ? [{ classKey, title: classTitle(item), start: item.start }] : [];
      }),
      note: report.note,
      reportedAt: report.reportedAt,
    };
  }

  async reportAbsence(ctx: RequestContext, raw: Record<string, unknown>): Promise<AbsenceReportView> {
    const user = requireUser(ctx, { roles: ['parent'] });
    const child = (await this.absenceChoices(ctx)).find((each) => each.studentId === raw.studentId);
    if (!child) throw bad(messages.childUnknown, 'studentId');
    const day = child.days.find((each) => each.date === raw.date);
    if (!day) throw bad(messages.reportDateInvalid, 'date');
    const keys = Array.isArray(raw.classKeys) ? [...new Set(raw.classKeys.map(String))] : [];
    if (keys.some((key) => !day.classes.some((each) => each.classKey === key)))
      throw bad(messages.reportClassInvalid, 'classKeys');
    const note = text(raw.note);
    if (note.length > attendanceLimits.noteLength) throw bad(messages.noteTooLong, 'note');
    // Naming every class of the day is the same as naming none: the child is away all day.
    const classKeys = keys.length === day.classes.length ? [] : keys;
    const report: AbsenceReport = {
      id: randomUUID(),
      studentId: child.studentId,
      date: day.date,
      classKeys: classKeys.join(','),
      note,
      reportedBy: user.id,
      reportedAt: this.now(),
    };
    await this.db.write((manager) => manager.insert(AbsenceReport, report));
    return this.reportView(report, child.studentName);
  }

  async withdrawAbsenceReport(ctx: RequestContext, id: unknown): Promise<void> {
    const report = (await this.myAbsenceReports(ctx)).find((each) => each.id === id);
    if (!report) throw new AppError('NOT_FOUND', messages.reportNotFound, 'id');
    await this.db.write((manager) => manager.delete(AbsenceReport, { id: report.id }));
  }

  /** Each class meeting of the day with someone on its roster, each child with their mark and any report. */
  private async dayRosters(
    ctx: RequestContext,
    date: unknown,
  ): Promise<{ date: string; rosters: AttendanceRosterView[] }> {
    requireAdmin(ctx);
    const day = typeof date === 'string' && isIsoDate(date) ? date : this.clock().day;
    const { rows } = await this.office.exportRoster(ctx);
    const seatedIn = new Map<string, RosterEntryView[]>();
    for (const row of rows.filter((each) => takesSeat(each.status)))
      seatedIn.set(row.classKey, [...(seatedIn.get(row.classKey) ?? []), row]);
    const { schoolYear } = this.catalog();
    const { changes } = this.scheduleChanges();
    const meetings = allCatalogClasses(this.catalog())
      .filter((item) => seatedIn.has(item.key))
      .flatMap((item) => meetingOn(item, schoolYear, changes, day) ?? [])
      .sort((a, b) => a.start.localeCompare(b.start) || a.classKey.localeCompare(b.classKey));
    const [marks, reports] = await Promise.all([
      this.db.manager.findBy(AttendanceMark, { date: day }),
      this.reportsOn(day),
    ]);
    return {
      date: day,
      rosters: meetings.map((meeting) =>
        this.linesOf(
          this.classesByKey().get(meeting.classKey)!,
          meeting,
          seatedIn.get(meeting.classKey)!,
          marks.filter((mark) => mark.classKey === meeting.classKey),
          reports,
        ),
      ),
    };
  }

  /** The office's day: each class meeting counted by mark, with the absences reported. */
  async day(ctx: RequestContext, date: unknown): Promise<AttendanceDayView> {
    const { date: day, rosters } = await this.dayRosters(ctx, date);
    return {
      date: day,
      meetings: rosters.map((roster) => {
        const count = (status: AttendanceStatusName | null) =>
          roster.lines.filter((line) => line.status === status).length;
        return {
          classKey: roster.classKey,
          title: roster.title,
          meeting: roster.meeting,
          onRoster: roster.lines.length,
          present: count('present'),
          absent: count('absent'),
          late: count('late'),
          notMarked: count(null),
          reportedAbsent: roster.lines.filter((line) => line.reportedAbsent).length,
        };
      }),
    };
  }

  /** The day's rosters with every child's mark, for the office's spreadsheet. */
  dayExport(ctx: RequestContext, date: unknown): Promise<{ date: string; rosters: AttendanceRosterView[] }> {
    return this.dayRosters(ctx, date);
  }

  /** Children whose name (or parent's) holds the search, once each, with the classes they have a place in. */
  async students(ctx: RequestContext, search: unknown): Promise<AttendanceStudentView[]> {
    requireAdmin(ctx);
    const rows = await this.office.rosterSearch(ctx, text(search));
    const byStudent = new Map<string, AttendanceStudentView>();
    for (const row of rows) {
      if (!row.studentId) continue;
      const student = byStudent.get(row.studentId) ?? {
        studentId: row.studentId,
        studentName: row.studentName,
        classes: [],
      };
      if (takesSeat(row.status)) student.classes.push(row.classTitle);
      byStudent.set(row.studentId, student);
    }
    return [...byStudent.values()].sort((a, b) => a.studentName.localeCompare(b.studentName));
  }

  async studentRecord(ctx: RequestContext, studentId: unknown): Promise<AttendanceRecordView> {
    requireAdmin(ctx);
    if (typeof studentId !== 'string' || !studentId) throw new AppError('NOT_FOUND', messages.studentNotFound);
    const marks = await this.db.manager.find(AttendanceMark, {
      where: { studentId },
      order: { date: 'ASC', classKey: 'ASC' },
    });
    const count = (status: AttendanceStatusName) => marks.filter((mark) => mark.status === status).length;
    return {
      studentId,
      studentName: marks[0]?.studentName ?? '',
      lines: marks.map((mark) => {
        const item = this.classesByKey().get(mark.classKey);
        return {
          date: mark.date,
          classKey: mark.classKey,
          title: item ? classTitle(item) : mark.classKey,
          status: mark.status,
          markedByName: mark.markedByName,
          markedAt: mark.markedAt,
        };
      }),
      present: count('present'),
      absent: count('absent'),
      late: count('late'),
    };
  }

  /**
   * The member's class meetings whose attendance nobody took (no child marked), among the classes given: the
   * member's own as the office listed them for this request, those with nobody holding a seat left out. A
   * teacher's: those of today that began and those of the last co-op day; an administrator's: today's once the
   * first class of the day began, else the last co-op day's.
   */
  async due(
    ctx: RequestContext,
    listed: readonly Pick<ClassEnrollmentView, 'classKey' | 'held' | 'confirmed'>[],
  ): Promise<AttendanceDueView> {
    const user = requireUser(ctx, staff);
    const classes = listed
      .filter((entry) => entry.held + entry.confirmed > 0)
      .flatMap((entry) => this.classesByKey().get(entry.classKey) ?? []);
    const now = this.clock();
    const { schoolYear } = this.catalog();
    const { changes } = this.scheduleChanges();
    const everyClass = allCatalogClasses(this.catalog());
    const begunToday = (of: readonly CatalogClass[]) =>
      meetingsOn(of, schoolYear, changes, now.day).filter((meeting) => hasBegun(meeting, now));
    const lastDay = lastCoopDay(everyClass, schoolYear, changes, now.day);
    const previous = lastDay ? meetingsOn(classes, schoolYear, changes, lastDay) : [];
    let day: string | null;
    let meetings: ClassMeeting[];
    if (user.role === 'teacher') {
      day = lastDay ?? null;
      meetings = [...previous, ...begunToday(classes)];
    } else if (begunToday(everyClass).length > 0) {
      day = now.day;
      meetings = begunToday(classes);
    } else {
      day = lastDay ?? null;
      meetings = previous;
    }
    const dates = [...new Set(meetings.map((meeting) => meeting.date))];
    const taken = new Set(
      dates.length === 0
        ? []
        : (
            await this.db.manager
              .createQueryBuilder(AttendanceMark, 'mark')
              .select('mark.classKey', 'classKey')
              .addSelect('mark.date', 'date')
              .distinct(true)
              .where('mark.date IN (:...dates)', { dates })
              .getRawMany<{ classKey: string; date: string }>()
          ).map((row) => `${row.classKey} ${row.date}`),
    );
    return {
      day,
      checked: meetings.length,
      notTaken: meetings
        .filter((meeting) => !taken.has(`${meeting.classKey} ${meeting.date}`))
        .map((meeting) => ({
          classKey: meeting.classKey,
          title: classTitle(this.classesByKey().get(meeting.classKey)!),
          date: meeting.date,
        })),
    };
  }
}
