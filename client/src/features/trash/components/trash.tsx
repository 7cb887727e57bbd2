import { useEffect, useRef, useState } from 'react';
import '../../../components/button-variants.css';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { TrashedItemsQuery } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { trashRetentionDays } from '@coop/contract';
import { useRestoreTrashedItem } from '../api/restore-trashed-item';
import { useTrashedItems } from '../api/trashed-items';
import { trashKindLabels, trashUiMessages } from '../trash-ui-messages';

type TrashedItem = TrashedItemsQuery['trashedItems'][number];

/** After a restore, once its row is gone: the Restore button of the row that took its place, or the heading. */
type FocusAfterRestore = { restored: string; next: string | null };

/** The Trash tab (administrators): deleted files and links, who deleted them and when, and a way back. */
export function Trash() {
  const { data, error } = useTrashedItems();
  const [restore] = useRestoreTrashedItem();
  const [notice, setNotice] = useState<Notice>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfterRestore | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const restoreButtons = useRef(new Map<string, HTMLButtonElement>());
  const items = data?.trashedItems;

  useEffect(() => {
    if (!focusAfter || items?.some((item) => item.id === focusAfter.restored)) return;
    const next = focusAfter.next ? restoreButtons.current.get(focusAfter.next) : undefined;
    (next ?? heading.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, items]);

  async function restoreItem(item: TrashedItem, index: number) {
    // A busy button stays enabled (a disabled one would drop the focus); a second press waits.
    if (restoring || !items) return;
    setRestoring(item.id);
    setNotice(null);
    const next = items[index + 1] ?? items[index - 1] ?? null;
    try {
      await restore({ variables: { kind: item.kind, id: item.id } });
      setNotice({ kind: 'success', text: `Restored ${item.name}.` });
      setFocusAfter({ restored: item.id, next: next?.id ?? null });
    } catch (failure) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, {
          refused: trashUiMessages.restoreRefused,
          unreachable: trashUiMessages.restoreUnreachable,
        }),
      });
    } finally {
      setRestoring(null);
    }
  }

  let body;
  if (!items) {
    body = error ? (
      <LoadError message={trashUiMessages.loadFailed} error={error} />
    ) : (
      <LoadingStatus>{trashUiMessages.loading}</LoadingStatus>
    );
  } else if (items.length === 0) {
    body = <p>{trashUiMessages.empty}</p>;
  } else {
    body = (
      <MemberTable
        labelledBy="trash-heading"
        columns={['Name', 'Kind', 'Shared by', 'Deleted by', 'Deleted', 'Removed for good', 'Actions']}
      >
        {items.map((item, index) => (
          <tr key={item.id}>
            <th scope="row" className="member-table__name">
              {item.name}
            </th>
            <td>{trashKindLabels[item.kind]}</td>
            <td>{item.owner}</td>
            <td>{item.deletedBy ?? trashUiMessages.unknownDeleter}</td>
            <td>{formatDateTime(item.deletedAt)}</td>
            <td>{formatDateTime(item.purgeAt)}</td>
            <td>
              <button
                ref={(element) => {
                  if (element) restoreButtons.current.set(item.id, element);
                  else restoreButtons.current.delete(item.id);
                }}
                type="button"
                className="button button--secondary button--small"
                aria-label={`Restore ${item.name}`}
                aria-disabled={restoring !== null}
                onClick={() => void restoreItem(item, index)}
              >
                {restoring === item.id ? 'Restoring…' : 'Restore'}
              </button>
            </td>
          </tr>
        ))}
      </MemberTable>
    );
  }

  return (
    <section className="member-panel" aria-labelledby="trash-heading">
      <h2 id="trash-heading" ref={heading} tabIndex={-1}>
        Trash
      </h2>
      <p>
        Deleted files and links, most recently deleted first. Each can be restored for {trashRetentionDays} days; then
        it is removed for good.
      </p>
      <NoticeRegion notice={notice} />
      {body}
    </section>
  );
}
