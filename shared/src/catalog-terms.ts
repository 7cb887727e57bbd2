import type { Catalog, CatalogClass, CatalogTerm, RegistrationWindows, SchoolYear } from './catalog';

// The catalog's terms as every reader sees them, apart from the catalog's checks: a page that lists terms (the
// enrollment form) loads these few functions, not the parser the schedule editor and the server check files with.

/** One term with its classes, as every reader of terms sees it: the school year first, then the later terms. */
export interface Term extends Omit<SchoolYear, 'key' | 'registration'> {
  key: string;
  /** Its place in the catalog, the school year being 0. */
  index: number;
  first: boolean;
  registration: RegistrationWindows | null;
  classes: CatalogClass[];
}

export function catalogTerms(catalog: Catalog): Term[] {
  const terms: CatalogTerm[] = [{ ...catalog.schoolYear, classes: catalog.classes }, ...(catalog.terms ?? [])];
  return terms.map((term, index) => ({
    key: termKey(term),
    name: term.name,
    start: term.start,
    end: term.end,
    breaks: term.breaks,
    registration: term.registration ?? null,
    classes: term.classes,
    index,
    first: index === 0,
  }));
}

/** Every class of every term, the school year's first. */
export function allCatalogClasses(catalog: Catalog): CatalogClass[] {
  return catalogTerms(catalog).flatMap((term) => term.classes);
}

/** The term each class belongs to, by class key. */
export function termsByClass(catalog: Catalog): Map<string, Term> {
  return new Map(catalogTerms(catalog).flatMap((term) => term.classes.map((item) => [item.key, term] as const)));
}

/** A term's key: its own, or its name in lower case with hyphens ("Fall 2027" → "fall-2027", "2026–27" → "2026-27"). */
export function termKey(term: Pick<SchoolYear, 'key' | 'name'>): string {
  return (
    term.key ??
    (term.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') ||
      'term')
  );
}
