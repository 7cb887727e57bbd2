import { ScheduleChangeError } from '@coop/contract';
import { useState } from 'react';
import type { Notice } from '../../components/notice';
import { apolloErrorMessage } from '../../lib/apollo-error-message';
import { useSaveScheduleDocument, type ScheduleDocumentKey } from './api/schedule-document';
import { changeFieldLabels, scheduleEditorUiMessages as messages } from './schedule-editor-ui-messages';

/** The document's path leads the shared checks' messages; the person at the form knows which form it is. */
const withoutPath = (text: string) => text.replace(/^content\/[^:]+: /, '');

/** A refused edit's message: a change's field by its label in the form, a catalogue's as the check says it. */
export function problemText(error: unknown): string {
  if (error instanceof ScheduleChangeError) {
    const field = error.where.split('.').pop() ?? '';
    return `${changeFieldLabels[field] ?? 'Change'}: ${error.problem}`;
  }
  return withoutPath((error as Error).message);
}

/**
 * Saves one document from the text it was read as: `edit` writes the new text (throwing the shared parser's
 * message when it does not pass), the server checks it again and refuses a stale revision with a message that
 * says so. The form keeps what was typed whatever happens; the outcome is in `notice`.
 */
export function useSaveDocument(key: ScheduleDocumentKey, document: { body: string; revision: number } | undefined) {
  const [save, { loading }] = useSaveScheduleDocument();
  const [notice, setNotice] = useState<Notice>(null);
  async function run(edit: (body: string) => string, success: string): Promise<boolean> {
    if (!document || loading) return false;
    let body: string;
    try {
      body = edit(document.body);
    } catch (error) {
      setNotice({ kind: 'error', text: problemText(error) });
      return false;
    }
    try {
      await save({ variables: { input: { key, body, baseRevision: document.revision } } });
    } catch (error) {
      const text = apolloErrorMessage(error, { refused: messages.refused, unreachable: messages.unreachable });
      setNotice({ kind: 'error', text: withoutPath(text) });
      return false;
    }
    setNotice({ kind: 'success', text: success });
    return true;
  }
  /** Refuses the form's answers before anything is written, saying what to do. */
  const refuse = (text: string) => setNotice({ kind: 'error', text });
  return { run, refuse, saving: loading, notice };
}
