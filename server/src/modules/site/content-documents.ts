import fs from 'node:fs';
import path from 'node:path';
import { contentJsonKeys, contentMarkdownFolders, type ContentDocuments } from '@coop/contract';

/**
 * Every document under `contentDir` by its key (its path there), each file's text exactly: what the build
 * renders the pages from.
 */
export function readContentDocuments(contentDir: string): ContentDocuments {
  const documents: ContentDocuments = {};
  const read = (key: string) => {
    documents[key] = fs.readFileSync(path.join(contentDir, key), 'utf8');
  };
  for (const key of contentJsonKeys) read(key);
  for (const folder of contentMarkdownFolders) {
    for (const file of fs.readdirSync(path.join(contentDir, folder)).sort()) {
      if (file.endsWith('.md')) read(`${folder}/${file}`);
    }
  }
  return documents;
}
