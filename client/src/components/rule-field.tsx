import { postedName, type FieldRule } from '@coop/contract';
import { Field } from './form-field';

type RuleFieldProps = {
  /** A public form's field, as the shared table describes it: label, control, limits, hint. */
  field: FieldRule;
  error?: string;
  /** For a form that holds its fields in state; without them the browser keeps the value (a plain post). */
  value?: string;
  onChange?: (value: string) => void;
};

/** One field of a public form, drawn from its row in the shared table the server's collector checks too. */
export function RuleField({ field, error, value, onChange }: RuleFieldProps) {
  const controlled = onChange
    ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
    : {};
  // A text area takes the same attributes; those it lacks (type, inputMode) are left unset for it.
  const Control = field.control === 'textarea' ? 'textarea' : 'input';
  return (
    <Field label={field.label} hint={field.hint} error={error}>
      {(control) => (
        <Control
          {...control}
          className="field__control"
          name={postedName(field)}
          type={Control === 'input' ? field.control : undefined}
          rows={field.rows}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          // A number input has no length limit of its own; the check counts the digits.
          maxLength={field.control === 'number' ? undefined : field.maxLength}
          required={field.required ? true : undefined}
          {...controlled}
        />
      )}
    </Field>
  );
}
