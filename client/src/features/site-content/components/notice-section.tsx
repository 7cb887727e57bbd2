import { useRef, useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Field, RequiredNote, useFocusFirstInvalid } from '../../../components/form-field';
import {
  noticeDocumentText,
  noticeOf,
  noticeValuesOf,
  parseNoticeDocument,
  validateNotice,
  type NoticeErrors,
  type NoticeValues,
} from '../notice-document';
import { useDocumentEditor } from '../use-document-editor';
import type { ContentDocumentData } from './document-editor';
import { DocumentEditor } from './document-editor';
import { HistoryLink } from './history-link';

const KEY = 'notice.json';

function NoticeForm({
  document,
  editor,
}: {
  document: ContentDocumentData;
  editor: ReturnType<typeof useDocumentEditor>;
}) {
  const current = parseNoticeDocument(document.body);
  const [values, setValues] = useState<NoticeValues>(() => noticeValuesOf(current));
  const [errors, setErrors] = useState<NoticeErrors>({});
  const [checked, setChecked] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const headingRef = useRef<HTMLHeadingElement>(null);

  function change(field: keyof NoticeValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validateNotice(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNotice(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    await editor.save(
      noticeDocumentText(noticeOf(values)),
      'Saved the notice. It shows at the top of every page until it ends.',
    );
  }

  async function remove() {
    if (editor.saving) return;
    if (await editor.save(noticeDocumentText(null), 'Removed the notice.')) {
      setValues(noticeValuesOf(null));
      setChecked(false);
      setErrors({});
      // The Remove button goes with the notice; the heading that now says none is shown is where it went.
      headingRef.current?.focus();
    }
  }

  return (
    <form ref={formRef} className="member-form" noValidate onSubmit={submit} aria-labelledby="notice-form-heading">
      <h4 id="notice-form-heading" ref={headingRef} tabIndex={-1}>
        {current ? 'The notice shown now' : 'No notice is shown now'}
      </h4>
      <RequiredNote />
      <Field
        label="Notice text"
        hint="One or two sentences, shown at the top of every page."
        error={errors.text}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className="field__control"
            name="text"
            rows={3}
            value={values.text}
            onChange={(event) => change('text', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Shown until"
        hint="The date and time it stops showing, in your time zone."
        error={errors.expires}
        required
      >
        {(control) => (
          <input
            {...control}
            className="field__control"
            type="datetime-local"
            name="expires"
            value={values.expires}
            onChange={(event) => change('expires', event.target.value)}
          />
        )}
      </Field>
      <FormActions submit="Save notice" busy={editor.saving}>
        {current && (
          <button
            type="button"
            className="button button--danger"
            aria-disabled={editor.saving || undefined}
            onClick={() => void remove()}
          >
            Remove notice
          </button>
        )}
      </FormActions>
    </form>
  );
}

/** The site-wide notice: its text and end, or none. */
export function NoticeSection() {
  const editor = useDocumentEditor(KEY);
  return (
    <section aria-labelledby="notice-section-heading">
      <h3 id="notice-section-heading">Site notice</h3>
      <HistoryLink documentKey={KEY} />
      <DocumentEditor editor={editor}>
        {(document) => <NoticeForm document={document} editor={editor} />}
      </DocumentEditor>
    </section>
  );
}
