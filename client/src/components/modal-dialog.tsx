import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

type ModalDialogProps = {
  open: boolean;
  title: string;
  /** Escape, or a button of the dialog's own. */
  onClose: () => void;
  children: ReactNode;
  /** The dialog's buttons; one may carry `data-autofocus` to get the focus first. */
  actions: ReactNode;
};

/**
 * A modal `<dialog>`: the browser keeps focus and the screen reader inside it while it is open
 * (the rest of the page is inert), and its body describes it, so what it says is read as it opens;
 * the focus goes back where it was when it closes.
 */
export function ModalDialog({ open, title, onClose, children, actions }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = `${titleId}-body`;

  // Before paint, so a closing dialog never shows for a frame without its content.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openerRef.current = opener;
      // Where the focus goes when the opener is gone by then (the row it sat in was deleted).
      fallbackRef.current = opener?.closest<HTMLElement>('[role="tabpanel"], main') ?? null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // The opener may be gone, or disabled by the action it started: then the next place that takes it.
      for (const target of [openerRef.current, fallbackRef.current]) {
        target?.focus();
        if (target && document.activeElement === target) break;
      }
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog"
      aria-labelledby={titleId}
      aria-describedby={open ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 className="modal-dialog__title" id={titleId}>
            {title}
          </h2>
          <div className="modal-dialog__body" id={bodyId}>
            {children}
          </div>
          <div className="modal-dialog__actions">{actions}</div>
        </>
      )}
    </dialog>
  );
}
