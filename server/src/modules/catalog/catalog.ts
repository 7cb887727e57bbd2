import fs from 'node:fs';
import path from 'node:path';
import { catalogFileName, parseCatalog, type Catalog } from '@coop/contract';

/** Read once at start; the file changes with a deploy, not while the server runs. */
export function loadCatalog(contentDir: string): { catalog: Catalog; modifiedAt: Date } {
  const file = path.join(contentDir, catalogFileName);
  const catalog = parseCatalog(JSON.parse(fs.readFileSync(file, 'utf8')));
  return { catalog, modifiedAt: fs.statSync(file).mtime };
}
