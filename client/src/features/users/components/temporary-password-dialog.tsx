import { useState } from 'react';
import { temporaryPasswordLifetimeHours } from '@coop/contract';
import { ModalDialog } from '../../../components/modal-dialog';

export type IssuedPassword = { name: string; password: string };

type TemporaryPasswordDialogProps = {
  issued: IssuedPassword | null;
  onClose: () => void;
};

/** Shows a forced reset's temporary password once; closing it forgets the password. */
export function TemporaryPasswordDialog({ issued, onClose }: TemporaryPasswordDialogProps) {
  const [copyStatus, setCopyStatus] = useState('');

  async function copy() {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.password);
      setCopyStatus('Copied to the clipboard.');
    } catch {
      setCopyStatus('Copying is not allowed here: select the password and copy it by hand.');
    }
  }

  function close() {
    setCopyStatus('');
    onClose();
  }

  return (
    <ModalDialog
      open={issued !== null}
      title="Temporary password"
      onClose={close}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            Copy password
          </button>
          <button type="button" className="button button--primary" onClick={close}>
            Done
          </button>
        </>
      }
    >
      {issued && (
        <>
          <p>
            Give this temporary password to <strong>{issued.name}</strong>. It is shown only this once. It works for one
            login and expires after {temporaryPasswordLifetimeHours} hours; at that login they must choose a new
            password.
          </p>
          {/* Focused first, so it is read as the dialog opens and can be selected and copied by hand. */}
          <p className="temporary-password">
            <label htmlFor="temporary-password">Temporary password</label>
            <input
              id="temporary-password"
              className="field__control"
              readOnly
              value={issued.password}
              data-autofocus
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
            />
          </p>
          <p role="status">{copyStatus}</p>
        </>
      )}
    </ModalDialog>
  );
}
