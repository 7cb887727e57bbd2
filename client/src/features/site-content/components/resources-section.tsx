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
import { useItemEditing } from '../use-item-editing';
import { AddButton, ContentItem } from './content-item';
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
  const items = useItemEditing<Editing, number>(editor, openItem);
  const documentsFocus = useFocusAfterAction<HTMLUListElement>(items.addRef);
  const linksFocus = useFocusAfterAction<HTMLUListElement>(items.addRef);

  return (
    <section aria-labelledby="resources-section-heading">
      <h3 id="resources-section-heading">Resources</h3>
      <HistoryLink documentKey={KEY} />
      <DocumentEditor editor={editor}>
        {(document) => {
          const file = parseResourcesDocument(document.body);
          const requestedIndex = file.links.findIndex((link) => link.url === items.requested);
          const editing: Editing | null =
            items.chosen ?? (requestedIndex === -1 ? null : { kind: 'links', index: requestedIndex });
          const editedEntry = editing?.index == null ? undefined : file[editing.kind][editing.index];
          const { settle } = editing?.kind === 'documents' ? documentsFocus : linksFocus;
          const toRemove = items.toRemove;

          async function save(values: ResourceValues): Promise<boolean> {
            if (!editing) return false;
            const text = resourcesDocumentText(withResource(file, editing.kind, editing.index, values));
            return items.save(text, `Saved "${values.name.trim()}".`, settle);
          }

          const entryList = (kind: ResourceKind, entries: ResourceEntry[]) => (
            <ul className="content-items" {...(kind === 'links' ? linksFocus : documentsFocus).listProps}>
              {entries.map((entry, index) => (
                <ContentItem
                  key={`${index}:${entry.url}`}
                  title={entry.name}
                  locked={editing !== null}
                  onEdit={() => items.choose({ kind, index })}
                  onRemove={kind === 'links' ? () => items.askToRemove(index) : undefined}
                  removeWord="Remove"
                >
                  <p className="content-item__facts">{entry.url}</p>
                  <p className="content-item__facts">{entry.description}</p>
                </ContentItem>
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
                  onSave={save}
                  {...items.formProps(settle)}
                />
              ) : (
                <AddButton buttonRef={items.addRef} onClick={() => items.choose({ kind: 'links', index: null })}>
                  Add a link
                </AddButton>
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
                onConfirm={() =>
                  toRemove !== null &&
                  void items.remove(
                    resourcesDocumentText(withoutResourceLink(file, toRemove)),
                    `Removed "${file.links[toRemove]?.name}".`,
                    linksFocus.settle,
                  )
                }
                onCancel={() => items.askToRemove(null)}
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
