import { contentMarkdownFolders, type ContentMarkdownFolder } from '@coop/contract';

const folderLabels: Record<ContentMarkdownFolder, { one: string; many: string }> = {
  classes: { one: 'Class card', many: 'Class cards' },
  'grade-pages': { one: 'Class page', many: 'Class pages' },
  teachers: { one: 'Teacher biography', many: 'Teacher biographies' },
};

const fileOf = (key: string) => key.slice(key.indexOf('/') + 1, -'.md'.length);
const folderOf = (key: string) => key.slice(0, key.indexOf('/')) as ContentMarkdownFolder;

/** "grade9-12" → "Grades 9–12", "grade3" → "Grade 3", "maria-delgado" → "Maria Delgado". */
function pageName(file: string): string {
  const grades = /^grade(\d+)(?:-(\d+))?$/.exec(file);
  if (grades) return grades[2] ? `Grades ${grades[1]}–${grades[2]}` : `Grade ${grades[1]}`;
  return file
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type PageChoice = { key: string; label: string };
export type PageGroup = { label: string; pages: PageChoice[] };

/** The markdown documents among `keys`, grouped by kind (class cards, class pages, biographies), sorted by name. */
export function pageGroups(keys: readonly string[]): PageGroup[] {
  return contentMarkdownFolders
    .map((folder) => ({
      label: folderLabels[folder].many,
      pages: keys
        .filter((key) => key.endsWith('.md') && folderOf(key) === folder)
        .map((key) => ({ key, label: `${folderLabels[folder].one}: ${pageName(fileOf(key))}` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true })),
    }))
    .filter((group) => group.pages.length > 0);
}
