import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { Field, RequiredNote } from '../../../components/form-field';
import { useCheckedValues } from '../../../components/use-checked-values';
import { validateResourceValues, type ResourceKind, type ResourceValues } from '../resources-document';

type ResourceFormProps = {
  kind: ResourceKind;
  heading: string;
  initial: ResourceValues;
  saving: boolean;
  /** True once saved: the form closes. Otherwise it stays, holding what was typed. */
  onSave: (values: ResourceValues) => Promise<boolean>;
  onCancel: () => void;
};

/**
 * A link's name, address and description, or a document's name and description (its address names the file
 * the server makes, so it is shown, not edited); checked on Save, its messages then following the typing.
 */
export function ResourceForm({ kind, heading, initial, saving, onSave, onCancel }: ResourceFormProps) {
  const { formRef, values, errors, change, check } = useCheckedValues(initial, (next) =>
    validateResourceValues(kind, next),
  );
  // The button that opened the form is gone or disabled now: the keyboard continues at the form's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const text = (field: keyof ResourceValues) => ({
    className: 'field__control',
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check()) await onSave(values);
  }

  return (
    <form ref={formRef} className="member-form" noValidate onSubmit={submit} aria-labelledby="resource-form-heading">
      <h4 id="resource-form-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h4>
      <RequiredNote />
      <Field label="Name" error={errors.name} required>
        {(control) => <input {...control} {...text('name')} type="text" />}
      </Field>
      {kind === 'links' ? (
        <Field
          label="Address"
          hint="The full address, starting with https:// or http://; it opens in a new tab."
          error={errors.url}
          required
        >
          {(control) => <input {...control} {...text('url')} type="url" inputMode="url" />}
        </Field>
      ) : (
        <p className="field__hint">
          The file, <code>{values.url}</code>, is made by the server; only its name and description are edited here.
        </p>
      )}
      <Field label="Description" hint="A sentence or two shown under the name." error={errors.description} required>
        {(control) => <textarea {...control} {...text('description')} rows={3} />}
      </Field>
      <div className="member-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : kind === 'links' ? 'Save link' : 'Save document'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
