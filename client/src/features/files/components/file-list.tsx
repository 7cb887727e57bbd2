import { useRef, useState } from 'react';
import '../../../components/button-variants.css';
import { MemberTable } from '../../../components/member-table';
import type { Notice } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import { SharedItemFilters } from '../../../components/shared-item-filters';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { Role, SharedFileFieldsFragment as SharedFile } from '../../../graphql/graphql';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListParams } from '../../../lib/list-params';
import { visibilityLabels } from '../../../lib/visibility';
import { useDeleteFile } from '../api/delete-file';
import { useFileConnection } from '../api/file-connection';
import { fileListChoices, fileSortChoices } from '../file-list-params';
import { fileUiMessages } from '../file-ui-messages';
import { formatSize } from '../../../lib/format-size';

type FileListProps = {
  canDelete: boolean;
  role: Role;
  onNotice: (notice: Notice) => void;
};

export function FileList({ canDelete, role, onNotice }: FileListProps) {
  const [params, changeParams] = useListParams(fileListChoices);
  const list = useFileConnection(params);
  const { nodes: files, loading } = list;
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

  if (loading) return <p role="status">Loading files…</p>;
  const filtered = Boolean(params.visibility || params.q);

  return (
    <>
      <h3 id="files-heading" ref={heading} tabIndex={-1}>
        Shared files
      </h3>
      <SharedItemFilters
        noun="files"
        role={role}
        sortChoices={fileSortChoices}
        searchHint="Part of the file name"
        params={params}
        onChange={changeParams}
      />
      <PagedList
        list={list}
        noun={{ one: 'file', many: 'files' }}
        empty={filtered ? 'No files match your search.' : 'No files have been shared yet.'}
        failures={{ refused: fileUiMessages.loadFailed, unreachable: fileUiMessages.loadFailed }}
      >
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
              <td>{file.audience?.label ?? visibilityLabels[file.visibility]}</td>
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
      </PagedList>
      {dialog}
    </>
  );
}
