import type { CatalogClass } from './catalog';
import { classTitle } from './class-title';
import type { PlacementStatusName } from './enrollment-office';
import { listText, meetingText } from './schedule-text';

/**
 * Whether a student may take the classes chosen on the enrollment form: old enough and young enough, free at
 * those times, and past any class the catalog requires first. The page checks what it can know (the birthday and
 * the choices), the server's collector checks again with the student's placements and the office's allowances,
 * and both say it with these sentences, keyed by class.
 */

/** A class chosen, as the rules read it. */
export type EligibilityClass = Pick<
  CatalogClass,
  'key' | 'subject' | 'grades' | 'ages' | 'weekdays' | 'start' | 'end' | 'requires'
>;

/** A placement the student holds or waits for: it keeps its hours, so a new class may not meet at the same time. */
export interface StandingPlacement {
  classKey: string;
  status: Extract<PlacementStatusName, 'held' | 'confirmed' | 'waitlisted'>;
}

/** What the office knows of the student; the page knows none of it, and checks neither prerequisites nor these. */
export interface StudentRecord {
  /** Placements held, confirmed or waitlisted, whatever their term (the rule compares terms). */
  standing: readonly StandingPlacement[];
  /** Classes that count as taken for a prerequisite (see enrollment-refusals on the server). */
  taken: readonly string[];
  /** Classes the office has let this student into despite a rule. */
  allowed: readonly string[];
}

export interface EligibilityRequest {
  /** As the form took it; "your student" when empty. */
  studentName: string;
  /** MM/DD/YYYY, already checked by the form's field rules. */
  birthday: string;
  /** The chosen class keys. */
  chosen: readonly string[];
  /** Every class the rules may name: the chosen ones, the standing ones, the required ones. */
  classes: ReadonlyMap<string, EligibilityClass>;
  /** The first day of the term the class runs in, YYYY-MM-DD: a student's age is counted on it. */
  termStart: (item: EligibilityClass) => string;
  /** The day it is, YYYY-MM-DD, so a sentence says "will be" of a term to come and "was" of one begun. */
  today: string;
  /** Absent on the page, which does not know it. */
  record?: StudentRecord;
}

/** Children work across grades at home: a class by grade takes a year either side of its grades' usual ages. */
export const gradeAgeGrace = 1;

/** The usual age in grade g on the first day of the term is g+5 to g+6. */
const usualAgeInGrade = { youngest: 5, oldest: 6 } as const;

/** The youngest and the oldest a student may be on the term's first day. */
export function classAgeRange(item: Pick<CatalogClass, 'grades' | 'ages'>): [number, number] {
  if (item.ages) return [item.ages[0], item.ages[1]];
  return [
    item.grades[0] + usualAgeInGrade.youngest - gradeAgeGrace,
    item.grades[item.grades.length - 1] + usualAgeInGrade.oldest + gradeAgeGrace,
  ];
}

/** Whole years from a birthday (MM/DD/YYYY) to a day (YYYY-MM-DD); a February 29 birthday turns on March 1. */
export function ageOn(birthday: string, day: string): number {
  const [month, date, year] = birthday.split('/').map(Number);
  const [dayYear, dayMonth, dayDate] = day.split('-').map(Number);
  const hadBirthday = dayMonth > month || (dayMonth === month && dayDate >= date);
  return dayYear - year - (hadBirthday ? 0 : 1);
}

/** "August 18, 2026", from the date alone so no time zone moves it. */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "Math (Grades 2–3) on Tue & Thu 9:00–10:00 AM". */
function titleAndTime(item: EligibilityClass): string {
  return `${classTitle(item)} on ${meetingText(item)}`;
}

export const eligibilityMessages = {
  age: (item: EligibilityClass, student: string, age: number, day: string, begun: boolean) => {
    const [youngest, oldest] = classAgeRange(item);
    return `${classTitle(item)} is for students aged ${youngest} to ${oldest} when the term starts; ${student} ${begun ? 'was' : 'will be'} ${age} on ${longDate(day)}.`;
  },
  clash: (item: EligibilityClass, others: readonly string[]) =>
    `${classTitle(item)} meets ${meetingText(item)}, at the same time as ${listText(others)}.`,
  clashChosen: (other: EligibilityClass) => titleAndTime(other),
  clashEnrolled: (other: EligibilityClass, student: string) =>
    `${titleAndTime(other)}, which ${student} is already enrolled in`,
  clashWaitlisted: (other: EligibilityClass, student: string) =>
    `${titleAndTime(other)}, which ${student} is on the waitlist for`,
  prerequisite: (
    item: EligibilityClass,
    groups: readonly (readonly EligibilityClass[])[],
    sameTime: boolean,
    student: string,
  ) =>
    `${classTitle(item)} requires ${groups.map((group) => group.map(classTitle).join(' or ')).join(', and ')}${
      groups.length > 1 ? ',' : ''
    } ${sameTime ? 'taken before or chosen on this form' : 'taken before'}; if ${student} has taken it elsewhere, the co-op's office can allow the class.`,
} as const;

const weekdayShared = (a: EligibilityClass, b: EligibilityClass) => a.weekdays.some((day) => b.weekdays.includes(day));

/** Two classes meet at once when they share a day and their hours overlap; one ending at 10:00 leaves 10:00 free. */
export function classesClash(a: EligibilityClass, b: EligibilityClass): boolean {
  return weekdayShared(a, b) && a.start < b.end && b.start < a.end;
}

function ageRefusal(item: EligibilityClass, request: EligibilityRequest, student: string): string | undefined {
  const day = request.termStart(item);
  const age = ageOn(request.birthday, day);
  const [youngest, oldest] = classAgeRange(item);
  if (age >= youngest && age <= oldest) return undefined;
  return eligibilityMessages.age(item, student, age, day, day <= request.today);
}

function prerequisiteRefusal(
  item: EligibilityClass,
  request: EligibilityRequest,
  record: StudentRecord,
  student: string,
): string | undefined {
  const unmet = (item.requires ?? []).filter(
    (group) =>
      !group.anyOf.some(
        (key) => record.taken.includes(key) || (group.sameTime === true && request.chosen.includes(key)),
      ),
  );
  if (unmet.length === 0) return undefined;
  const groups = unmet.map((group) =>
    group.anyOf.flatMap((key) => {
      const required = request.classes.get(key);
      return required ? [required] : [];
    }),
  );
  return eligibilityMessages.prerequisite(
    item,
    groups,
    unmet.every((group) => group.sameTime === true),
    student,
  );
}

function clashRefusal(
  item: EligibilityClass,
  request: EligibilityRequest,
  allowed: readonly string[],
  student: string,
): string | undefined {
  const sameTerm = (other: EligibilityClass) => request.termStart(other) === request.termStart(item);
  // A class the office allowed lets its hours overlap: neither it nor the class it meets beside is refused for it.
  const clashes = (other: EligibilityClass | undefined): other is EligibilityClass =>
    !!other && other.key !== item.key && !allowed.includes(other.key) && sameTerm(other) && classesClash(item, other);
  const others = [
    ...request.chosen
      .map((key) => request.classes.get(key))
      .filter(clashes)
      .map(eligibilityMessages.clashChosen),
    ...(request.record?.standing ?? [])
      .filter((placement) => !request.chosen.includes(placement.classKey))
      .flatMap((placement) => {
        const other = request.classes.get(placement.classKey);
        if (!clashes(other)) return [];
        return [
          placement.status === 'waitlisted'
            ? eligibilityMessages.clashWaitlisted(other, student)
            : eligibilityMessages.clashEnrolled(other, student),
        ];
      }),
  ];
  return others.length > 0 ? eligibilityMessages.clash(item, others) : undefined;
}

/**
 * A sentence for each chosen class the student may not take, keyed by the class: the age first, then a
 * prerequisite, then the hours. A class the office allowed for this student passes every rule.
 */
export function eligibilityRefusals(request: EligibilityRequest): Record<string, string> {
  const student = request.studentName.trim() || 'your student';
  const allowed = request.record?.allowed ?? [];
  const refusals: Record<string, string> = {};
  for (const key of request.chosen) {
    const item = request.classes.get(key);
    // A class the student already has a place in is theirs: the form sent again keeps it.
    const holds = request.record?.standing.some((placement) => placement.classKey === key);
    if (!item || allowed.includes(key) || holds) continue;
    const refusal =
      ageRefusal(item, request, student) ??
      (request.record && prerequisiteRefusal(item, request, request.record, student)) ??
      clashRefusal(item, request, allowed, student);
    if (refusal) refusals[key] = refusal;
  }
  return refusals;
}
