/*
 * The enrollment office's service: GraphQL, REST and the form collector call these; every permission check is
 * here. Public methods:
 *
 *   start(log): Promise<void>                 seats rows for new catalog classes, then carry-over of old forms
 *   catalogChanged(catalog): Promise<void>     seats rows for the classes a saved catalog added
 *   listen(listener): void                    told of every placement move, inside the move's transaction
 *   enrollSubmission(manager, submission): Promise<EnrollmentPlacementReply[]>   inside FormService's write
 *   storedPlacements(manager, submission): Promise<EnrollmentPlacementReply[]>   a repeated submission's answer
 *   refusals(manager, submission): Promise<Record<string, string>>   why a new form may not be stored, by class
 *   refusalsNow(submission): Promise<Record<string, string>>            the same, asked outside any write
 *   overrideEligibility(ctx, input): Promise<EligibilityOverrideView>   admin: one student into one class despite the rules
 *   enrollmentClasses(ctx): Promise<ClassEnrollmentView[]>                 admin
 *   enrollmentsSeen(ctx): Promise<void>                                    admin: has looked at the enrollments now
 *   newEnrollmentCount(ctx): Promise<number>                               admin: received since they last looked
 *   myClasses(ctx): Promise<ClassEnrollmentView[]>                         teacher: their assigned classes
 *   classRoster(ctx, classKey, search?, includePast?): Promise<RosterEntryView[]>   admin; a teacher of that class
 *   rosterSearch(ctx, search): Promise<RosterEntryView[]>                  admin: student or parent name/e-mail
 *   exportRoster(ctx, classKey?, includePast?): Promise<RosterExport>      admin: one class, or every class
 *   myFamily(ctx): Promise<FamilyStudentView[]>                            a guardian: their household's students
 *   placementsOfStudents(ids): Promise<Map<string, PlacementView[]>>     for a household already shown to the caller
 *   studentsUnder(ctx, emails): Promise<Map<string, string[]>>            admin: whom each address would reveal
 *   classAvailability(): Promise<ClassAvailabilityView[]>                  public
 *   classSeats(): Promise<ClassSeatsReply>                                 public (GET /api/class-seats)
 *   setPlacementStatus(ctx, placementId, status, reason?): Promise<RosterEntryView>   admin
 *   withdrawMyPlacement(ctx, placementId): Promise<PlacementView>                    the owning parent
 *   restorePlacement(ctx, placementId): Promise<RosterEntryView>   admin: a declined or withdrawn one, waitlist's front
 *   changePlacementStatus(actor, placementId, status, reason?): Promise<RosterEntryView>  any role, by the table
 *   releaseUnpaidHold(manager, placementId, heldAt, at, stillUnpaid): Promise<PlacementChange[]>   the system
 *   setClassSeats(ctx, classKey, seats): Promise<ClassEnrollmentView>      admin, 0..500
 *   setClassTeachers(ctx, classKey, teacherIds): Promise<ClassEnrollmentView>   admin, approved teachers
 *   officeSettings(ctx): Promise<OfficeSettingsView>                      admin: how placement changes are told
 *   setPlacementNotices(ctx, choice): Promise<OfficeSettingsView>         admin: at once, or in the morning digest
 */
import { MoreThan, type EntityManager } from 'typeorm';
import {
  accountMessages,
  allCatalogClasses,
  classTitle,
  enrollmentOfficeMessages,
  type Catalog,
  type ClassSeatsReply,
  type EnrollmentPlacementReply,
  type PlacementStatusName,
} from '@coop/contract';
import { requireAdmin, requireUser } from '../../auth/guards';
import { fromCatalog, type CatalogSource } from '../catalog';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { User, type RequestContext } from '../accounts';
import { carryOverSubmissions } from './carry-over';
import { ensureClassSettings } from './class-seats-bootstrap';
import { setSeats, setTeachers } from './class-settings';
import type { EnrollmentSubmission } from '../forms';
import { enroll, readSubmission, storedPlacementReplies } from './enrollment-intake';
import { enrollmentRefusals } from './enrollment-refusals';
import { noteOverridesInHistory, overrideEligibility, type EligibilityOverrideInput } from './eligibility-overrides';
import type {
  ClassAvailabilityView,
  ClassEnrollmentView,
  EligibilityOverrideView,
  FamilyStudentView,
  OfficeHouseholds,
  OfficeSettingsView,
  PlacementView,
  RosterEntryView,
} from './enrollment-office.types';
import { EnrollmentQueries } from './enrollment-queries';
import { Enrollment } from './enrollment.entity';
import type { RosterExport } from './enrollments-csv';
import type { PlacementNoticeChoice } from './office-setting.entity';
import { placementNoticeChoice, setPlacementNoticeChoice } from './office-settings';
import type { PlacementChange } from './placement-moves';
import type { Placement } from './placement.entity';
import { changePlacementStatus, releaseUnpaidHold, restorePlacement, type PersonActor } from './placement-status';
import { registrationDecision } from './registration-windows';

/** A household's YYYY-MM-DD birthday as the enrollment form writes it, MM/DD/YYYY; blank when not known. */
function formBirthday(birthday: string | null): string {
  if (!birthday) return '';
  const [year, month, day] = birthday.split('-');
  return `${month}/${day}/${year}`;
}

/** Told of placement moves inside their transaction, so what it writes (an e-mail) commits or rolls back with them. */
export type PlacementListener = (manager: EntityManager, changes: readonly PlacementChange[]) => Promise<void>;

export class EnrollmentOfficeService {
  private readonly keysOfClasses: () => ReadonlySet<string>;
  private readonly queriesOfCatalog: () => EnrollmentQueries;
  private readonly listeners: PlacementListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    /** Where each form's student is found or added, and whose students a guardian sees. */
    private readonly households: OfficeHouseholds,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.keysOfClasses = fromCatalog(catalog, (current) => new Set(allCatalogClasses(current).map((item) => item.key)));
    this.queriesOfCatalog = fromCatalog(catalog, (current) => new EnrollmentQueries(current));
    this.listen(noteOverridesInHistory);
  }

  /** The keys of the catalog's classes now. */
  private get classKeys(): ReadonlySet<string> {
    return this.keysOfClasses();
  }

  private get queries(): EnrollmentQueries {
    return this.queriesOfCatalog();
  }

  async start(log: (line: string) => void): Promise<void> {
    await ensureClassSettings(this.db, this.catalog(), this.now());
    const carried = await carryOverSubmissions(
      this.db,
      this.classKeys,
      this.now(),
      (manager, changes) => this.tell(manager, changes),
      this.households.placeFormStudent,
    );
    if (carried > 0) log(`Enrollment office: ${carried} earlier enrollment forms placed in their classes.`);
  }

  /** A class a saved catalog added takes enrollments at once, with the seats the catalog gives it. */
  catalogChanged(catalog: Catalog): Promise<void> {
    return ensureClassSettings(this.db, catalog, this.now());
  }

  listen(listener: PlacementListener): void {
    this.listeners.push(listener);
  }

  async enrollSubmission(
    manager: EntityManager,
    submission: EnrollmentSubmission,
  ): Promise<EnrollmentPlacementReply[]> {
    const at = this.now();
    const { waitlistOnly } = await this.registration(manager, submission, at);
    const { changes, replies } = await enroll(
      manager,
      submission,
      this.classKeys,
      at,
      this.households.placeFormStudent,
      waitlistOnly,
    );
    await this.tell(manager, changes);
    return replies;
  }

  private registration(manager: EntityManager, submission: EnrollmentSubmission, at: Date) {
    const { enrollment, classes } = readSubmission(submission, this.classKeys);
    return registrationDecision(manager, this.catalog(), enrollment.parentEmail, classes, at);
  }

  storedPlacements(manager: EntityManager, submission: EnrollmentSubmission): Promise<EnrollmentPlacementReply[]> {
    return storedPlacementReplies(manager, submission, this.classKeys);
  }

  refusals(manager: EntityManager, submission: EnrollmentSubmission): Promise<Record<string, string>> {
    return enrollmentRefusals(manager, submission, this.classKeys, { catalog: this.catalog(), now: this.now() });
  }

  /** What the checks would answer for a form now, nothing being sent: re-enrollment shows it beside each class. */
  refusalsNow(submission: EnrollmentSubmission): Promise<Record<string, string>> {
    return this.refusals(this.db.manager, submission);
  }

  /** Lets one student into one class whatever its rules say; the form then places them as any other. */
  async overrideEligibility(ctx: RequestContext, input: EligibilityOverrideInput): Promise<EligibilityOverrideView> {
    const admin = requireAdmin(ctx);
    this.requireClass(input.classKey);
    const override = await this.db.write((manager) => overrideEligibility(manager, admin, input, this.now()));
    return {
      id: override.id,
      classKey: override.classKey,
      classTitle: classTitle(allCatalogClasses(this.catalog()).find((item) => item.key === override.classKey)!),
      studentName: input.studentName,
      reason: override.reason,
      by: override.actorName,
      at: override.createdAt,
    };
  }

  async enrollmentClasses(ctx: RequestContext): Promise<ClassEnrollmentView[]> {
    requireAdmin(ctx);
    return this.queries.classes(this.db.manager);
  }

  /**
   * Notes that this administrator has looked at the enrollments now. Kept here, beside the enrollments, because
   * "new" means received after that moment by the office's own clock, the one that stamps each enrollment.
   */
  async enrollmentsSeen(ctx: RequestContext): Promise<void> {
    const user = requireAdmin(ctx);
    await this.db.write((manager) => manager.update(User, { id: user.id }, { enrollmentsSeenAt: this.now() }));
  }

  /** The enrollments received since this administrator last looked at them; every one when they never have. */
  async newEnrollmentCount(ctx: RequestContext): Promise<number> {
    const { enrollmentsSeenAt } = requireAdmin(ctx);
    return this.db.manager.countBy(Enrollment, enrollmentsSeenAt ? { createdAt: MoreThan(enrollmentsSeenAt) } : {});
  }

  async myClasses(ctx: RequestContext): Promise<ClassEnrollmentView[]> {
    const user = requireUser(ctx, { roles: ['teacher'] });
    return this.queries.classes(this.db.manager, await this.queries.teacherClassKeys(this.db.manager, user.id));
  }

  /** Rosters list the held, confirmed and waitlisted; the declined and withdrawn only when asked for. */
  async classRoster(
    ctx: RequestContext,
    classKey: string,
    search?: string | null,
    includePast = false,
  ): Promise<RosterEntryView[]> {
    const user = requireUser(ctx, { roles: ['admin', 'teacher'] });
    this.requireClass(classKey);
    // A teacher reads the rosters of the classes they are assigned to, and no other.
    if (user.role === 'teacher' && !(await this.queries.teacherClassKeys(this.db.manager, user.id)).includes(classKey))
      throw new AppError('FORBIDDEN', accountMessages.forbidden);
    return this.queries.roster(this.db.manager, { classKey, search: search ?? undefined, currentOnly: !includePast });
  }

  async rosterSearch(ctx: RequestContext, search: string): Promise<RosterEntryView[]> {
    requireAdmin(ctx);
    if (!search.trim()) return [];
    return this.queries.roster(this.db.manager, { search });
  }

  async exportRoster(ctx: RequestContext, classKey?: string | null, includePast = false): Promise<RosterExport> {
    requireAdmin(ctx);
    if (classKey) this.requireClass(classKey);
    const rows = await this.queries.roster(this.db.manager, {
      classKey: classKey ?? undefined,
      currentOnly: !includePast,
    });
    const classes = await this.queries.classes(this.db.manager, classKey ? [classKey] : undefined);
    return { rows, catalog: this.catalog(), classes };
  }

  /** The students enrolled under the member's address, once they have confirmed that the address is theirs. */
  async myFamily(ctx: RequestContext): Promise<FamilyStudentView[]> {
    const students = await this.households.studentsOfGuardian(ctx);
    const placements = await this.queries.placementsOfStudents(
      this.db.manager,
      students.map((student) => student.id),
    );
    return students.map((student) => ({
      studentId: student.id,
      studentName: student.fullName,
      studentBirthday: formBirthday(student.birthday),
      placements: placements.get(student.id) ?? [],
    }));
  }

  /** The placements of each household student, for HouseholdStudent.placements: the caller has been let see them. */
  placementsOfStudents(studentIds: readonly string[]): Promise<Map<string, PlacementView[]>> {
    return this.queries.placementsOfStudents(this.db.manager, studentIds);
  }

  /**
   * The students enrolled under each address, by name in alphabetical order: what an account holding that address
   * would see once approved. One query for all of them, so a page of accounts costs one read.
   */
  async studentsUnder(ctx: RequestContext, emails: readonly string[]): Promise<Map<string, string[]>> {
    requireAdmin(ctx);
    const students = new Map(emails.map((email) => [email, [] as string[]]));
    if (emails.length === 0) return students;
    const rows: Array<{ parentEmail: string; studentName: string }> = await this.db.manager
      .createQueryBuilder(Enrollment, 'enrollment')
      .select('enrollment.parentEmail', 'parentEmail')
      .addSelect('enrollment.studentName', 'studentName')
      .distinct(true)
      .where('enrollment.parentEmail IN (:...emails)', { emails })
      .getRawMany();
    for (const row of rows) students.get(row.parentEmail)?.push(row.studentName);
    // Sorted here rather than in SQL, so both engines give the same order whatever their collation.
    for (const names of students.values()) names.sort((a, b) => a.localeCompare(b));
    return students;
  }

  classAvailability(): Promise<ClassAvailabilityView[]> {
    return this.queries.availability(this.db.manager);
  }

  async classSeats(): Promise<ClassSeatsReply> {
    const readAt = this.now().toISOString();
    const classes = await this.classAvailability();
    return { readAt, classes: classes.map(({ classKey, ...counts }) => ({ key: classKey, ...counts })) };
  }

  async setPlacementStatus(
    ctx: RequestContext,
    placementId: string,
    status: PlacementStatusName,
    reason?: string | null,
  ): Promise<RosterEntryView> {
    const user = requireAdmin(ctx);
    return this.changePlacementStatus({ role: 'admin', user }, placementId, status, reason);
  }

  /** Undoes a mistaken decline or withdrawal: the student waits first in line, the family is told. */
  async restorePlacement(ctx: RequestContext, placementId: string): Promise<RosterEntryView> {
    const user = requireAdmin(ctx);
    return this.db.write(async (manager) => {
      await this.tell(manager, (await restorePlacement(manager, user, placementId, this.now())).changes);
      return this.queries.placement(manager, placementId);
    });
  }

  /** Anyone signed in may withdraw a placement of their own family, as its parent. */
  async withdrawMyPlacement(ctx: RequestContext, placementId: string): Promise<PlacementView> {
    const user = requireUser(ctx);
    const entry = await this.changePlacementStatus({ role: 'parent', user }, placementId, 'withdrawn');
    return {
      placementId: entry.placementId,
      classKey: entry.classKey,
      classTitle: entry.classTitle,
      status: entry.status,
      since: entry.since,
      waitlistPosition: entry.waitlistPosition,
      reason: entry.reason,
      history: entry.history,
    };
  }

  /** A move by a person in the role given, as the transition table allows it; the guards are the caller's. */
  changePlacementStatus(
    actor: PersonActor,
    placementId: string,
    status: PlacementStatusName,
    reason?: string | null,
  ): Promise<RosterEntryView> {
    return this.db.write(async (manager) => {
      const { changes } = await changePlacementStatus(
        manager,
        actor,
        placementId,
        status,
        reason,
        this.now(),
        this.households.guardsStudent,
      );
      await this.tell(manager, changes);
      return this.queries.placement(manager, placementId);
    });
  }

  /**
   * The system releases a held seat whose deposit stayed unpaid (inside the caller's write, which also records
   * that it did): the placement is declined, the next waitlisted family promoted, and the listeners told.
   */
  async releaseUnpaidHold(
    manager: EntityManager,
    placementId: string,
    heldAt: Date,
    at: Date,
    stillUnpaid: (manager: EntityManager, placement: Placement) => Promise<boolean>,
  ): Promise<PlacementChange[]> {
    const changes = await releaseUnpaidHold(manager, placementId, heldAt, at, stillUnpaid);
    await this.tell(manager, changes);
    return changes;
  }

  async setClassSeats(ctx: RequestContext, classKey: string, seats: number): Promise<ClassEnrollmentView> {
    requireAdmin(ctx);
    this.requireClass(classKey);
    return this.db.write(async (manager) => {
      await this.tell(manager, await setSeats(manager, classKey, seats, this.now()));
      const [view] = await this.queries.classes(manager, [classKey]);
      return view;
    });
  }

  async setClassTeachers(
    ctx: RequestContext,
    classKey: string,
    teacherIds: readonly string[],
  ): Promise<ClassEnrollmentView> {
    requireAdmin(ctx);
    this.requireClass(classKey);
    return this.db.write(async (manager) => {
      await setTeachers(manager, classKey, teacherIds);
      const [view] = await this.queries.classes(manager, [classKey]);
      return view;
    });
  }

  async officeSettings(ctx: RequestContext): Promise<OfficeSettingsView> {
    requireAdmin(ctx);
    return { placementNotices: await placementNoticeChoice(this.db.manager) };
  }

  /** How administrators hear of placement changes from now on; one choice for the whole co-op. */
  async setPlacementNotices(ctx: RequestContext, choice: PlacementNoticeChoice): Promise<OfficeSettingsView> {
    requireAdmin(ctx);
    await this.db.write((manager) => setPlacementNoticeChoice(manager, choice));
    return { placementNotices: choice };
  }

  private requireClass(classKey: string): void {
    if (!this.classKeys.has(classKey))
      throw new AppError('NOT_FOUND', enrollmentOfficeMessages.classNotFound, 'classKey');
  }

  private async tell(manager: EntityManager, changes: readonly PlacementChange[]): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.listeners) await listener(manager, changes);
  }
}
