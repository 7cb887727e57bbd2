import { useState } from 'react';
import { newsItemTypes } from '@coop/contract';
import { Field, useFocusFirstInvalid } from '../../../components/form-field';
import { newsTypeLabels } from '../../../lib/news-type-labels';
import { validateNewsValues, type NewsErrors, type NewsValues } from '../news-document';
import { ImageChooser } from './image-chooser';
import { ItemForm } from './item-form';

type NewsItemFormProps = {
  heading: string;
  initial: NewsValues;
  saving: boolean;
  /** True once saved: the form closes. Otherwise it stays, holding what was typed. */
  onSave: (values: NewsValues) => Promise<boolean>;
  onCancel: () => void;
};

type TextField = Exclude<keyof NewsValues, 'type' | 'featured'>;

/** Every field of a news or event item; checked on Save, its messages then following the typing. */
export function NewsItemForm({ heading, initial, saving, onSave, onCancel }: NewsItemFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<NewsErrors>({});
  const [checked, setChecked] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function change<Field extends keyof NewsValues>(field: Field, value: NewsValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validateNewsValues(next));
  }

  const text = (field: TextField) => ({
    className: 'field__control',
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  async function submit() {
    const found = validateNewsValues(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    await onSave(values);
  }

  return (
    <ItemForm
      id="news-item-heading"
      heading={heading}
      formRef={formRef}
      saving={saving}
      saveLabel="Save item"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Field label="Type">
        {(control) => (
          <select
            {...control}
            className="field__control"
            name="type"
            value={values.type}
            onChange={(event) => change('type', event.target.value as NewsValues['type'])}
          >
            {newsItemTypes.map((type) => (
              <option key={type} value={type}>
                {newsTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Date" hint="The day of the event, or of the news." error={errors.date} required>
        {(control) => <input {...control} {...text('date')} type="date" />}
      </Field>
      <Field label="Title" error={errors.title} required>
        {(control) => <input {...control} {...text('title')} type="text" />}
      </Field>
      <Field label="Text" hint="The two or three sentences shown on the card." error={errors.excerpt} required>
        {(control) => <textarea {...control} {...text('excerpt')} rows={4} />}
      </Field>
      <ImageChooser value={values.image} onChange={(id) => change('image', id)} />
      <Field
        label="Link"
        hint="A full address (https://…, opens in a new tab) or a path on this site such as /enrollment. Without one, the card's button highlights it on the News and Events page."
        error={errors.link}
      >
        {(control) => <input {...control} {...text('link')} type="text" inputMode="url" />}
      </Field>
      <div className="field">
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={values.featured}
            onChange={(event) => change('featured', event.target.checked)}
          />
          Featured: shown in the Featured grid and the home page banner
        </label>
      </div>
      <Field label="Show from" hint="The first day it is shown; empty: from now on." error={errors.display_after}>
        {(control) => <input {...control} {...text('display_after')} type="date" />}
      </Field>
      <Field label="Show until" hint="The last day it is shown; empty: with no end." error={errors.display_until}>
        {(control) => <input {...control} {...text('display_until')} type="date" />}
      </Field>
    </ItemForm>
  );
}
