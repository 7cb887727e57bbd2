import fs from 'node:fs';
import path from 'node:path';
import {
  catalogFileName,
  parseCatalog,
  parseScheduleChanges,
  scheduleChangesFileName,
  type Catalog,
  type ScheduleChange,
} from '@coop/contract';

/** Read once at start; the file changes with a deploy, not while the server runs. */
export function loadCatalog(contentDir: string): { catalog: Catalog; modifiedAt: Date } {
  const file = path.join(contentDir, catalogFileName);
  const catalog = parseCatalog(JSON.parse(fs.readFileSync(file, 'utf8')));
  return { catalog, modifiedAt: fs.statSync(file).mtime };
}

/** The one-off changes to single meetings, checked against the catalogue like the catalogue itself at start. */
export function loadScheduleChanges(
  contentDir: string,
  catalog: Catalog,
): { changes: ScheduleChange[]; modifiedAt: Date } {
  const file = path.join(contentDir, scheduleChangesFileName);
  const changes = parseScheduleChanges(JSON.parse(fs.readFileSync(file, 'utf8')), catalog);
  return { changes, modifiedAt: fs.statSync(file).mtime };
}
