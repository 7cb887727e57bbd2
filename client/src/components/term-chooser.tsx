import { Field } from './form-field';

type TermChooserProps = {
  terms: readonly { key: string; name: string }[];
  value: string | undefined;
  onChange: (termKey: string) => void;
  /** The tab's own class for the select, beside `field__control`. */
  className: string;
};

/** The office's choice of which term a tab shows (Fees, Agreements, Duties). */
export function TermChooser({ terms, value, onChange, className }: TermChooserProps) {
  return (
    <Field label="Term">
      {(control) => (
        <select
          {...control}
          className={`field__control ${className}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {terms.map((term) => (
            <option key={term.key} value={term.key}>
              {term.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
