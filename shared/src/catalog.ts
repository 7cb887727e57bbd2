import { isIsoDate, weekdays, type Weekday } from './catalog-dates';
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
  prerequisites: string | null;
  location: string;
  /** Who teaches it: teacher file names of teachers.json ("maria-delgado"), for the class pages' schedule. */
  teachers?: string[];
  /** The seats a class starts with; administrators change them later in the database, not here. */
  seats: number;
}

export interface SchoolYear {
  name: string;
  /** Dates as YYYY-MM-DD, both included. */
  start: string;
  end: string;
  breaks: SchoolBreak[];
}

export interface Catalog {
  schoolYear: SchoolYear;
  /** The co-op's time zone; class times are wall-clock times there. */
  timeZone: string;
  groups: CatalogGroup[];
  classes: CatalogClass[];
}

export const catalogFileName = 'catalog.json' satisfies ContentJsonKey;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
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
  const year = record(raw.schoolYear, 'schoolYear');
  const schoolYear = {
    name: text(year.name, 'schoolYear.name'),
    start: date(year.start, 'schoolYear.start'),
    end: date(year.end, 'schoolYear.end'),
    breaks: list(year.breaks, 'schoolYear.breaks').map((item, i) => parseBreak(item, `schoolYear.breaks[${i}]`)),
  };
  if (schoolYear.end < schoolYear.start) throw new CatalogError('schoolYear', 'ends before it starts');
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
  const seen = new Set<string>();
  for (const item of classes) {
    if (seen.has(item.key)) throw new CatalogError('classes', `has the key "${item.key}" twice`);
    seen.add(item.key);
  }
  return { schoolYear, timeZone, groups, classes };
}
