import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  allCatalogClasses,
  catalogTerms,
  classTitle,
  pastPlacementStatuses,
  placementStatuses,
  type Catalog,
  type CatalogClass,
  type PlacementStatusName,
  type Term,
} from '@coop/contract';
import { likePattern } from '../../db/keyset-page';
import { User } from '../accounts';
import { HouseholdStudent } from '../households';
import { ClassSetting } from './class-setting.entity';
import { ClassTeacher } from './class-teacher.entity';
import { Enrollment } from './enrollment.entity';
import { PlacementEvent } from './placement-event.entity';
import { Placement } from './placement.entity';
import type {
  ClassAvailabilityView,
  ClassEnrollmentView,
  PlacementEventView,
  PlacementView,
  RosterEntryView,
} from './enrollment-office.types';
import { waitlistPositions } from './waitlist';

/** The seats of a class no placement takes: none when more are taken than it has, after seats were lowered. */
export function seatsLeft(item: Pick<ClassEnrollmentView, 'seats' | 'held' | 'confirmed'>): number {
  return Math.max(0, item.seats - item.held - item.confirmed);
}

/** The office's reads: counts per class, rosters, a family's placements, the seats left. */
export class EnrollmentQueries {
  private readonly titles: ReadonlyMap<string, string>;
  private readonly classOrder: ReadonlyMap<string, number>;
  private readonly groupTitles: ReadonlyMap<string, string>;
  /**
   * Every term's classes as the enrollment form lists them: term by term, group by group, each in the catalog's
   * order, with the term it belongs to.
   */
  private readonly formOrder: { item: CatalogClass; term: Term }[];

  constructor(catalog: Catalog) {
    const classes = allCatalogClasses(catalog);
    this.titles = new Map(classes.map((item) => [item.key, classTitle(item)]));
    this.classOrder = new Map(classes.map((item, i) => [item.key, i]));
    this.groupTitles = new Map(catalog.groups.map((group) => [group.key, group.title]));
    this.formOrder = catalogTerms(catalog).flatMap((term) =>
      catalog.groups.flatMap((group) =>
        term.classes.filter((item) => item.group === group.key).map((item) => ({ item, term })),
      ),
    );
  }

  /**
   * Every catalog class, or those named, group by group as the enrollment form lists them; without their teachers
   * when the caller shows none (the public seats, read by every visitor of the form).
   */
  async classes(
    manager: EntityManager,
    only?: readonly string[],
    { withTeachers = true } = {},
  ): Promise<ClassEnrollmentView[]> {
    const wanted = this.formOrder.filter(({ item }) => !only || only.includes(item.key));
    if (wanted.length === 0) return [];
    const keys = wanted.map(({ item }) => item.key);
    const settings = await manager.findBy(ClassSetting, { classKey: In(keys) });
    const counts = await manager
      .createQueryBuilder(Placement, 'placement')
      .select('placement.classKey', 'classKey')
      .addSelect('placement.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('placement.classKey IN (:...keys)', { keys })
      .groupBy('placement.classKey')
      .addGroupBy('placement.status')
      .getRawMany<{ classKey: string; status: PlacementStatusName; count: number | string }>();
    const teachers = withTeachers
      ? await manager
          .createQueryBuilder(ClassTeacher, 'assignment')
          .innerJoin(User, 'teacher', 'teacher.id = assignment.userId')
          .select('assignment.classKey', 'classKey')
          .addSelect('teacher.id', 'id')
          .addSelect('teacher.name', 'name')
          .where('assignment.classKey IN (:...keys)', { keys })
          .orderBy('teacher.name', 'ASC')
          .getRawMany<{ classKey: string; id: string; name: string }>()
      : [];
    const count = (classKey: string, status: PlacementStatusName) =>
      Number(counts.find((row) => row.classKey === classKey && row.status === status)?.count ?? 0);
    return wanted.map(({ item, term }) => ({
      classKey: item.key,
      title: classTitle(item),
      termKey: term.key,
      termName: term.name,
      group: item.group,
      groupTitle: this.groupTitles.get(item.group) ?? item.group,
      seats: settings.find((row) => row.classKey === item.key)?.seats ?? item.seats,
      held: count(item.key, 'held'),
      confirmed: count(item.key, 'confirmed'),
      waitlisted: count(item.key, 'waitlisted'),
      teachers: teachers.filter((row) => row.classKey === item.key).map(({ id, name }) => ({ id, name })),
    }));
  }

  /** The classes a teacher is assigned to. */
  async teacherClassKeys(manager: EntityManager, userId: string): Promise<string[]> {
    return (await manager.findBy(ClassTeacher, { userId })).map((row) => row.classKey);
  }

  /** Public: each class's seats, those left, and how many wait. */
  async availability(manager: EntityManager): Promise<ClassAvailabilityView[]> {
    return (await this.classes(manager, undefined, { withTeachers: false })).map((item) => ({
      classKey: item.classKey,
      seats: item.seats,
      left: seatsLeft(item),
      waitlisted: item.waitlisted,
    }));
  }

  /**
   * One class's roster, or every class's placements matching a search by student or parent name or e-mail;
   * `currentOnly` leaves out the declined and withdrawn.
   */
  async roster(
    manager: EntityManager,
    filter: { classKey?: string; search?: string; placementId?: string; currentOnly?: boolean },
  ): Promise<RosterEntryView[]> {
    let query = this.withEnrollments(manager);
    if (filter.classKey) query = query.andWhere('placement.classKey = :classKey', { classKey: filter.classKey });
    if (filter.currentOnly)
      query = query.andWhere('placement.status NOT IN (:...past)', { past: pastPlacementStatuses });
    if (filter.placementId) query = query.andWhere('placement.id = :id', { id: filter.placementId });
    const term = filter.search?.trim().toLowerCase();
    if (term) {
      const like = "LIKE :pattern ESCAPE '\\'";
      query = query.andWhere(
        `(LOWER(enrollment.studentName) ${like} OR LOWER(enrollment.parentName) ${like} OR enrollment.parentEmail ${like})`,
        { pattern: likePattern(term) },
      );
    }
    const placements = this.sorted(await query.getMany());
    const views = await this.views(manager, placements);
    const studentIds = [...new Set(placements.flatMap((placement) => placement.studentId ?? []))];
    const students = new Map(
      studentIds.length
        ? (await manager.findBy(HouseholdStudent, { id: In(studentIds) })).map((student) => [student.id, student])
        : [],
    );
    return placements.map((placement, i) => {
      const enrollment = placement.enrollment!;
      const student = placement.studentId ? students.get(placement.studentId) : undefined;
      return {
        ...views[i],
        studentId: placement.studentId,
        studentName: enrollment.studentName,
        studentAge: enrollment.studentAge,
        studentBirthday: enrollment.studentBirthday,
        studentAllergies: enrollment.studentAllergies,
        // What the household keeps of the student, which the form never asked: one entry for every class's roster.
        studentMedicalNotes: student?.medicalNotes ?? '',
        emergencyContacts: student?.emergencyContacts ?? [],
        pickupAdults: student?.pickupAdults ?? [],
        parentName: enrollment.parentName,
        parentEmail: enrollment.parentEmail,
        parentPhone: enrollment.parentPhone,
      };
    });
  }

  /** The placements of each household student, in the order lists show; a student with none has no entry. */
  async placementsOfStudents(
    manager: EntityManager,
    studentIds: readonly string[],
  ): Promise<Map<string, PlacementView[]>> {
    const byStudent = new Map<string, PlacementView[]>();
    if (studentIds.length === 0) return byStudent;
    const placements = this.sorted(await manager.findBy(Placement, { studentId: In([...studentIds]) }));
    const views = await this.views(manager, placements);
    placements.forEach((placement, i) => {
      const list = byStudent.get(placement.studentId!) ?? [];
      list.push(views[i]);
      byStudent.set(placement.studentId!, list);
    });
    return byStudent;
  }

  /** One placement as a roster lists it, for the answer to a change. */
  async placement(manager: EntityManager, placementId: string): Promise<RosterEntryView> {
    const [entry] = await this.roster(manager, { placementId });
    return entry;
  }

  private withEnrollments(manager: EntityManager): SelectQueryBuilder<Placement> {
    return manager
      .createQueryBuilder(Placement, 'placement')
      .innerJoinAndMapOne('placement.enrollment', Enrollment, 'enrollment', 'enrollment.id = placement.enrollmentId')
      .where('1 = 1');
  }

  /** The order lists show: class as the catalog lists them, then status (held first), then place in line. */
  private sorted(placements: Placement[]): Placement[] {
    const rank = (status: PlacementStatusName) => placementStatuses.indexOf(status);
    const classRank = (key: string) => this.classOrder.get(key) ?? Number.MAX_SAFE_INTEGER;
    return placements.sort(
      (a, b) =>
        classRank(a.classKey) - classRank(b.classKey) || rank(a.status) - rank(b.status) || a.queueOrder - b.queueOrder,
    );
  }

  /** The parts every listing shares: title, status, position in line, history. */
  private async views(manager: EntityManager, placements: readonly Placement[]): Promise<PlacementView[]> {
    const ids = placements.map((placement) => placement.id);
    const positions = await waitlistPositions(
      manager,
      placements.map((placement) => placement.classKey),
    );
    const events = ids.length
      ? await manager.find(PlacementEvent, { where: { placementId: In(ids) }, order: { at: 'ASC' } })
      : [];
    const history = (placementId: string): PlacementEventView[] =>
      events
        .filter((event) => event.placementId === placementId)
        .map((event) => ({
          at: event.at,
          from: event.fromStatus,
          to: event.toStatus,
          by: event.actorName,
          reason: event.reason,
        }));
    return placements.map((placement) => ({
      placementId: placement.id,
      classKey: placement.classKey,
      classTitle: this.titles.get(placement.classKey) ?? placement.classKey,
      status: placement.status,
      since: placement.statusAt,
      waitlistPosition: positions.get(placement.id) ?? null,
      reason: placement.reason,
      history: history(placement.id),
    }));
  }
}
