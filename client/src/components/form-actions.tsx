import type { ReactNode } from 'react';

type FormActionsProps = {
  /** The submit button's words. */
  submit: string;
  /** While the form is being sent: the button does nothing and says `busyText`. */
  busy: boolean;
  busyText?: string;
  /** Does nothing for a reason of the form's own, such as nothing changed yet. */
  disabled?: boolean;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** Further buttons, after the others. */
  children?: ReactNode;
};

/**
 * A members' form's footer: its submit button, Cancel where the form can be left, and any button of its own.
 * The submit button is marked `aria-disabled` rather than disabled while it cannot be used: a disabled button
 * drops the keyboard focus to the page's body, so whoever pressed Save would lose their place the moment the form
 * is sent, and again when a saved form has nothing left to save. Its click (which a form's Enter key also makes)
 * is cancelled instead, so nothing is sent twice.
 */
export function FormActions({
  submit,
  busy,
  busyText = 'Saving…',
  disabled = false,
  onCancel,
  children,
}: FormActionsProps) {
  const inactive = busy || disabled;
  return (
    <div className="member-form__actions">
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={inactive || undefined}
        onClick={(event) => {
          if (inactive) event.preventDefault();
        }}
      >
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
