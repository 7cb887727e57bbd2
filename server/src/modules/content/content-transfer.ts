import { readContentFiles, writeContentFiles } from './content-files';
import type { ContentService } from './content.service';

/** content/ → database: each file that differs from its document becomes the document's new version. */
export function importContent(content: ContentService, contentDir: string): Promise<string[]> {
  return content.importDocuments(readContentFiles(contentDir));
}

/** Database → content/: each document written to its file, byte for byte; answers how many files changed. */
export function exportContent(content: ContentService, contentDir: string): number {
  return writeContentFiles(contentDir, content.documents());
}
