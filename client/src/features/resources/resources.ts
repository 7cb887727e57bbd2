import { contentDocument } from '../../content/content-store';

/** A downloadable presentation under /content. */
export type ResourceDocument = { name: string; url: string; description: string; type: 'presentation' };

/** A link to an external site. */
export type ResourceLink = { name: string; url: string; description: string };

/** content/resources.json: the downloads and the links of /resources. */
export function resources(): { documents: ResourceDocument[]; links: ResourceLink[] } {
  return contentDocument('resources.json');
}

/** The file name a download is saved under: the last part of its address. */
export function downloadName(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? url);
}
