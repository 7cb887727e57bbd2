import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { AttendanceMarksInput, ReportAbsenceInput } from './attendance.input';
import {
  AbsenceChildObject,
  AbsenceReportObject,
  AttendanceChoicesObject,
  AttendanceDayObject,
  AttendanceRecordObject,
  AttendanceRosterObject,
  AttendanceStudentObject,
} from './attendance.objects';
import type { AttendanceService } from './attendance.service';

/** Attendance: thin, every rule is the service's. */
@Resolver()
export class AttendanceResolver {
  constructor(private readonly service: AttendanceService) {}

  @Authorized(Role.admin, Role.teacher)
  @Query(() => AttendanceChoicesObject, { description: 'The classes the member takes attendance for.' })
  attendanceChoices(@Ctx() ctx: RequestContext): Promise<AttendanceChoicesObject> {
    return this.service.choices(ctx);
  }

  @Authorized(Role.admin, Role.teacher)
  @Query(() => AttendanceRosterObject, {
    description: 'A class meeting’s roster with the marks and reported absences.',
  })
  attendanceRoster(
    @Arg('classKey') classKey: string,
    @Arg('date') date: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AttendanceRosterObject> {
    return this.service.roster(ctx, classKey, date);
  }

  @Authorized(Role.admin, Role.teacher)
  @Mutation(() => AttendanceRosterObject, {
    description: 'Marks children of a class meeting; a post sent again under its id changes nothing.',
  })
  async recordAttendance(
    @Arg('input') input: AttendanceMarksInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AttendanceRosterObject> {
    return (await this.service.record(ctx, { ...input, marks: input.marks.map((mark) => ({ ...mark })) })).roster;
  }

  @Authorized(Role.parent)
  @Query(() => [AbsenceChildObject], { description: 'The household’s children with the coming days they have class.' })
  absenceChoices(@Ctx() ctx: RequestContext): Promise<AbsenceChildObject[]> {
    return this.service.absenceChoices(ctx);
  }

  @Authorized(Role.parent)
  @Query(() => [AbsenceReportObject], { description: 'The absences the household reported.' })
  myAbsenceReports(@Ctx() ctx: RequestContext): Promise<AbsenceReportObject[]> {
    return this.service.myAbsenceReports(ctx);
  }

  @Authorized(Role.parent)
  @Mutation(() => AbsenceReportObject, { description: 'Reports ahead that a child will be absent.' })
  reportAbsence(@Arg('input') input: ReportAbsenceInput, @Ctx() ctx: RequestContext): Promise<AbsenceReportObject> {
    return this.service.reportAbsence(ctx, { ...input });
  }

  @Authorized(Role.parent)
  @Mutation(() => Boolean, { description: 'Withdraws one of the household’s absence reports.' })
  async withdrawAbsenceReport(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.service.withdrawAbsenceReport(ctx, id);
    return true;
  }

  @Authorized(Role.admin)
  @Query(() => AttendanceDayObject, { description: 'Each class meeting of a day (default today), counted by mark.' })
  attendanceDay(
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AttendanceDayObject> {
    return this.service.day(ctx, date);
  }

  @Authorized(Role.admin)
  @Query(() => [AttendanceStudentObject], { description: 'Children whose name, or whose parent’s, holds the search.' })
  attendanceStudents(@Arg('search') search: string, @Ctx() ctx: RequestContext): Promise<AttendanceStudentObject[]> {
    return this.service.students(ctx, search);
  }

  @Authorized(Role.admin)
  @Query(() => AttendanceRecordObject, { description: 'A child’s attendance by date and class, with totals.' })
  attendanceRecord(
    @Arg('studentId', () => ID) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AttendanceRecordObject> {
    return this.service.studentRecord(ctx, studentId);
  }
}
