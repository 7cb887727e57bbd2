import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be labelled and described. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  /** The check's message, shown under the control and read with it. */
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form control with its hint and error message. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * After a refused submit, puts the cursor in the first field marked invalid, once React has
 * marked it: call `focusFirstInvalid()` from the submit handler.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return { formRef, focusFirstInvalid: () => setRequests((count) => count + 1) };
}
