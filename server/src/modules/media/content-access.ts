import type { ContentDocuments, ContentJsonKey } from '@coop/contract';
import type { User } from '../accounts';

/** What this module reads of the site's content: every document, by key. */
export interface ContentSource {
  documents(): ContentDocuments | Promise<ContentDocuments>;
}

/**
 * What this module changes in the site's content: one document, as a new version by a person. `edit` gets the
 * document's current text and returns the new one; it may be called again with a newer text when someone else
 * saved the document in between.
 */
export interface ContentEditor {
  update(key: ContentJsonKey, author: User, edit: (current: string) => string): Promise<void>;
}
