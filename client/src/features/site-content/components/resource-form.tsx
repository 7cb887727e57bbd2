import type { ChangeEvent } from 'react';
import { Field } from '../../../components/form-field';
import { useCheckedValues } from '../../../components/use-checked-values';
import { validateResourceValues, type ResourceKind, type ResourceValues } from '../resources-document';
import { ItemForm } from './item-form';

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

  const text = (field: keyof ResourceValues) => ({
    className: 'field__control',
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
  });

  async function submit() {
    if (check()) await onSave(values);
  }

  return (
    <ItemForm
      id="resource-form-heading"
      heading={heading}
      formRef={formRef}
      saving={saving}
      saveLabel={kind === 'links' ? 'Save link' : 'Save document'}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </ItemForm>
  );
}
