import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ContentJsonKey } from '@coop/contract';
import type { User } from '../users/user.entity';

/**
 * What this module needs from the site's content: one document changed as a new version by a person. `edit`
 * gets the document's current text and returns the new one; it may be called again with a newer text when
 * someone else saved the document in between.
 */
export interface ContentEditor {
  update(key: ContentJsonKey, author: User, edit: (current: string) => string): Promise<void>;
}

/** The documents as files in `contentDir`, written whole (a new file renamed over the old). */
export function folderContentEditor(contentDir: string): ContentEditor {
  return {
    async update(key, _author, edit) {
      const file = path.join(contentDir, key);
      const next = edit(await fsp.readFile(file, 'utf8'));
      const temporary = `${file}.${randomUUID()}`;
      await fsp.writeFile(temporary, next);
      await fsp.rename(temporary, file);
    },
  };
}
