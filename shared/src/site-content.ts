// The site's editable content: the same documents as the files under content/, kept in the database once the
// server has started, edited from the dashboard, and handed to the pre-renderer as a map of key to file text.
// A key is the document's path under content/ ("news.json", "grade-pages/grade3.md"); the text is the file's
// text exactly, so exporting the database writes the files back byte for byte.

/** The JSON documents, each read whole by the pages and the server. */
export const contentJsonKeys = [
  'site.json',
  'home.json',
  'news.json',
  'catalog.json',
  'resources.json',
  'teachers.json',
  'images.json',
  'notice.json',
  'schedule-changes.json',
] as const;
export type ContentJsonKey = (typeof contentJsonKeys)[number];

/** The folders of markdown documents: class cards, class pages and teacher biographies. */
export const contentMarkdownFolders = ['classes', 'grade-pages', 'teachers'] as const;
export type ContentMarkdownFolder = (typeof contentMarkdownFolders)[number];

export type ContentKey = ContentJsonKey | `${ContentMarkdownFolder}/${string}.md`;

/** Every document of the site by key: the whole content, as the pre-renderer and the editors read it. */
export type ContentDocuments = Record<string, string>;

const markdownKey = new RegExp(`^(${contentMarkdownFolders.join('|')})/[a-z0-9][a-z0-9-]*\\.md$`);

export function isContentKey(key: string): key is ContentKey {
  return (contentJsonKeys as readonly string[]).includes(key) || markdownKey.test(key);
}

/** Where the browser reads a document (`/content/news.json`); the server answers it from the database. */
export function contentDocumentPath(key: ContentKey): string {
  return `/content/${key}`;
}

/**
 * A small document the installed app reads on each online visit to learn whether the content changed since the
 * copy it keeps: `revision` grows with every published change; `changed_at` is when the last one was published.
 */
export const contentVersionPath = '/content-version.json';
export interface ContentVersion {
  revision: number;
  changed_at: string;
}

/** notice.json: a site-wide notice shown at the top of every page until it expires, or null for none. */
export interface SiteNotice {
  text: string;
  /** ISO date-time; the notice is no longer shown from then on. */
  expires_at: string;
}

/** The kinds of one-off change to a single class meeting. */
export const scheduleChangeKinds = ['cancelled', 'moved', 'room'] as const;
export type ScheduleChangeKind = (typeof scheduleChangeKinds)[number];

/**
 * schedule-changes.json: a list of one-off changes, each to one meeting of one class, named by the date it was
 * due to meet on. `cancelled`: it does not meet. `moved`: it meets on `new_date` (or the same date) from `start`
 * to `end` (or the usual times), at `location` when given. `room`: same date and times, at `location`.
 */
export interface ScheduleChange {
  id: string;
  class_key: string;
  /** YYYY-MM-DD: a date the class regularly meets on. */
  date: string;
  kind: ScheduleChangeKind;
  new_date?: string;
  start?: string;
  end?: string;
  location?: string;
  /** Shown to families with the change ("Teacher is ill"). */
  note?: string;
}
