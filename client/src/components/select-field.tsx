import type { ReactNode } from 'react';
import { Field } from './form-field';

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The options, grouped or not. */
  children: ReactNode;
};

/** A labelled menu whose choice takes effect at once, with no form to send: a filter, the document shown. */
export function SelectField({ label, value, onChange, children }: SelectFieldProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="field__control"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
