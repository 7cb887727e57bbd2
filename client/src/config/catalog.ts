// content/catalog.json: every enrollable class once, and the school year. The
// enrollment form lists its classes and the schedule shows their weekly times.
// Named imports let the bundler keep only the parts a page uses.
import { classes, groups, schoolYear, timeZone } from '../../../content/catalog.json';

export type Weekday = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';

export type ClassGroupKey = 'elementary' | 'jr_high' | 'high_school' | 'spanish_bites';

export type CatalogClass = {
  key: string;
  group: ClassGroupKey;
  /** What the enrollment checkbox shows: grade, days, time, prerequisites, location. */
  label: string;
  subject: string;
  grades: number[];
  ages?: number[];
  weekdays: Weekday[];
  /** Local wall-clock times, "HH:MM". */
  start: string;
  end: string;
  prerequisites: string | null;
  location: string;
};

export type ClassGroup = { key: ClassGroupKey; title: string };

export type SchoolYear = {
  name: string;
  /** Dates as YYYY-MM-DD, both included. */
  start: string;
  end: string;
  breaks: { name: string; start: string; end: string }[];
};

export const catalogClasses = classes as CatalogClass[];
export const classGroups = groups as ClassGroup[];
export const catalogSchoolYear: SchoolYear = schoolYear;
/** The co-op's time zone; class times are wall-clock times there. */
export const catalogTimeZone: string = timeZone;
