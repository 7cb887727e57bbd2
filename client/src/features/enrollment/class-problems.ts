import { eligibilityRefusals, isBirthday, type Catalog, type CatalogClass } from '@coop/contract';
import type { EnrollmentValues } from './enrollment-rules';

// The form's own check of the classes chosen: a module of its own, which the form loads once it runs, since the
// pre-rendered page posts without it (the collector checks every class) and the page's first script stays lighter.

/** The day it is where the form is filled in, as YYYY-MM-DD. */
function localToday(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * A sentence per chosen class the student may not take, by class key: the age and the meeting times, which the
 * form knows. Prerequisites and the office's allowances depend on the student's record, which the server checks.
 */
export function classProblems(values: EnrollmentValues, catalog: Catalog, now = new Date()): Record<string, string> {
  const birthday = values.fields.student_birthday.trim();
  if (values.classes.size === 0 || !isBirthday(birthday)) return {};
  const terms = catalogTermsOnPage(catalog);
  const classes = new Map(terms.flatMap((term) => term.classes.map((item) => [item.key, item] as const)));
  const starts = new Map(terms.flatMap((term) => term.classes.map((item) => [item.key, term.start] as const)));
  return eligibilityRefusals({
    studentName: values.fields.student_name,
    birthday,
    chosen: [...classes.keys()].filter((key) => values.classes.has(key)),
    classes,
    termStart: (item) => starts.get(item.key) ?? catalog.schoolYear.start,
    today: localToday(now),
  });
}

/**
 * The terms' first days and classes, the school year first. Written here rather than taken from the catalog
 * module's term helpers: that module carries the catalog's checks, which the form's page leaves out.
 */
function catalogTermsOnPage(catalog: Catalog): { start: string; classes: readonly CatalogClass[] }[] {
  return [{ start: catalog.schoolYear.start, classes: catalog.classes }, ...(catalog.terms ?? [])];
}
