import { contentMarkdownFolders, contentPageLabel, contentPageKinds, type ContentMarkdownFolder } from '@coop/contract';

const folderOf = (key: string) => key.slice(0, key.indexOf('/')) as ContentMarkdownFolder;

export type PageChoice = { key: string; label: string };
export type PageGroup = { label: string; pages: PageChoice[] };

/** The markdown documents among `keys`, grouped by kind (class cards, class pages, biographies), sorted by name. */
export function pageGroups(keys: readonly string[]): PageGroup[] {
  return contentMarkdownFolders
    .map((folder) => ({
      label: contentPageKinds[folder].many,
      pages: keys
        .filter((key) => key.endsWith('.md') && folderOf(key) === folder)
        .map((key) => ({ key, label: contentPageLabel(key) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true })),
    }))
    .filter((group) => group.pages.length > 0);
}
