import { pastPlacementStatuses, withdrawConfirmText } from '@coop/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form-field';
import type { Notice } from '../../../components/notice';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useRestorePlacement } from '../api/restore-placement';
import { useSetPlacementStatus } from '../api/set-placement-status';
import { enrollmentOfficeUiMessages as messages, movedText } from '../enrollment-office-ui-messages';
import { placementActionLabels, placementActions, type PlacementAction } from '../placement-actions';
import type { RosterRow } from './roster-table';

/** A move by the table, or the undoing of a decline or withdrawal. */
type Move = PlacementAction | 'restore';

type PendingMove = { row: RosterRow; classTitle: string; action: Move };

const titles: Record<Move, string> = {
  confirmed: 'Confirm this placement?',
  declined: 'Decline this placement?',
  withdrawn: 'Withdraw this placement?',
  restore: 'Restore this placement?',
};

const labels: Record<Move, string> = { ...placementActionLabels, restore: 'Restore' };

/** The placements a restore brings back: a decline or a withdrawal made by mistake. */

function Explanation({ move }: { move: PendingMove }) {
  const student = move.row.studentName;
  switch (move.action) {
    case 'confirmed':
      return (
        <p>
          The deposit for <strong>{student}</strong> in <strong>{move.classTitle}</strong> was received. The family is
          told by e-mail.
        </p>
      );
    case 'declined':
      return (
        <p>
          <strong>{student}</strong> loses the place in <strong>{move.classTitle}</strong> and the seat goes to the next
          family on the waitlist. The family is told by e-mail, with the reason when you give one.
        </p>
      );
    case 'withdrawn':
      return <p>{withdrawConfirmText(student, move.classTitle)}</p>;
    case 'restore':
      return (
        <p>
          <strong>{student}</strong> goes back to the front of the waitlist for <strong>{move.classTitle}</strong>, or
          takes a seat if one is free; a seat given to another family meanwhile stays theirs. The family is told by
          e-mail.
        </p>
      );
  }
}

type PlacementMovesOptions = {
  onNotice: (notice: Notice) => void;
  /** Called once the dialog has closed, to keep the keyboard's place in the roster. */
  settle: () => void;
};

/**
 * An administrator's moves on roster rows: `buttons(row, classTitle)` offers the moves the shared table allows
 * for the row's status; each asks first, and a refusal stays in the dialog (with the reason typed) to try again
 * or cancel. Render `dialog` once, after the roster.
 */
export function usePlacementMoves({ onNotice, settle }: PlacementMovesOptions) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [setStatus, { loading: moving }] = useSetPlacementStatus();
  const [restore, { loading: restoring }] = useRestorePlacement();
  const loading = moving || restoring;

  function ask(move: PendingMove) {
    setPending(move);
    setReason('');
    setFailure(null);
  }

  function cancel() {
    setPending(null);
    settle();
  }

  async function confirm() {
    if (!pending || loading) return;
    const { row, classTitle, action } = pending;
    const given = action === 'declined' ? reason.trim() : '';
    let now: RosterRow['status'];
    try {
      if (action === 'restore') {
        const { data } = await restore({ variables: { placementId: row.placementId } });
        now = data?.restorePlacement.status ?? 'waitlisted';
      } else {
        await setStatus({
          variables: { placementId: row.placementId, status: action, reason: given || undefined },
        });
        now = action;
      }
    } catch (refusal) {
      setFailure(
        apolloErrorMessage(refusal, { refused: messages.actionRefused, unreachable: messages.actionUnreachable }),
      );
      return;
    }
    setPending(null);
    onNotice({ kind: 'success', text: movedText(row.studentName, now, classTitle) });
    settle();
  }

  function buttons(row: RosterRow, classTitle: string) {
    const actions: Move[] = pastPlacementStatuses.includes(row.status)
      ? ['restore']
      : placementActions('admin', row.status);
    if (actions.length === 0) return null;
    return (
      <div className="member-table__actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button button--small ${action === 'confirmed' ? 'button--primary' : 'button--secondary'}`}
            aria-label={`${labels[action]} ${row.studentName} in ${classTitle}`}
            onClick={() => ask({ row, classTitle, action })}
          >
            {labels[action]}
          </button>
        ))}
      </div>
    );
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? titles[pending.action] : ''}
      confirmLabel={pending ? labels[pending.action] : ''}
      busy={loading}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    >
      {pending && <Explanation move={pending} />}
      {pending?.action === 'declined' && (
        <Field label="Reason (optional)">
          {(control) => (
            <textarea
              {...control}
              className="field__control"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      )}
      {failure && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );

  return { buttons, dialog };
}
