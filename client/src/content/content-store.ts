import { contentDocumentPath, contentJsonKeys, type ContentDocuments, type ContentJsonKey } from '@coop/contract';
import { use } from 'react';

// The site's JSON documents (site.json, catalog.json, news.json, …), handed in at run time instead of bundled: the
// pre-renderer fills the store from the documents it is given (the files at build time, the database once staff
// edit them), the browser from the page's data block. So the same pages can be rendered again from new content
// without building the client again. A pre-rendered page carries only the documents it read, so its first
// answer stays small on a phone's slow connection; a page the visitor goes on to fetches what it lacks.

/** The JSON documents parsed, by key: what a page's data block carries. */
export type JsonDocuments = Partial<Record<ContentJsonKey, unknown>>;

let documents: JsonDocuments = {};
let used: Set<ContentJsonKey> | undefined;


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
  used?.add(key);
  if (key in documents) return documents[key] as T;
  // In the browser, a document this page's data block did not carry: the render waits for it (the service
  // worker keeps every document, so it comes offline too). Pre-rendering always has every document.
  if (typeof window === 'undefined') throw new Error(`The content "${key}" was not handed to this page`);
  // `use` may be called from any function while a component renders, and every reader of a document is one.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return use(fetchedDocument(key)) as T;
}

type TrackedPromise = Promise<unknown> & { status?: 'fulfilled'; value?: unknown };
const fetching = new Map<ContentJsonKey, TrackedPromise>();

/** One document from the server, fetched once; marked fulfilled the way React's `use` reads a promise. */
function fetchedDocument(key: ContentJsonKey): Promise<unknown> {
  let promise = fetching.get(key);
  if (!promise) {
    const loading: TrackedPromise = fetch(contentDocumentPath(key)).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      const value: unknown = await response.json();
      documents = { ...documents, [key]: value };
      Object.assign(loading, { status: 'fulfilled', value });
      return value;
    });
    loading.catch(() => fetching.delete(key));
    promise = loading;
    fetching.set(key, promise);
  }
  return promise;
}

let allFetched: TrackedPromise | undefined;

/**
 * Every document the page did not bring, fetched together: a page the visitor goes on to renders once they are
 * here, instead of stopping at each document it reads. Already fulfilled when nothing is missing.
 */
export function missingDocuments(): Promise<unknown> {
  const missing = contentJsonKeys.filter((key) => !(key in documents));
  if (missing.length === 0) return Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
  if (!allFetched) {
    const loading: TrackedPromise = Promise.all(missing.map(fetchedDocument)).then(() => {
      Object.assign(loading, { status: 'fulfilled', value: undefined });
    });
    loading.catch(() => (allFetched = undefined));
    allFetched = loading;
  }
  return allFetched;
}

/** A document outside rendering (a calendar's event source): the page's copy, or fetched. */
export async function loadContentDocument<T>(key: ContentJsonKey): Promise<T> {
  return (key in documents ? documents[key] : await fetchedDocument(key)) as T;
}

/** Pre-rendering: notes which documents one page reads, so only those go into its data block. */
export function recordJsonUse(): () => JsonDocuments {
  const current = new Set<ContentJsonKey>();
  used = current;
  return () => {
    used = undefined;
    return Object.fromEntries(contentJsonKeys.filter((key) => current.has(key)).map((key) => [key, documents[key]]));
  };
}
