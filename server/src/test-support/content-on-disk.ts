import fs from 'node:fs';
import path from 'node:path';
import { catalogFileName, parseCatalog, type Catalog } from '@coop/contract';
import { siteDetails, type SiteDetails } from '../modules/site';

// The seed files under content/ are what a fresh test app serves, so tests read their expectations from them;
// the running product reads the documents in force from the database instead.

/** content/catalog.json as the files hold it. */
export function catalogOnDisk(contentDir: string): Catalog {
  return parseCatalog(JSON.parse(fs.readFileSync(path.join(contentDir, catalogFileName), 'utf8')));
}

/** content/site.json's details as the files hold them. */
export function siteDetailsOnDisk(contentDir: string): SiteDetails {
  return siteDetails(fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8'));
}
