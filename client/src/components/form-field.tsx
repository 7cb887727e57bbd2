import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be labelled and described. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: true | undefined;
};

type FieldProps = {
  label: string;
  /** The check's message, shown under the control and read with it. */
  error?: string;
  hint?: string;
  /**
   * Marked after the label (see RequiredNote) and on the control, so it is known before a submit. The mark is
   * drawn by the stylesheet with an empty alternative text: the control says "required" itself, and its name
   * stays the label's words.
   */
  required?: boolean;
  /** The control's id, when the form moves the keyboard to it by id; one is made otherwise. */
  id?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form control with its hint and error message, both read with the control. */
export function Field({ label, error, hint, required, id: given, children }: FieldProps) {
  const made = useId();
  const id = given ?? made;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className={required ? 'field__label field__label--required' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required: required || undefined,
      })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'email' | 'tel' | 'number' | 'time' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
};

/** A labelled one-line text input: the common case of Field. */
export function TextField({ value, onChange, type, inputMode, autoComplete, ...field }: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          className="field__control"
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Above a form whose fields carry the mark: what it means. */
export function RequiredNote() {
  return <p className="field__hint">Fields marked * are required.</p>;
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
