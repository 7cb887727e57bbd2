import { useRef, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { ContentVersionFieldsFragment } from '../../../graphql/editors/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useContentHistory } from '../api/content-history';
import { useRestoreContentVersion } from '../api/restore-content-version';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';
import { ShowMore } from './show-more';
import type { DocumentChoiceProps } from '../document-choice';

/** How a version came to be, in words. */
const actionLabels: Record<string, string> = { import: 'Imported', save: 'Saved', restore: 'Restored' };

function VersionList({ documentKey, onNotice }: { documentKey: string; onNotice: (notice: Notice) => void }) {
  const history = useContentHistory(documentKey);
  const [restore, { loading: restoring }] = useRestoreContentVersion();
  const [viewed, setViewed] = useState<number | null>(null);
  const [toRestore, setToRestore] = useState<ContentVersionFieldsFragment | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLOListElement>(headingRef);
  const connection = history.data?.contentHistory;

  async function confirmRestore() {
    if (!toRestore) return;
    try {
      await restore({ variables: { key: documentKey, revision: toRestore.revision } });
      onNotice({
        kind: 'success',
        text: `Restored the version of ${formatDateTime(toRestore.createdAt)} as the newest.`,
      });
    } catch (error) {
      onNotice({
        kind: 'error',
        text: apolloErrorMessage(error, { refused: messages.restoreFailed, unreachable: messages.restoreFailed }),
      });
    }
    setToRestore(null);
    settle();
  }

  if (!connection)
    return (
      <LoadingOrFailed query={history} loadingText={messages.historyLoading} failedText={messages.historyFailed} />
    );
  const versions = connection.edges.map((edge) => edge.node);
  return (
    <>
      <h4 ref={headingRef} tabIndex={-1}>
        Versions of {documentKey}, newest first
      </h4>
      {versions.length === 0 ? (
        <p>{messages.historyEmpty}</p>
      ) : (
        <ol className="content-items" {...listProps}>
          {versions.map((version, index) => (
            <li key={version.revision} className="content-item">
              <p className="content-item__title">
                {actionLabels[version.action] ?? version.action} by {version.authorName},{' '}
                {formatDateTime(version.createdAt)}
                {index === 0 ? ' (shown now)' : ''}
              </p>
              <p className="content-item__facts">{version.summary}</p>
              <div className="content-item__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-expanded={viewed === version.revision}
                  onClick={() => setViewed(viewed === version.revision ? null : version.revision)}
                >
                  {viewed === version.revision ? 'Hide' : 'View'}
                  <span className="visually-hidden"> the version of {formatDateTime(version.createdAt)}</span>
                </button>
                {index > 0 && (
                  <button type="button" className="button button--secondary" onClick={() => setToRestore(version)}>
                    Restore<span className="visually-hidden"> the version of {formatDateTime(version.createdAt)}</span>
                  </button>
                )}
              </div>
              {viewed === version.revision && <pre className="content-item__body">{version.body}</pre>}
            </li>
          ))}
        </ol>
      )}
      <ShowMore connection={connection} fetchMore={history.fetchMore} noun="versions" />
      <ConfirmDialog
        open={toRestore !== null}
        title="Restore this version?"
        confirmLabel="Restore version"
        busy={restoring}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setToRestore(null)}
      >
        <p>
          {documentKey} goes back to the version of <strong>{toRestore && formatDateTime(toRestore.createdAt)}</strong>{' '}
          by {toRestore?.authorName}. The version shown now stays in the history and can be restored in turn.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The versions of one document the viewer may edit: who saved each and when, its text, and restoring one. */
export function HistorySection({ editable, chosen, onChoose }: DocumentChoiceProps) {
  const [notice, setNotice] = useState<Notice>(null);
  const key = chosen && editable.includes(chosen) ? chosen : editable[0];
  return (
    <section aria-labelledby="history-section-heading">
      <h3 id="history-section-heading">History</h3>
      <NoticeRegion notice={notice} />
      <SelectField label="Document" value={key} onChange={onChoose}>
        {editable.map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </SelectField>
      {key && <VersionList key={key} documentKey={key} onNotice={setNotice} />}
    </section>
  );
}
