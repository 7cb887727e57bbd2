import type { FieldRule } from '@coop/contract';
import { Field } from './form-field';

type RuleFieldProps = {
  /** A public form's field, as the shared table describes it: label, control, limits, hint. */
  field: FieldRule;
  /** The name it is posted under, when the protocol gives it another (the parent's e-mail is `_replyto`). */
  sendAs?: string;
  error?: string;
  /** For a form that holds its fields in state; without them the browser keeps the value (a plain post). */
  value?: string;
  onChange?: (value: string) => void;
};

/** One field of a public form, drawn from its row in the shared table the server's collector checks too. */
export function RuleField({ field, sendAs = field.name, error, value, onChange }: RuleFieldProps) {
  const controlled = onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : {};
  const required = field.required ? true : undefined;
  return (
    <Field label={field.label} hint={field.hint} error={error}>
      {(control) =>
        field.control === 'textarea' ? (
          <textarea
            {...control}
            className="field__control"
            name={sendAs}
            rows={field.rows}
            maxLength={field.maxLength}
            required={required}
            {...controlled}
          />
        ) : (
          <input
            {...control}
            className="field__control"
            name={sendAs}
            type={field.control}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            // A number input has no length limit of its own; the check counts the digits.
            maxLength={field.control === 'number' ? undefined : field.maxLength}
            required={required}
            {...controlled}
          />
        )
      }
    </Field>
  );
}
