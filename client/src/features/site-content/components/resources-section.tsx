import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import {
  emptyResourceValues,
  parseResourcesDocument,
  resourcesDocumentText,
  resourceValuesOf,
  withoutResourceLink,
  withResource,
  type ResourceEntry,
  type ResourceKind,
  type ResourceValues,
} from '../resources-document';
import { useDocumentEditor } from '../use-document-editor';
import { DocumentEditor } from './document-editor';
import { HistoryLink } from './history-link';
import { ResourceForm } from './resource-form';

const KEY = 'resources.json';

/** The entry being edited: one of either list by its place, or a new link (no place yet). */
type Editing = { kind: ResourceKind; index: number | null };

type ResourcesSectionProps = {
  /** The address of a link named in the address (`?item=`): its form opens once the file is read. */
  openItem: string | null;
};

/**
 * The Resources page's downloads and links: edit a document's name and description, edit, add and remove
 * links. Each save writes the whole of resources.json, built on the text read.
 */
export function ResourcesSection({ openItem }: ResourcesSectionProps) {
  const editor = useDocumentEditor(KEY);
  const [chosen, setChosen] = useState<Editing | null>(null);
  const [requested, setRequested] = useState(openItem);
  const [toRemove, setToRemove] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const documentsFocus = useFocusAfterAction<HTMLUListElement>(addRef);
  const linksFocus = useFocusAfterAction<HTMLUListElement>(addRef);

  return (
    <section aria-labelledby="resources-section-heading">
      <h3 id="resources-section-heading">Resources</h3>
      <HistoryLink documentKey={KEY} />
      <DocumentEditor editor={editor}>
        {(document) => {
          const file = parseResourcesDocument(document.body);
          const requestedIndex = file.links.findIndex((link) => link.url === requested);
          const editing: Editing | null =
            chosen ?? (requestedIndex === -1 ? null : { kind: 'links', index: requestedIndex });
          const editedEntry = editing?.index == null ? undefined : file[editing.kind][editing.index];
          const close = () => {
            setChosen(null);
            setRequested(null);
            (editing?.kind === 'documents' ? documentsFocus : linksFocus).settle();
          };

          async function save(values: ResourceValues): Promise<boolean> {
            if (!editing) return false;
            const text = resourcesDocumentText(withResource(file, editing.kind, editing.index, values));
            const saved = await editor.save(text, `Saved "${values.name.trim()}".`);
            if (saved) close();
            return saved;
          }

          async function remove() {
            if (toRemove === null) return;
            const name = file.links[toRemove]?.name;
            await editor.save(resourcesDocumentText(withoutResourceLink(file, toRemove)), `Removed "${name}".`);
            setToRemove(null);
            linksFocus.settle();
          }

          const entryList = (kind: ResourceKind, entries: ResourceEntry[]) => (
            <ul className="content-items" {...(kind === 'links' ? linksFocus : documentsFocus).listProps}>
              {entries.map((entry, index) => (
                <li key={`${index}:${entry.url}`} className="content-item">
                  <p className="content-item__title">{entry.name}</p>
                  <p className="content-item__facts">{entry.url}</p>
                  <p className="content-item__facts">{entry.description}</p>
                  <div className="content-item__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={editing !== null}
                      onClick={() => setChosen({ kind, index })}
                    >
                      Edit<span className="visually-hidden"> {entry.name}</span>
                    </button>
                    {kind === 'links' && (
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={editing !== null}
                        onClick={() => setToRemove(index)}
                      >
                        Remove<span className="visually-hidden"> {entry.name}</span>
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          );

          return (
            <>
              {editing ? (
                <ResourceForm
                  kind={editing.kind}
                  heading={editedEntry ? `Edit "${editedEntry.name}"` : 'Add a link'}
                  initial={editedEntry ? resourceValuesOf(editedEntry) : emptyResourceValues}
                  saving={editor.saving}
                  onSave={save}
                  onCancel={close}
                />
              ) : (
                <button
                  ref={addRef}
                  type="button"
                  className="button button--primary"
                  onClick={() => setChosen({ kind: 'links', index: null })}
                >
                  Add a link
                </button>
              )}
              <h4>Documents to download</h4>
              {file.documents.length === 0 ? <p>No documents.</p> : entryList('documents', file.documents)}
              <h4>Links to other sites</h4>
              {file.links.length === 0 ? <p>No links yet.</p> : entryList('links', file.links)}
              <ConfirmDialog
                open={toRemove !== null}
                title="Remove this link?"
                confirmLabel="Remove link"
                busy={editor.saving}
                onConfirm={() => void remove()}
                onCancel={() => setToRemove(null)}
              >
                <p>
                  <strong>{toRemove === null ? '' : file.links[toRemove]?.name}</strong> will no longer show on the
                  Resources page. Its earlier versions stay in the history of the resources file.
                </p>
              </ConfirmDialog>
            </>
          );
        }}
      </DocumentEditor>
    </section>
  );
}
