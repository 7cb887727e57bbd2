import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { officeInput } from './enrollment-office.input';
import {
  ClassAvailability,
  ClassEnrollment,
  FamilyPlacement,
  FamilyStudent,
  OfficeSettings,
  PlacementStatus,
  RosterEntry,
  PlacementNotices,
} from './enrollment-office.objects';
import type { EnrollmentOfficeService } from './enrollment-office.service';

/**
 * Seats, rosters and placements. The service decides who may do what; this checks only the shape of what it is
 * sent, and the marks below refuse a caller without the role before anything is read.
 */
@Resolver()
export class EnrollmentOfficeResolver {
  constructor(private readonly office: EnrollmentOfficeService) {}

  @Authorized(Role.admin)
  @Query(() => [ClassEnrollment], { description: "Every class's seats, counts and teachers, in the catalog's order." })
  enrollmentClasses(@Ctx() ctx: RequestContext): Promise<ClassEnrollment[]> {
    return this.office.enrollmentClasses(ctx);
  }

  @Authorized(Role.admin, Role.teacher)
  @Query(() => [RosterEntry], {
    description: "One class's placements with student and parent details: administrators, and the class's teachers.",
  })
  classRoster(
    @Arg('classKey') classKey: string,
    @Arg('search', () => String, { nullable: true, description: 'Part of a student or parent name or e-mail' })
    search: string | null,
    @Arg('includePast', () => Boolean, {
      defaultValue: false,
      description: 'Also the declined and withdrawn placements',
    })
    includePast: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<RosterEntry[]> {
    return this.office.classRoster(ctx, classKey, officeInput.search(search), includePast);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, {
    description:
      'The signed-in administrator has looked at the enrollments now: "Needs your attention" counts those received after.',
  })
  async enrollmentsSeen(@Ctx() ctx: RequestContext): Promise<boolean> {
    await this.office.enrollmentsSeen(ctx);
    return true;
  }

  @Authorized(Role.teacher)
  @Query(() => [ClassEnrollment], { description: 'The classes the signed-in teacher is assigned to.' })
  myClasses(@Ctx() ctx: RequestContext): Promise<ClassEnrollment[]> {
    return this.office.myClasses(ctx);
  }

  @Authorized()
  @Query(() => [FamilyStudent], { description: "The placements of every child enrolled with the account's e-mail." })
  myFamily(@Ctx() ctx: RequestContext): Promise<FamilyStudent[]> {
    return this.office.myFamily(ctx);
  }

  @Authorized(Role.admin)
  @Query(() => [RosterEntry], { description: 'Placements in every class by student or parent name or e-mail.' })
  rosterSearch(@Arg('search') search: string, @Ctx() ctx: RequestContext): Promise<RosterEntry[]> {
    return this.office.rosterSearch(ctx, officeInput.search(search));
  }

  @Query(() => [ClassAvailability], { description: "Each class's seats, seats left and waitlist length: anyone." })
  classAvailability(): Promise<ClassAvailability[]> {
    return this.office.classAvailability();
  }

  @Authorized(Role.admin)
  @Mutation(() => RosterEntry, { description: 'Confirm, decline (with a reason) or withdraw a placement.' })
  setPlacementStatus(
    @Arg('placementId', () => ID) placementId: string,
    @Arg('status', () => PlacementStatus) status: PlacementStatus,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<RosterEntry> {
    return this.office.setPlacementStatus(
      ctx,
      officeInput.placementId(placementId),
      status,
      officeInput.reason(reason),
    );
  }

  @Authorized(Role.admin)
  @Mutation(() => RosterEntry, {
    description: 'Undo a decline or withdrawal: the student goes back to the front of the waitlist.',
  })
  restorePlacement(
    @Arg('placementId', () => ID) placementId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<RosterEntry> {
    return this.office.restorePlacement(ctx, officeInput.placementId(placementId));
  }

  @Authorized()
  @Mutation(() => FamilyPlacement, { description: "Withdraw one of the signed-in parent's own placements." })
  withdrawMyPlacement(
    @Arg('placementId', () => ID) placementId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<FamilyPlacement> {
    return this.office.withdrawMyPlacement(ctx, officeInput.placementId(placementId));
  }

  @Authorized(Role.admin)
  @Mutation(() => ClassEnrollment, {
    description: 'Set the seats of a class (0 to 500); freed seats go to the waitlist.',
  })
  setClassSeats(
    @Arg('classKey') classKey: string,
    @Arg('seats', () => Int) seats: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ClassEnrollment> {
    return this.office.setClassSeats(ctx, classKey, officeInput.seats(seats));
  }

  @Authorized(Role.admin)
  @Mutation(() => ClassEnrollment, { description: "Set a class's teachers: approved teacher accounts only." })
  setClassTeachers(
    @Arg('classKey') classKey: string,
    @Arg('teacherIds', () => [ID]) teacherIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<ClassEnrollment> {
    return this.office.setClassTeachers(ctx, classKey, officeInput.teacherIds(teacherIds));
  }

  @Authorized(Role.admin)
  @Query(() => OfficeSettings, { description: "The enrollment office's settings: how placement changes are told." })
  officeSettings(@Ctx() ctx: RequestContext): Promise<OfficeSettings> {
    return this.office.officeSettings(ctx);
  }

  @Authorized(Role.admin)
  @Mutation(() => OfficeSettings, {
    description:
      'Choose how administrators hear of placement changes made by others: at once, or in the morning digest.',
  })
  setPlacementNotices(
    @Arg('choice', () => PlacementNotices) choice: PlacementNotices,
    @Ctx() ctx: RequestContext,
  ): Promise<OfficeSettings> {
    return this.office.setPlacementNotices(ctx, choice);
  }
}
