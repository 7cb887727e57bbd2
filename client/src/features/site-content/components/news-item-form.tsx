import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newsItemTypes } from '@coop/contract';
import { Field, RequiredNote, useFocusFirstInvalid } from '../../../components/form-field';
import { newsTypeLabels } from '../../../lib/news-type-labels';
import { validateNewsValues, type NewsErrors, type NewsValues } from '../news-document';
import { ImageChooser } from './image-chooser';

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
  // The button that opened the form is gone or disabled now: the keyboard continues at the form's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewsValues(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    await onSave(values);
  }

  return (
    <form ref={formRef} className="member-form" noValidate onSubmit={submit} aria-labelledby="news-item-heading">
      <h4 id="news-item-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h4>
      <RequiredNote />
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
      <div className="member-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save item'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
