import { useRef, useState } from 'react';
import '../../../components/button-variants.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import type { Notice } from '../../../components/notice';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { SharedFileFieldsFragment as SharedFile } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { readToken } from '../../../lib/auth-storage';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { visibilityLabels } from '../../../lib/visibility';
import { useDeleteFile } from '../api/delete-file';
import { useSharedFiles } from '../api/shared-files';
import { fileUiMessages } from '../file-ui-messages';
import { formatSize } from '../format-size';
import { trashRestoreNote } from '@coop/contract';

type FileListProps = {
  canDelete: boolean;
  onNotice: (notice: Notice) => void;
};

export function FileList({ canDelete, onNotice }: FileListProps) {
  const { data, error, loading, refetch } = useSharedFiles();
  const [deleteFile, { loading: deleting }] = useDeleteFile();
  const [toDelete, setToDelete] = useState<SharedFile | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLTableSectionElement>(heading);

  async function download(file: SharedFile) {
    setDownloading(file.id);
    try {
      await downloadFile(file.url, file.original_name, readToken(), {
        refused: fileUiMessages.downloadRefused,
        unreachable: fileUiMessages.downloadUnreachable,
      });
    } catch (failure) {
      onNotice({ kind: 'error', text: failure instanceof Error ? failure.message : fileUiMessages.downloadUnreachable });
    } finally {
      setDownloading(null);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteFile({ variables: { id: toDelete.id } });
      onNotice({ kind: 'success', text: `Deleted ${toDelete.original_name}.` });
    } catch (failure) {
      onNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, {
          refused: fileUiMessages.deleteRefused,
          unreachable: fileUiMessages.deleteUnreachable,
        }),
      });
    }
    setToDelete(null);
    settle();
  }

  if (loading && !data) return <p role="status">Loading files…</p>;
  if (error && !data) {
    return (
      <LoadError
        message={apolloErrorMessage(error, { refused: fileUiMessages.loadFailed, unreachable: fileUiMessages.loadFailed })}
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
        <div className="table-scroll" role="region" aria-labelledby="files-heading" tabIndex={0}>
          <table className="member-table">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Size</th>
                <th scope="col">Uploaded by</th>
                <th scope="col">Uploaded</th>
                <th scope="col">Visible to</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody {...listProps}>
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
                          onClick={() => setToDelete(file)}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this file?"
        confirmLabel="Delete file"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <strong>{toDelete?.original_name}</strong> will be removed for everyone who can see it. {trashRestoreNote}
        </p>
      </ConfirmDialog>
    </>
  );
}
