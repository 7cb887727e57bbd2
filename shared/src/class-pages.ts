import type { CatalogClass } from './catalog';
import { weekdays } from './catalog-dates';

/**
 * Which class pages show a catalogue class: a grade's page for each of its grades 1–8 (`grade3`), the high school
 * page for grades 9–12 (`grade9-12`), and the Spanish Bites page for that group's classes (`spanish-bites`). The
 * class pages render their schedule from it; the content checks and the editing permissions use it too.
 */
export function classPagesOf(item: Pick<CatalogClass, 'group' | 'grades'>): string[] {
  if (item.group === 'spanish_bites') return ['spanish-bites'];
  return [...new Set(item.grades.map((grade) => (grade >= 9 ? 'grade9-12' : `grade${grade}`)))];
}

/** The classes a class page shows, in the order of the week: by first day, then start time. */
export function classesOnPage(classes: readonly CatalogClass[], page: string): CatalogClass[] {
  const firstDay = (item: CatalogClass) => Math.min(...item.weekdays.map((day) => weekdays.indexOf(day)));
  return classes
    .filter((item) => classPagesOf(item).includes(page))
    .sort((a, b) => firstDay(a) - firstDay(b) || a.start.localeCompare(b.start));
}
