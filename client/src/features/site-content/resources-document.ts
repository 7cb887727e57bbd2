import { isWebAddress } from '../../lib/web-address';
import { contentJsonText } from './content-json';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

/** The two lists of resources.json: the downloads (their files made by the server) and the external links. */
export type ResourceKind = 'documents' | 'links';

/** An entry as the file holds it: the fields the form shows, and any other (a document's `type`) kept as it is. */
export type ResourceEntry = { name: string; url: string; description: string } & Record<string, unknown>;

/** resources.json as read; fields besides the two lists are written back untouched. */
export type ResourcesFile = Record<ResourceKind, ResourceEntry[]> & Record<string, unknown>;

/** What the form holds. A document's address is shown but not edited: it names the file the server makes. */
export type ResourceValues = { name: string; url: string; description: string };
export type ResourceErrors = Partial<Record<keyof ResourceValues, string>>;

export function parseResourcesDocument(body: string): ResourcesFile {
  return JSON.parse(body) as ResourcesFile;
}

export function resourcesDocumentText(file: ResourcesFile): string {
  return contentJsonText(file);
}

export const emptyResourceValues: ResourceValues = { name: '', url: '', description: '' };

export function resourceValuesOf(entry: ResourceEntry): ResourceValues {
  return { name: entry.name, url: entry.url, description: entry.description };
}

/** The form's checks, on trimmed values; a link's address must be a full web address. */
export function validateResourceValues(kind: ResourceKind, values: ResourceValues): ResourceErrors {
  const errors: ResourceErrors = {};
  if (!values.name.trim()) errors.name = messages.resourceNameRequired;
  if (kind === 'links' && !isWebAddress(values.url.trim())) errors.url = messages.resourceAddressInvalid;
  if (!values.description.trim()) errors.description = messages.resourceDescriptionRequired;
  return errors;
}

/**
 * The file with the entry at `index` of `kind` changed to the values, in its place and its other fields kept
 * (a document keeps its address), or with a new link at the end when `index` is null.
 */
export function withResource(
  file: ResourcesFile,
  kind: ResourceKind,
  index: number | null,
  values: ResourceValues,
): ResourcesFile {
  const name = values.name.trim();
  const description = values.description.trim();
  const url = values.url.trim();
  const entries = file[kind];
  if (index === null) return { ...file, [kind]: [...entries, { name, url, description }] };
  const changed = entries.map((entry, at) => {
    if (at !== index) return entry;
    return kind === 'links' ? { ...entry, name, url, description } : { ...entry, name, description };
  });
  return { ...file, [kind]: changed };
}

export function withoutResourceLink(file: ResourcesFile, index: number): ResourcesFile {
  return { ...file, links: file.links.filter((_, at) => at !== index) };
}
