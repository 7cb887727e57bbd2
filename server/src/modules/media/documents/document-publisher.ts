import type { Catalog, ContentDocuments } from '@coop/contract';
import type { MediaStore } from '../media-store';
import { parseDocumentSite, type DocumentSite } from './document-site';
import { documentFacts, siteDocuments } from './site-documents';

/** The store's name for a remade document: its address under /content, flattened. */
export const documentFileName = (file: string) => `documents-${file}`;

/**
 * Makes the downloadable documents again when the details they print change, into the file store, from where
 * they are served ahead of the ones built into content/documents.
 */
export class DocumentPublisher {
  constructor(
    private readonly media: MediaStore,
    /** The current catalogue: the slides list the Spanish Bites groups and the school year. */
    private readonly catalog: () => Catalog,
  ) {}

  async regenerateDocuments(site: DocumentSite): Promise<void> {
    for (const document of siteDocuments(site, this.catalog())) {
      await this.media.put(documentFileName(document.name), document.bytes);
    }
  }

  /**
   * For the content's change event: remakes the documents when site.json changed in what they print (its name,
   * contact details or locations), and says whether it did.
   */
  async siteChanged(before: string | undefined, after: string): Promise<boolean> {
    const next = parseDocumentSite(after);
    if (before !== undefined && documentFacts(parseDocumentSite(before)) === documentFacts(next)) return false;
    await this.regenerateDocuments(next);
    return true;
  }

  /** Keeps the documents in step with site.json: remade after each saved change of the details they print. */
  follow(content: {
    documents(): ContentDocuments;
    onChange(listener: (snapshot: { documents: ContentDocuments }) => Promise<void>): void;
  }): void {
    let site = content.documents()['site.json'];
    content.onChange(async ({ documents }) => {
      const before = site;
      site = documents['site.json'];
      if (site !== before) await this.siteChanged(before, site);
    });
  }
}
