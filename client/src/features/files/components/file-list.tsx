import { useRef, useState } from 'react';
import '../../../components/button-variants.css';
import { LoadError } from '../../../components/load-error';
import { MemberTable } from '../../../components/member-table';
import type { Notice } from '../../../components/notice';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { SharedFileFieldsFragment as SharedFile } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { visibilityLabels } from '../../../lib/visibility';
import { useDeleteFile } from '../api/delete-file';
import { useSharedFiles } from '../api/shared-files';
import { fileUiMessages } from '../file-ui-messages';
import { formatSize } from '../format-size';

type FileListProps = {
  canDelete: boolean;
  onNotice: (notice: Notice) => void;
};

export function FileList({ canDelete, onNotice }: FileListProps) {
  const { data, error, loading, refetch } = useSharedFiles();
  const [deleteFile, { loading: deleting }] = useDeleteFile();
  const [downloading, setDownloading] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLTableSectionElement>(heading);
  const { ask, dialog } = useConfirmedDelete<SharedFile>({
    noun: 'file',
    nameOf: (file) => file.original_name,
    remove: (file) => deleteFile({ variables: { id: file.id } }),
    busy: deleting,
    deletedText: (file) => `Deleted ${file.original_name}.`,
    failures: { refused: fileUiMessages.deleteRefused, unreachable: fileUiMessages.deleteUnreachable },
    onNotice,
    settle,
  });

  async function download(file: SharedFile) {
    setDownloading(file.id);
    const problem = await downloadFile(file.url, file.original_name, {
      refused: fileUiMessages.downloadRefused,
      unreachable: fileUiMessages.downloadUnreachable,
    });
    if (problem) onNotice({ kind: 'error', text: problem });
    setDownloading(null);
  }

  if (loading && !data) return <p role="status">Loading files…</p>;
  if (error && !data) {
    return (
      <LoadError
        message={apolloErrorMessage(error, {
          refused: fileUiMessages.loadFailed,
          unreachable: fileUiMessages.loadFailed,
        })}
        onRetry={() => void refetch()}
      />
    );
  }
  const files = data?.sharedFiles ?? [];

  return (
    <>
      <h3 id="files-heading" ref={heading} tabIndex={-1}>
        Shared files
      </h3>
      {files.length === 0 ? (
        <p>No files have been shared yet.</p>
      ) : (
        <MemberTable
          labelledBy="files-heading"
          columns={['File', 'Size', 'Uploaded by', 'Uploaded', 'Visible to', 'Actions']}
          rows={listProps}
        >
          {files.map((file) => (
            <tr key={file.id}>
              <th scope="row" className="member-table__name">
                {file.original_name}
              </th>
              <td className="member-table__nowrap">{formatSize(file.size)}</td>
              <td>{file.uploader_name}</td>
              <td>{formatDateTime(file.uploaded_at)}</td>
              <td>{visibilityLabels[file.visibility]}</td>
              <td>
                <div className="member-table__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Download ${file.original_name}`}
                    disabled={downloading === file.id}
                    onClick={() => void download(file)}
                  >
                    {downloading === file.id ? 'Downloading…' : 'Download'}
                  </button>
                  {canDelete && (
                    <button
                      type="button"
                      className="button button--danger button--small"
                      aria-label={`Delete ${file.original_name}`}
                      onClick={() => ask(file)}
                    >
                      Delete
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </MemberTable>
      )}
      {dialog}
    </>
  );
}
