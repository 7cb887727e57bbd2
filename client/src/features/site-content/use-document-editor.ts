import { useState } from 'react';
import type { Notice } from '../../components/notice';
import { apolloErrorMessage } from '../../lib/apollo-error-message';
import { useContentDocument } from './api/content-document';
import { useSaveContentDocument } from './api/save-content-document';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

/**
 * One document being edited: read once as the editor opens (a save names the revision it started from, so
 * someone else's save in between is refused instead of silently overwritten), saved whole. A failed save
 * leaves the form as it was and says why: the server's message, which for a conflict says so.
 */
export function useDocumentEditor(key: string) {
  const query = useContentDocument(key);
  const [saveDocument, { loading: saving }] = useSaveContentDocument();
  const [notice, setNotice] = useState<Notice>(null);
  const document = query.data?.contentDocument;

  /** Saves `body` over the revision read; true once it is saved. */
  async function save(body: string, savedText: string = messages.saved): Promise<boolean> {
    if (!document) return false;
    setNotice(null);
    try {
      await saveDocument({ variables: { input: { key, body, baseRevision: document.revision } } });
      setNotice({ kind: 'success', text: savedText });
      return true;
    } catch (error) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(error, { refused: messages.saveFailed, unreachable: messages.saveFailed }),
      });
      return false;
    }
  }

  return { query, document, save, saving, notice, setNotice };
}
