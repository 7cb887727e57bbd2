import type { ContentMarkdownFolder } from './site-content';
import { teacherName } from './teacher-name';

/** What staff call each kind of markdown document, one and many. */
export const contentPageKinds: Record<ContentMarkdownFolder, { one: string; many: string }> = {
  classes: { one: 'Class card', many: 'Class cards' },
  'grade-pages': { one: 'Class page', many: 'Class pages' },
  teachers: { one: 'Teacher biography', many: 'Teacher biographies' },
};

/** A markdown document's name: "grade9-12" → "Grades 9–12", "grade3" → "Grade 3", "maria-delgado" → "Maria Delgado". */
export function contentPageName(file: string): string {
  const grades = /^grade(\d+)(?:-(\d+))?$/.exec(file);
  if (grades) return grades[2] ? `Grades ${grades[1]}–${grades[2]}` : `Grade ${grades[1]}`;
  return teacherName(file);
}

/** How the dashboard names a markdown document by its key: "grade-pages/grade3.md" → "Class page: Grade 3". */
export function contentPageLabel(key: string): string {
  const folder = key.slice(0, key.indexOf('/')) as ContentMarkdownFolder;
  const file = key.slice(key.indexOf('/') + 1, -'.md'.length);
  return `${contentPageKinds[folder].one}: ${contentPageName(file)}`;
}
