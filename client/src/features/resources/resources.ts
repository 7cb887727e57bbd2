import resources from '../../../../content/resources.json';

/** A downloadable presentation under /content. */
export type ResourceDocument = { name: string; url: string; description: string; type: 'presentation' };

/** A link to an external site. */
export type ResourceLink = { name: string; url: string; description: string };

export const resourceDocuments = resources.documents as ResourceDocument[];
export const resourceLinks: ResourceLink[] = resources.links;

/** The file name a download is saved under: the last part of its address. */
export function downloadName(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? url);
}
