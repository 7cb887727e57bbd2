import type { ContentDocuments } from '@coop/contract';
import type { ContentSource } from '../http/live-pages';
import { readContentDocuments } from '../modules/site/content-documents';

/**
 * The site's documents held in memory, starting from a content folder: a content source the app renders its
 * pages from, whose saves a test makes directly.
 */
export class MemoryContent implements ContentSource {
  private readonly current: ContentDocuments;
  private readonly listeners: (() => void)[] = [];

  constructor(contentDir: string) {
    this.current = readContentDocuments(contentDir);
  }

  documents(): ContentDocuments {
    return { ...this.current };
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  get(key: string): string {
    return this.current[key];
  }

  save(key: string, body: string): void {
    this.current[key] = body;
    for (const listener of this.listeners) listener();
  }
}
