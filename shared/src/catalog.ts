import { isIsoDate, weekdays, type Weekday } from './catalog-dates';
import { allCatalogClasses, catalogTerms, type Term } from './catalog-terms';
import type { ContentJsonKey } from './site-content';

/**
 * content/catalog.json: every enrollable class once, and the school year it runs in. The enrollment form lists
 * its classes and the schedule shows their weekly times; the server's collector checks class keys against it
 * and its calendar feeds are built from it. Its shape and its checks live here once: the server checks the file
 * at start and the client's build checks it before pre-rendering, each with the same messages.
 */
export interface SchoolBreak {
  name: string;
  start: string;
  end: string;
}

export interface CatalogGroup {
  key: string;
  title: string;
}

/** One prerequisite: any of these classes, taken before or, with `sameTime`, chosen on the same form. */
export interface ClassRequirement {
  anyOf: string[];
  sameTime?: boolean;
}

export interface CatalogClass {
  key: string;
  group: string;
  /** What the enrollment checkbox shows: grade, days, time, prerequisites, location. */
  label: string;
  subject: string;
  grades: number[];
  ages?: [number, number];
  weekdays: Weekday[];
  /** Local wall-clock times, "HH:MM". */
  start: string;
  end: string;
  /** The prerequisites as people read them; `requires` is what the enrollment checks. */
  prerequisites: string | null;
  /** Classes the student must have taken first: every group is needed, any one class of a group meets it. */
  requires?: ClassRequirement[];
  location: string;
  /** Who teaches it: teacher file names of teachers.json ("maria-delgado"), for the class pages' schedule. */
  teachers?: string[];
  /** The seats a class starts with; administrators change them later in the database, not here. */
  seats: number;
}

/**
 * When a term takes enrollments, as wall-clock times in the co-op's time zone ("2027-03-01T09:00"): families enrolled
 * in the term before from `returning`, everyone from `everyone`, nobody from `closes`. Outside them the form takes
 * nothing, or only requests for the waitlist when `waitlistWhenClosed` is set.
 */
export interface RegistrationWindows {
  returning?: string;
  everyone: string;
  closes?: string;
  waitlistWhenClosed?: boolean;
}

export interface SchoolYear {
  /** Names the term in links and records ("fall-2027"); made from the name when absent. */
  key?: string;
  name: string;
  /** Dates as YYYY-MM-DD, both included. */
  start: string;
  end: string;
  breaks: SchoolBreak[];
  /**
   * Absent on the first term, which takes enrollments from everyone at any time, as the catalog did before it had
   * terms; absent on a later term, which then is not open yet.
   */
  registration?: RegistrationWindows;
}

/** A later term the office prepared: its own dates, breaks, windows and classes (each class key unique in the file). */
export interface CatalogTerm extends SchoolYear {
  classes: CatalogClass[];
}

export interface Catalog {
  schoolYear: SchoolYear;
  /** The co-op's time zone; class times are wall-clock times there. */
  timeZone: string;
  groups: CatalogGroup[];
  /** The first term's classes: the school year's. */
  classes: CatalogClass[];
  /** Later terms, in order. */
  terms?: CatalogTerm[];
}

export const catalogFileName = 'catalog.json' satisfies ContentJsonKey;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const momentPattern = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/;
const termKeyPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const keyPattern = /^[a-z][a-z0-9_]*$/;
const teacherFilePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

class CatalogError extends Error {
  constructor(where: string, problem: string) {
    super(`content/${catalogFileName}: ${where} ${problem}`);
  }
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new CatalogError(where, 'must be an object');
  return value as Record<string, unknown>;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw new CatalogError(where, 'must be a non-empty list');
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new CatalogError(where, 'must be a non-empty string');
  return value;
}

function date(value: unknown, where: string): string {
  const raw = text(value, where);
  if (!isIsoDate(raw)) throw new CatalogError(where, `must be a date YYYY-MM-DD, got "${raw}"`);
  return raw;
}

function time(value: unknown, where: string): string {
  const raw = text(value, where);
  if (!timePattern.test(raw)) throw new CatalogError(where, `must be a time HH:MM, got "${raw}"`);
  return raw;
}

/** Whole numbers in a range, in increasing order (the grades or ages of a class). */
function integers(value: unknown, where: string, min: number, max: number): number[] {
  return list(value, where).map((item, i, all) => {
    if (!Number.isInteger(item) || (item as number) < min || (item as number) > max) {
      throw new CatalogError(`${where}[${i}]`, `must be a whole number from ${min} to ${max}`);
    }
    if (i > 0 && (item as number) < (all[i - 1] as number))
      throw new CatalogError(where, 'must be in increasing order');
    return item as number;
  });
}

function positiveInteger(value: unknown, where: string): number {
  if (!Number.isInteger(value) || (value as number) < 1)
    throw new CatalogError(where, 'must be a whole number of at least 1');
  return value as number;
}

function parseBreak(value: unknown, where: string): SchoolBreak {
  const raw = record(value, where);
  const result = {
    name: text(raw.name, `${where}.name`),
    start: date(raw.start, `${where}.start`),
    end: date(raw.end, `${where}.end`),
  };
  if (result.end < result.start) throw new CatalogError(where, 'ends before it starts');
  return result;
}

function moment(value: unknown, where: string): string {
  const raw = text(value, where);
  const match = momentPattern.exec(raw);
  if (!match || !isIsoDate(match[1]))
    throw new CatalogError(where, `must be a date and time YYYY-MM-DDTHH:MM, got "${raw}"`);
  return raw;
}

function parseRegistration(value: unknown, where: string): RegistrationWindows {
  const raw = record(value, where);
  const windows: RegistrationWindows = { everyone: moment(raw.everyone, `${where}.everyone`) };
  if (raw.returning !== undefined) {
    windows.returning = moment(raw.returning, `${where}.returning`);
    if (windows.returning > windows.everyone)
      throw new CatalogError(where, 'opens to returning families after it opens to everyone');
  }
  if (raw.closes !== undefined) {
    windows.closes = moment(raw.closes, `${where}.closes`);
    if (windows.closes <= windows.everyone) throw new CatalogError(where, 'closes before it opens to everyone');
  }
  if (raw.waitlistWhenClosed !== undefined) {
    if (typeof raw.waitlistWhenClosed !== 'boolean')
      throw new CatalogError(`${where}.waitlistWhenClosed`, 'must be true or false');
    windows.waitlistWhenClosed = raw.waitlistWhenClosed;
  }
  return windows;
}

function parseTermDates(value: unknown, where: string): SchoolYear {
  const raw = record(value, where);
  const term: SchoolYear = {
    name: text(raw.name, `${where}.name`),
    start: date(raw.start, `${where}.start`),
    end: date(raw.end, `${where}.end`),
    breaks: list(raw.breaks, `${where}.breaks`).map((item, i) => parseBreak(item, `${where}.breaks[${i}]`)),
  };
  if (term.end < term.start) throw new CatalogError(where, 'ends before it starts');
  if (raw.key !== undefined) {
    const key = text(raw.key, `${where}.key`);
    if (!termKeyPattern.test(key))
      throw new CatalogError(`${where}.key`, `"${key}" must be lower case letters and digits joined by hyphens`);
    term.key = key;
  }
  if (raw.registration !== undefined) term.registration = parseRegistration(raw.registration, `${where}.registration`);
  return term;
}

function parseClass(value: unknown, where: string, groupKeys: Set<string>): CatalogClass {
  const raw = record(value, where);
  const key = text(raw.key, `${where}.key`);
  if (!keyPattern.test(key))
    throw new CatalogError(`${where}.key`, `"${key}" must be lower case letters, digits and underscores`);
  const group = text(raw.group, `${where}.group`);
  if (!groupKeys.has(group)) throw new CatalogError(`${where}.group`, `"${group}" is not one of the groups`);
  const days = list(raw.weekdays, `${where}.weekdays`).map((day, i) => {
    if (!weekdays.includes(day as Weekday))
      throw new CatalogError(`${where}.weekdays[${i}]`, `must be one of ${weekdays.join(', ')}`);
    return day as Weekday;
  });
  const start = time(raw.start, `${where}.start`);
  const end = time(raw.end, `${where}.end`);
  if (end <= start) throw new CatalogError(where, 'must end after it starts');
  const prerequisites =
    raw.prerequisites === null || raw.prerequisites === undefined
      ? null
      : text(raw.prerequisites, `${where}.prerequisites`);
  const parsed: CatalogClass = {
    key,
    group,
    label: text(raw.label, `${where}.label`),
    subject: text(raw.subject, `${where}.subject`),
    grades: integers(raw.grades, `${where}.grades`, 1, 12),
    weekdays: days,
    start,
    end,
    prerequisites,
    location: text(raw.location, `${where}.location`),
    seats: positiveInteger(raw.seats, `${where}.seats`),
  };
  if (raw.teachers !== undefined) {
    parsed.teachers = list(raw.teachers, `${where}.teachers`).map((item, i) => {
      const file = text(item, `${where}.teachers[${i}]`);
      if (!teacherFilePattern.test(file))
        throw new CatalogError(
          `${where}.teachers[${i}]`,
          `"${file}" must be a teacher's file name such as "maria-delgado"`,
        );
      return file;
    });
  }
  if (raw.requires !== undefined) parsed.requires = parseRequires(raw.requires, `${where}.requires`, key);
  if (raw.ages !== undefined) {
    const ages = integers(raw.ages, `${where}.ages`, 1, 99);
    if (ages.length !== 2 || ages[0] > ages[1]) throw new CatalogError(`${where}.ages`, 'must be [youngest, oldest]');
    parsed.ages = [ages[0], ages[1]];
  }
  return parsed;
}

/** Checks every field, so that a typo in the file stops the server at start with the place named. */
export function parseCatalog(value: unknown): Catalog {
  const raw = record(value, 'the file');
  const schoolYear = parseTermDates(raw.schoolYear, 'schoolYear');
  const timeZone = text(raw.timeZone, 'timeZone');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new CatalogError('timeZone', `"${timeZone}" is not a known time zone`);
  }
  const groups = list(raw.groups, 'groups').map((item, i) => {
    const group = record(item, `groups[${i}]`);
    return { key: text(group.key, `groups[${i}].key`), title: text(group.title, `groups[${i}].title`) };
  });
  const groupKeys = new Set(groups.map((group) => group.key));
  if (groupKeys.size !== groups.length) throw new CatalogError('groups', 'has a key twice');
  const classes = list(raw.classes, 'classes').map((item, i) => parseClass(item, `classes[${i}]`, groupKeys));
  const catalog: Catalog = { schoolYear, timeZone, groups, classes };
  if (raw.terms !== undefined) {
    if (!Array.isArray(raw.terms)) throw new CatalogError('terms', 'must be a list');
    catalog.terms = raw.terms.map((item: unknown, i) => {
      const where = `terms[${i}]`;
      const term = record(item, where);
      return {
        ...parseTermDates(term, where),
        classes: list(term.classes, `${where}.classes`).map((entry, j) =>
          parseClass(entry, `${where}.classes[${j}]`, groupKeys),
        ),
      };
    });
  }
  checkTermsFitTogether(catalog);
  checkRequiredClasses(catalog);
  return catalog;
}

function parseRequires(value: unknown, where: string, key: string): ClassRequirement[] {
  return list(value, where).map((item, i) => {
    const raw = record(item, `${where}[${i}]`);
    const anyOf = list(raw.anyOf, `${where}[${i}].anyOf`).map((entry, j) => {
      const required = text(entry, `${where}[${i}].anyOf[${j}]`);
      if (required === key) throw new CatalogError(`${where}[${i}].anyOf[${j}]`, 'names the class itself');
      return required;
    });
    const requirement: ClassRequirement = { anyOf };
    if (raw.sameTime !== undefined) {
      if (typeof raw.sameTime !== 'boolean') throw new CatalogError(`${where}[${i}].sameTime`, 'must be true or false');
      requirement.sameTime = raw.sameTime;
    }
    return requirement;
  });
}

/** A prerequisite names classes of the file, of any term: a typo would otherwise refuse every family. */
function checkRequiredClasses(catalog: Catalog): void {
  const keys = new Set(allCatalogClasses(catalog).map((item) => item.key));
  for (const item of allCatalogClasses(catalog)) {
    for (const required of (item.requires ?? []).flatMap((group) => group.anyOf)) {
      if (!keys.has(required))
        throw new CatalogError(`class "${item.key}" requires`, `"${required}", which is not a class of the catalog`);
    }
  }
}

/** Terms follow one another, each named once; a class key names one class of one term in the whole file. */
function checkTermsFitTogether(catalog: Catalog): void {
  const seenClasses = new Set<string>();
  const seenTerms = new Set<string>();
  let previous: Term | undefined;
  for (const term of catalogTerms(catalog)) {
    const where = term.first ? 'schoolYear' : `terms[${term.index - 1}]`;
    if (seenTerms.has(term.key)) throw new CatalogError(where, `has the term key "${term.key}" twice`);
    seenTerms.add(term.key);
    if (previous && term.start <= previous.start)
      throw new CatalogError(where, `must start after ${previous.name} starts`);
    previous = term;
    for (const item of term.classes) {
      if (seenClasses.has(item.key)) throw new CatalogError('classes', `has the key "${item.key}" twice`);
      seenClasses.add(item.key);
    }
  }
}
