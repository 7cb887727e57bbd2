import {
  audienceGrades,
  audienceTag,
  catalogTerms,
  classAudienceLabel,
  classMaterialMessages,
  classTitle,
  gradeAudienceLabel,
  materialPlacementStatuses,
  readAudienceTag,
  type Catalog,
  type ClassAudience,
} from '@coop/contract';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { User } from '../accounts';
import { fromCatalog, type CatalogSource } from '../catalog';
import { ClassTeacher, Placement } from '../enrollment-office';
import { HouseholdGuardian, HouseholdStudent } from '../households';
import type { AudienceChoice, ClassAudiences } from '../sharing';

/** A class as the share forms and My family name it. */
export interface MaterialClass {
  key: string;
  title: string;
  grades: number[];
}

/** The classes (in the catalog's order) and grades (ascending) whose materials a family or a teacher has. */
export interface Belonging {
  classes: MaterialClass[];
  grades: number[];
}

/** Every class of the catalog by key, named "Reading (Grade 1)", with the term's name once there are several. */
function materialClasses(catalog: Catalog): Map<string, MaterialClass> {
  const terms = catalogTerms(catalog);
  return new Map(
    terms.flatMap((term) =>
      term.classes.map((item) => {
        const title = terms.length > 1 ? `${classTitle(item)}, ${term.name}` : classTitle(item);
        return [item.key, { key: item.key, title, grades: item.grades }] as const;
      }),
    ),
  );
}

function tagsOf(belonging: Belonging): string[] {
  return [
    ...belonging.classes.map((item) => audienceTag({ classKey: item.key })),
    ...belonging.grades.map((grade) => audienceTag({ grade })),
  ];
}

const noChoice = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Who belongs to a class's or a grade's audience, and who may share with one. Teachers: the classes assigned to
 * them and those classes' grades. Families: the classes where a child holds or has a confirmed seat; a child's
 * grade as the household records it, or, while it records none, the grades of those classes. Only a guardian whose
 * address is confirmed belongs to any, as nothing about a family's children reaches an unconfirmed address.
 */
export class ClassAudienceRules implements ClassAudiences {
  private readonly classes: () => ReadonlyMap<string, MaterialClass>;

  constructor(
    private readonly db: Database,
    catalog: CatalogSource,
  ) {
    this.classes = fromCatalog(catalog, materialClasses);
  }

  async choose(sharer: Principal, raw: AudienceChoice): Promise<string | null> {
    const audience = this.parse(raw);
    if (!audience) return null;
    const tag = audienceTag(audience);
    if (sharer.role !== 'admin' && !(await this.of(sharer)).includes(tag)) {
      const field = audience.classKey !== undefined ? 'classKey' : 'grade';
      throw new AppError('FORBIDDEN', classMaterialMessages.notYourClass, field);
    }
    return tag;
  }

  async of(viewer: Principal): Promise<readonly string[]> {
    if (viewer.role === 'admin') return [];
    return tagsOf(viewer.role === 'teacher' ? await this.taughtBy(viewer.id) : await this.familyOf(viewer.id));
  }

  label(tag: string): string {
    const audience = readAudienceTag(tag);
    if (audience?.grade !== undefined) return gradeAudienceLabel(audience.grade);
    const key = audience?.classKey ?? tag;
    // A class since taken out of the catalog is still named, by its key.
    return classAudienceLabel(this.classes().get(key)?.title ?? key);
  }

  /** What a sharer may choose: every class and grade for an administrator, their own for a teacher. */
  async choices(sharer: Principal): Promise<Belonging> {
    if (sharer.role === 'teacher') return this.taughtBy(sharer.id);
    return { classes: [...this.classes().values()], grades: [...audienceGrades] };
  }

  /** The classes a teacher is assigned to (those still in the catalog) and their grades. */
  private async taughtBy(userId: string): Promise<Belonging> {
    const keys = new Set((await this.db.manager.findBy(ClassTeacher, { userId })).map((row) => row.classKey));
    return this.belonging(keys, new Set());
  }

  /**
   * The classes a guardian's children hold or are confirmed in, and their grades. One read: the guardian's
   * confirmed address, the household's students and their placements joined.
   */
  async familyOf(userId: string): Promise<Belonging> {
    const rows: Array<{ grade: string | null; classKey: string | null }> = await this.db.manager
      .createQueryBuilder(HouseholdStudent, 'student')
      .innerJoin(HouseholdGuardian, 'guardian', 'guardian.householdId = student.householdId')
      .innerJoin(User, 'account', 'account.id = guardian.userId AND account.verifiedEmail = account.email')
      .leftJoin(Placement, 'placement', 'placement.studentId = student.id AND placement.status IN (:...statuses)', {
        statuses: materialPlacementStatuses,
      })
      .select('student.grade', 'grade')
      .addSelect('placement.classKey', 'classKey')
      .where('guardian.userId = :userId', { userId })
      .getRawMany();
    const keys = new Set<string>();
    const grades = new Set<number>();
    // A student whose grade is not recorded counts in the grades of their classes.
    const gradeFromClasses = new Set<string>();
    for (const row of rows) {
      if (row.classKey) keys.add(row.classKey);
      if (row.grade) grades.add(Number(row.grade));
      else if (row.classKey) gradeFromClasses.add(row.classKey);
    }
    return this.belonging(keys, grades, gradeFromClasses);
  }

  /** The catalog's classes among `keys`, in its order, and the grades given with those of `gradeFrom`'s classes. */
  private belonging(keys: ReadonlySet<string>, grades: Set<number>, gradeFrom: ReadonlySet<string> = keys): Belonging {
    const classes = [...this.classes().values()].filter((item) => keys.has(item.key));
    for (const item of classes) if (gradeFrom.has(item.key)) for (const grade of item.grades) grades.add(grade);
    return { classes, grades: [...grades].sort((a, b) => a - b) };
  }

  /** A class key of the catalog or a grade from 1 to 12, one of them or neither. */
  private parse(raw: AudienceChoice): ClassAudience | null {
    const { classKey, grade } = raw;
    if (noChoice(classKey) && noChoice(grade)) return null;
    if (!noChoice(classKey) && !noChoice(grade))
      throw new AppError('BAD_USER_INPUT', classMaterialMessages.oneAudience, 'classKey');
    if (!noChoice(classKey)) {
      const key = typeof classKey === 'string' ? classKey.trim() : '';
      if (!this.classes().has(key))
        throw new AppError('BAD_USER_INPUT', classMaterialMessages.classInvalid, 'classKey');
      return { classKey: key };
    }
    const number = typeof grade === 'number' ? grade : typeof grade === 'string' ? Number(grade.trim()) : NaN;
    if (!audienceGrades.includes(number))
      throw new AppError('BAD_USER_INPUT', classMaterialMessages.gradeInvalid, 'grade');
    return { grade: number };
  }
}
