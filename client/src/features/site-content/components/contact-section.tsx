import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Field, RequiredNote, useFocusFirstInvalid } from '../../../components/form-field';
import {
  contactValuesOf,
  siteWithContact,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from '../contact-document';
import { useDocumentEditor } from '../use-document-editor';
import { DocumentEditor, type ContentDocumentData } from './document-editor';
import { HistoryLink } from './history-link';

const KEY = 'site.json';

const fields: { field: keyof ContactValues; label: string; type: string }[] = [
  { field: 'email', label: 'E-mail', type: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel' },
  { field: 'street', label: 'Street', type: 'text' },
  { field: 'city', label: 'City', type: 'text' },
  { field: 'state', label: 'State', type: 'text' },
  { field: 'postalCode', label: 'Postal code', type: 'text' },
];

function ContactForm({
  document,
  editor,
}: {
  document: ContentDocumentData;
  editor: ReturnType<typeof useDocumentEditor>;
}) {
  const [values, setValues] = useState<ContactValues>(() => contactValuesOf(document.body));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function change(field: keyof ContactValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validateContact(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    // Built on the document as read, so every other field of site.json is written back as it was.
    await editor.save(siteWithContact(document.body, values), 'Saved the contact details.');
  }

  return (
    <form ref={formRef} className="member-form" noValidate onSubmit={submit} aria-labelledby="contact-form-heading">
      <h4 id="contact-form-heading">How families reach the co-op</h4>
      <RequiredNote />
      {fields.map(({ field, label, type }) => (
        <Field key={field} label={label} error={errors[field]} required>
          {(control) => (
            <input
              {...control}
              className="field__control"
              name={field}
              type={type}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
            />
          )}
        </Field>
      ))}
      <FormActions submit="Save contact details" busy={editor.saving} />
    </form>
  );
}

/** The site's e-mail, phone and postal address (site.json's contact details; its other fields kept). */
export function ContactSection() {
  const editor = useDocumentEditor(KEY);
  return (
    <section aria-labelledby="contact-section-heading">
      <h3 id="contact-section-heading">Contact details</h3>
      <HistoryLink documentKey={KEY} />
      <DocumentEditor editor={editor}>
        {(document) => <ContactForm document={document} editor={editor} />}
      </DocumentEditor>
    </section>
  );
}
