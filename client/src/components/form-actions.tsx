import type { ReactNode } from 'react';

type FormActionsProps = {
  /** The submit button's words. */
  submit: string;
  /** While the form is being sent: the button is disabled and says `busyText`. */
  busy: boolean;
  busyText?: string;
  /** Disabled for a reason of the form's own, such as nothing changed yet. */
  disabled?: boolean;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** Further buttons, after the others. */
  children?: ReactNode;
};

/** A members' form's footer: its submit button, Cancel where the form can be left, and any button of its own. */
export function FormActions({
  submit,
  busy,
  busyText = 'Saving…',
  disabled = false,
  onCancel,
  children,
}: FormActionsProps) {
  return (
    <div className="member-form__actions">
      <button type="submit" className="button button--primary" disabled={busy || disabled}>
        {busy ? busyText : submit}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
      {children}
    </div>
  );
}
