import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/select-field';
import { FormActions } from '../../../components/form-actions';
import { Markdown } from '../../../components/markdown';
import { Field } from '../../../components/form-field';
import { pageGroups } from '../page-keys';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';
import { useDocumentEditor } from '../use-document-editor';
import { DocumentEditor, type ContentDocumentData } from './document-editor';
import { HistoryLink } from './history-link';
import type { DocumentChoiceProps } from '../document-choice';

type PageFormProps = { document: ContentDocumentData; editor: ReturnType<typeof useDocumentEditor> };

/** The markdown beside (on a phone, above) its preview, drawn as the public page draws it. */
function PageForm({ document, editor }: PageFormProps) {
  const [source, setSource] = useState(document.body);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await editor.save(source);
  }

  return (
    <form className="member-form page-editor" noValidate onSubmit={submit} aria-label={`Edit ${document.key}`}>
      <div className="page-editor__panes">
        <Field
          label="Markdown"
          hint="## for a heading, **bold**, *italic*, - for a list item, [words](https://…) for a link."
        >
          {(control) => (
            <textarea
              {...control}
              className="field__control page-editor__source"
              name="body"
              rows={20}
              spellCheck
              value={source}
              onChange={(event) => setSource(event.target.value)}
            />
          )}
        </Field>
        <section className="page-editor__preview" aria-label="Preview">
          <p className="field__label" aria-hidden="true">
            Preview
          </p>
          <div className="rich-text">
            <Markdown source={source} />
          </div>
        </section>
      </div>
      <FormActions submit="Save page" busy={editor.saving} disabled={source === document.body} />
    </form>
  );
}

function PageEditor({ documentKey }: { documentKey: string }) {
  const editor = useDocumentEditor(documentKey);
  return (
    <>
      <HistoryLink documentKey={documentKey} />
      <DocumentEditor editor={editor}>{(document) => <PageForm document={document} editor={editor} />}</DocumentEditor>
    </>
  );
}

/** Class cards, class pages and teacher biographies: pick one, edit its markdown with a live preview. */
export function PagesSection({ editable, chosen, onChoose }: DocumentChoiceProps) {
  const groups = pageGroups(editable);
  const first = groups[0]?.pages[0]?.key;
  const key = chosen && groups.some((group) => group.pages.some((page) => page.key === chosen)) ? chosen : first;
  return (
    <section aria-labelledby="pages-section-heading">
      <h3 id="pages-section-heading">Pages</h3>
      {key ? (
        <>
          <SelectField label="Page" value={key} onChange={onChoose}>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.pages.map((page) => (
                  <option key={page.key} value={page.key}>
                    {page.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          {/* Keyed by page: another page starts from its own text. */}
          <PageEditor key={key} documentKey={key} />
        </>
      ) : (
        <p>{messages.pagesEmpty}</p>
      )}
    </section>
  );
}
