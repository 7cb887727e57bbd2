import { useRef, useState } from 'react';
import '../../../components/button-variants.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import type { Notice } from '../../../components/notice';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { SharedLinkFieldsFragment as SharedLink } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { safeUrl } from '../../../lib/safe-url';
import { visibilityLabels } from '../../../lib/visibility';
import { useDeleteLink } from '../api/delete-link';
import { useSharedLinks } from '../api/shared-links';
import { linkUiMessages } from '../link-ui-messages';
import { trashRestoreNote } from '@coop/contract';

type LinkListProps = {
  canDelete: boolean;
  onNotice: (notice: Notice) => void;
};

export function LinkList({ canDelete, onNotice }: LinkListProps) {
  const { data, error, loading, refetch } = useSharedLinks();
  const [deleteLink, { loading: deleting }] = useDeleteLink();
  const [toDelete, setToDelete] = useState<SharedLink | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLUListElement>(heading);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteLink({ variables: { id: toDelete.id } });
      onNotice({ kind: 'success', text: `Deleted "${toDelete.title}".` });
    } catch (failure) {
      onNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, { refused: linkUiMessages.deleteFailed, unreachable: linkUiMessages.deleteFailed }),
      });
    }
    setToDelete(null);
    settle();
  }

  if (loading && !data) return <p role="status">Loading links…</p>;
  if (error && !data) {
    console.error('Could not load the shared links', error);
    return (
      <LoadError
        message={apolloErrorMessage(error, { refused: linkUiMessages.loadFailed, unreachable: linkUiMessages.loadFailed })}
        onRetry={() => void refetch()}
      />
    );
  }
  const links = data?.sharedLinks ?? [];

  return (
    <>
      <h3 id="links-heading" ref={heading} tabIndex={-1}>
        Shared links
      </h3>
      {links.length === 0 ? (
        <p>No links have been shared yet.</p>
      ) : (
        <ul className="link-cards" aria-labelledby="links-heading" {...listProps}>
          {links.map((link) => {
            // The server only stores http(s) addresses; checked again before it becomes a link.
            const href = safeUrl(link.url);
            return (
              <li key={link.id} className="link-card">
                <h4 className="link-card__title">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {link.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    link.title
                  )}
                </h4>
                <p className="link-card__url">{link.url}</p>
                <p className="link-card__description">{link.description}</p>
                <dl className="link-card__facts">
                  <div>
                    <dt>Category:</dt>
                    <dd>{link.category}</dd>
                  </div>
                  <div>
                    <dt>Visible to:</dt>
                    <dd>{visibilityLabels[link.visibility]}</dd>
                  </div>
                  <div>
                    <dt>Shared by:</dt>
                    <dd>{link.sharedBy}</dd>
                  </div>
                  <div>
                    <dt>Shared:</dt>
                    <dd>{formatDateTime(link.sharedAt)}</dd>
                  </div>
                </dl>
                {canDelete && (
                  <button
                    type="button"
                    className="button button--danger button--small"
                    aria-label={`Delete link ${link.title}`}
                    onClick={() => setToDelete(link)}
                  >
                    Delete
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this link?"
        confirmLabel="Delete link"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <strong>{toDelete?.title}</strong> will be removed for everyone who can see it. {trashRestoreNote}
        </p>
      </ConfirmDialog>
    </>
  );
}
