import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { contentJsonKeys, contentMarkdownFolders, type ContentDocuments, type ContentJsonKey } from '@coop/contract';
import type { User } from '../users/user.entity';

/** What this module reads of the site's content: every document, by key. */
export interface ContentSource {
  documents(): Promise<ContentDocuments>;
}

/**
 * What this module changes in the site's content: one document, as a new version by a person. `edit` gets the
 * document's current text and returns the new one; it may be called again with a newer text when someone else
 * saved the document in between.
 */
export interface ContentEditor {
  update(key: ContentJsonKey, author: User, edit: (current: string) => string): Promise<void>;
}

/** The documents as the files in `contentDir`; a change writes the whole file anew (renamed over the old). */
export function folderContent(contentDir: string): ContentSource & ContentEditor {
  return {
    async documents() {
      const documents: ContentDocuments = {};
      for (const key of contentJsonKeys) {
        const file = path.join(contentDir, key);
        if (fs.existsSync(file)) documents[key] = await fsp.readFile(file, 'utf8');
      }
      for (const folder of contentMarkdownFolders) {
        for (const name of await fsp.readdir(path.join(contentDir, folder)).catch(() => [])) {
          if (name.endsWith('.md'))
            documents[`${folder}/${name}`] = await fsp.readFile(path.join(contentDir, folder, name), 'utf8');
        }
      }
      return documents;
    },
    async update(key, _author, edit) {
      const file = path.join(contentDir, key);
      const next = edit(await fsp.readFile(file, 'utf8'));
      const temporary = `${file}.${randomUUID()}`;
      await fsp.writeFile(temporary, next);
      await fsp.rename(temporary, file);
    },
  };
}
