import type { Catalog } from '@coop/contract';
import { conductPolicy } from './conduct-policy';
import type { DocumentSite } from './document-site';
import { orientationSlides } from './orientation-slides';

/** One downloadable document, by its file name under /content/documents/. */
export interface SiteDocument {
  name: string;
  bytes: Buffer;
}

/** The documents on the Resources page, made from the site's details and catalogue. */
export function siteDocuments(site: DocumentSite, catalog: Catalog): SiteDocument[] {
  return [
    { name: 'student-conduct-policy.pdf', bytes: conductPolicy(site) },
    { name: 'orientation-slides.pdf', bytes: orientationSlides(site, catalog) },
  ];
}

/** The parts of site.json the documents print, to tell whether a change to it needs them made again. */
export function documentFacts(site: DocumentSite): string {
  return JSON.stringify([site.name, site.contact, site.locations]);
}
