import { restoreJsonDocuments, type JsonDocuments } from '../content/content-store';
import { addPreloadedContent, type PreloadedContent } from './preloaded-content';
import { setSiteOrigin } from './site-url';
import { setRenderedAt } from './today';

// What a pre-rendered page hands to the client, in a
// <script type="application/json"> block (the CSP allows no inline code).
export type AppData = {
  siteUrl: string;
  /** When the page was rendered (ISO instant). */
  renderedAt: string;
  /** Markdown the page used. */
  content: PreloadedContent;
  /** Every JSON document of the site, parsed: the content store's whole state. */
  documents: JsonDocuments;
};

export const APP_DATA_ELEMENT_ID = 'app-data';

/** JSON that cannot close its <script> element or open a comment. */
export function serializeAppData(data: AppData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

let preRenderedPath: string | undefined;

/** Whether `pathname` is the page this visit began on, whose data block carries the documents it reads. */
export function isPreRenderedPath(pathname: string): boolean {
  return pathname === preRenderedPath;
}

/** Reads the page's data block into the modules that use it; false when the page has none (the dev server's page). */
export function applyAppData(doc: Document): boolean {
  const element = doc.getElementById(APP_DATA_ELEMENT_ID);
  if (!element?.textContent) return false;
  const data = JSON.parse(element.textContent) as AppData;
  setSiteOrigin(data.siteUrl);
  setRenderedAt(data.renderedAt);
  addPreloadedContent(data.content);
  restoreJsonDocuments(data.documents);
  preRenderedPath = doc.location?.pathname;
  return true;
}
