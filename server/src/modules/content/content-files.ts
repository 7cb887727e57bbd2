import fs from 'node:fs';
import path from 'node:path';
import { contentJsonKeys, contentMarkdownFolders, isContentKey, type ContentDocuments } from '@coop/contract';

/**
 * Every document under content/ by key, each file's text exactly as it is (read as UTF-8, which these files
 * are): the JSON documents present and the markdown of each folder, in a stable order.
 */
export function readContentFiles(contentDir: string): ContentDocuments {
  const keys: string[] = contentJsonKeys.filter((key) => fs.existsSync(path.join(contentDir, key)));
  for (const folder of contentMarkdownFolders) {
    const dir = path.join(contentDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const key = `${folder}/${name}`;
      if (isContentKey(key)) keys.push(key);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, fs.readFileSync(path.join(contentDir, key), 'utf8')]));
}

/** Writes each document back to its file under content/, byte for byte the text kept. */
export function writeContentFiles(contentDir: string, documents: ContentDocuments): number {
  let written = 0;
  for (const [key, body] of Object.entries(documents)) {
    if (!isContentKey(key)) continue;
    const file = path.join(contentDir, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === body) continue;
    fs.writeFileSync(file, body, 'utf8');
    written++;
  }
  return written;
}
