import { contentJsonKeys, type ContentDocuments, type ContentJsonKey } from '@coop/contract';

// The site's JSON documents (site.json, catalog.json, news.json, …), handed in at run time instead of bundled: the
// pre-renderer fills the store from the documents it is given (the files at build time, the database once staff
// edit them), the browser from the page's data block. So the same pages can be rendered again from new content
// without building the client again.

/** The JSON documents parsed, by key: what a page's data block carries. */
export type JsonDocuments = Partial<Record<ContentJsonKey, unknown>>;

let documents: JsonDocuments = {};


/** Keeps the JSON documents among `all` (key → file text), parsed; markdown documents are left to the caller. */
export function setJsonDocuments(all: ContentDocuments): void {
  // In the contract's order, whatever order they came in: the data block is then the same text whether the
  // documents were read from the files or from the database.
  const parsed: JsonDocuments = {};
  for (const key of contentJsonKeys) {
    if (key in all) parsed[key] = JSON.parse(all[key]) as unknown;
  }
  documents = parsed;
}

/** The browser's side: the documents as the data block carried them, already parsed. */
export function restoreJsonDocuments(parsed: JsonDocuments): void {
  documents = { ...parsed };
}

export function jsonDocuments(): JsonDocuments {
  return documents;
}

/**
 * One document as the pages read it. The shapes are checked where the documents are saved (the shared parsers on
 * the server and at build time), not again in every visitor's browser.
 */
export function contentDocument<T>(key: ContentJsonKey): T {
  if (!(key in documents)) throw new Error(`The content "${key}" was not handed to this page`);
  return documents[key] as T;
}
