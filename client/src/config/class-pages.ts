import type { CatalogClass } from '@coop/contract';
import type { ClassPageSlug } from './paths';

/** The class pages a catalogue class is shown on: its grades' pages (9–12 share one), or Spanish Bites. */
export function pagesOfClass(item: Pick<CatalogClass, 'group' | 'grades'>): ClassPageSlug[] {
  if (item.group === 'spanish_bites') return ['spanish-bites'];
  return [...new Set(item.grades.map((grade) => (grade >= 9 ? 'grade9-12' : (`grade${grade}` as ClassPageSlug))))];
}
