import { useState } from 'react';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { ModalDialog } from '../../../components/modal-dialog';
import type { Notice } from '../../../components/notice';
import type { ClassEnrollmentFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useApprovedTeachers } from '../api/approved-teachers';
import { useSetClassTeachers } from '../api/set-class-teachers';
import { enrollmentOfficeUiMessages as messages, teachersSavedText } from '../enrollment-office-ui-messages';

type TeachersDialogProps = {
  /** The class whose teachers are chosen; null while the dialog is closed. */
  entry: ClassEnrollmentFieldsFragment | null;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
};

/** Ticks the approved teacher accounts that teach a class; a refusal stays in the dialog with the ticks kept. */
export function TeachersDialog({ entry, onClose, onNotice }: TeachersDialogProps) {
  const teachers = useApprovedTeachers(entry === null);
  const [save, { loading }] = useSetClassTeachers();
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // Opening the dialog for a class starts from its current teachers.
  const key = entry?.classKey ?? null;
  if (key !== shownKey) {
    setShownKey(key);
    setChosen(entry?.teachers.map((teacher) => teacher.id) ?? []);
    setFailure(null);
  }

  const accounts = teachers.data?.userConnection.edges.map((edge) => edge.node);

  async function submit() {
    if (!entry || loading) return;
    try {
      await save({ variables: { classKey: entry.classKey, teacherIds: chosen } });
    } catch (refusal) {
      setFailure(
        apolloErrorMessage(refusal, { refused: messages.actionRefused, unreachable: messages.actionUnreachable }),
      );
      return;
    }
    const names = (accounts ?? []).filter((account) => chosen.includes(account.id)).map((account) => account.name);
    onNotice({ kind: 'success', text: teachersSavedText(entry.title, names) });
    onClose();
  }

  function toggle(id: string, on: boolean) {
    setChosen((ids) => (on ? [...ids, id] : ids.filter((each) => each !== id)));
  }

  let body;
  if (!accounts) {
    body = (
      <LoadingOrFailed
        query={teachers}
        loadingText={'Loading the teacher accounts…'}
        failedText={messages.teachersLoadFailed}
      />
    );
  } else if (accounts.length === 0) {
    body = <p>{messages.noTeachers}</p>;
  } else {
    body = (
      <fieldset className="teacher-choices">
        <legend>Teachers of {entry?.title}</legend>
        {accounts.map((account) => (
          <label key={account.id} className="teacher-choices__choice">
            <input
              type="checkbox"
              checked={chosen.includes(account.id)}
              onChange={(event) => toggle(account.id, event.target.checked)}
            />{' '}
            {account.name} <span className="member-table__detail">{account.email}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <ModalDialog
      open={entry !== null}
      title={entry ? `Teachers of ${entry.title}` : ''}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={loading}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void submit()}
            disabled={loading || !accounts}
          >
            {loading ? 'Saving…' : 'Save teachers'}
          </button>
        </>
      }
    >
      {body}
      {failure && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
    </ModalDialog>
  );
}
