import { classPageSlugs, type ClassPageSlug } from '../../config/paths';

export type ClassEntry = {
  slug: ClassPageSlug;
  /** The class's short name: the page heading and the last breadcrumb step. */
  name: string;
  /** The card's title, as the Our Classes grid shows it. */
  title: string;
};

const names: Record<ClassPageSlug, { name: string; title: string }> = {
  grade1: { name: 'Grade 1', title: 'Grade 1 (Multiple locations)' },
  grade2: { name: 'Grade 2', title: 'Grade 2 (Multiple locations)' },
  grade3: { name: 'Grade 3', title: 'Grade 3 (Catalyst location)' },
  grade4: { name: 'Grade 4', title: 'Grade 4 (Catalyst location)' },
  grade5: { name: 'Grade 5', title: 'Grade 5 (Multiple locations)' },
  grade6: { name: 'Grade 6', title: 'Grade 6 (Multiple locations)' },
  grade7: { name: 'Grade 7', title: 'Grade 7 (Multiple locations)' },
  grade8: { name: 'Grade 8', title: 'Grade 8 (Multiple locations)' },
  'grade9-12': { name: 'Grades 9-12', title: 'Grade 9th - 12th High School (Multiple locations)' },
  'spanish-bites': { name: 'Spanish Bites', title: 'Spanish Bites (Academic Advantage)' },
};

/** The 10 classes in their fixed order; home, /classes and the class pages all read this. */
export const classList: readonly ClassEntry[] = classPageSlugs.map((slug) => ({ slug, ...names[slug] }));

export function classEntry(slug: ClassPageSlug): ClassEntry {
  return { slug, ...names[slug] };
}

/** The card's short description, one file per class under /content/classes. */
export function classDescriptionUrl(slug: ClassPageSlug): string {
  return `/content/classes/${slug}.md`;
}

/** The class page's rich text, one file per class under /content/grade-pages. */
export function classPageUrl(slug: ClassPageSlug): string {
  return `/content/grade-pages/${slug}.md`;
}
