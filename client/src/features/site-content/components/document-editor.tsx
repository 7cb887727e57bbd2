import type { ReactNode } from 'react';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion } from '../../../components/notice';
import type { ContentDocumentQuery } from '../../../graphql/editors/graphql';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';
import type { useDocumentEditor } from '../use-document-editor';

export type ContentDocumentData = ContentDocumentQuery['contentDocument'];

type DocumentEditorProps = {
  editor: ReturnType<typeof useDocumentEditor>;
  children: (document: ContentDocumentData) => ReactNode;
};

/** An editor's outcome messages, and its form once the document is read (a loading line or the failure before). */
export function DocumentEditor({ editor, children }: DocumentEditorProps) {
  return (
    <>
      <NoticeRegion notice={editor.notice} />
      {editor.document ? (
        children(editor.document)
      ) : (
        <LoadingOrFailed
          query={editor.query}
          loadingText={messages.documentLoading}
          failedText={messages.documentFailed}
        />
      )}
    </>
  );
}
