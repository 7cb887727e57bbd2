import { useState } from 'react';
import { trashRestoreNote } from '@coop/contract';
import { apolloErrorMessage, type ErrorFallbacks } from '../lib/apollo-error-message';
import { ConfirmDialog } from './confirm-dialog';
import type { Notice } from './notice';

type ConfirmedDeleteOptions<Item> = {
  /** What is deleted, as the dialog names it: "file", "link". */
  noun: string;
  nameOf: (item: Item) => string;
  remove: (item: Item) => Promise<unknown>;
  /** While the deletion runs. */
  busy: boolean;
  deletedText: (item: Item) => string;
  failures: ErrorFallbacks;
  onNotice: (notice: Notice) => void;
  /** Called once the dialog has closed, to keep the keyboard's place in the list. */
  settle: () => void;
};

/**
 * Deleting a shared item from a list: `ask(item)` opens the confirmation (which says the item waits in the trash),
 * and confirming deletes it and reports how that went. Render `dialog` once, after the list.
 */
export function useConfirmedDelete<Item>({
  noun,
  nameOf,
  remove,
  busy,
  deletedText,
  failures,
  onNotice,
  settle,
}: ConfirmedDeleteOptions<Item>) {
  const [toDelete, setToDelete] = useState<Item | null>(null);

  async function confirm() {
    if (!toDelete) return;
    try {
      await remove(toDelete);
      onNotice({ kind: 'success', text: deletedText(toDelete) });
    } catch (failure) {
      onNotice({ kind: 'error', text: apolloErrorMessage(failure, failures) });
    }
    setToDelete(null);
    settle();
  }

  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      title={`Delete this ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setToDelete(null)}
    >
      <p>
        <strong>{toDelete && nameOf(toDelete)}</strong> will be removed for everyone who can see it. {trashRestoreNote}
      </p>
    </ConfirmDialog>
  );

  return { ask: setToDelete, dialog };
}
