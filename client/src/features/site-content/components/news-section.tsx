import { useRef, useState } from 'react';
import type { NewsItem } from '@coop/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import { formatLongDate } from '../../../lib/format-date';
import { newsTypeLabels } from '../../../lib/news-type-labels';
import { todayUtc } from '../../../lib/today';
import {
  emptyNewsValues,
  newNewsItemId,
  newsDocumentText,
  newsItemOf,
  newsValuesOf,
  parseNewsDocument,
  withNewsItem,
  withoutNewsItem,
  type NewsValues,
} from '../news-document';
import { useDocumentEditor } from '../use-document-editor';
import { DocumentEditor } from './document-editor';
import { HistoryLink } from './history-link';
import { NewsItemForm } from './news-item-form';

const KEY = 'news.json';

/** When an item shows, in words. */
function displayWindow(item: NewsItem): string {
  if (item.display_after && item.display_until)
    return `Shown ${formatLongDate(item.display_after)} to ${formatLongDate(item.display_until)}`;
  if (item.display_after) return `Shown from ${formatLongDate(item.display_after)}`;
  if (item.display_until) return `Shown until ${formatLongDate(item.display_until)}`;
  return 'Always shown';
}

type NewsSectionProps = {
  canDelete: boolean;
  /** The id of an item named in the address (`?item=`): its form opens once the list is read. */
  openItem: string | null;
};

/** News and events: the list, an item's form (new or edited), and deleting one for administrators. */
export function NewsSection({ canDelete, openItem }: NewsSectionProps) {
  const editor = useDocumentEditor(KEY);
  const [chosen, setChosen] = useState<NewsItem | 'new' | null>(null);
  const [requested, setRequested] = useState(openItem);
  const [toDelete, setToDelete] = useState<NewsItem | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLUListElement>(addRef);

  return (
    <section aria-labelledby="news-section-heading">
      <h3 id="news-section-heading">News and events</h3>
      <HistoryLink documentKey={KEY} />
      <DocumentEditor editor={editor}>
        {(document) => {
          const items = parseNewsDocument(document.body);
          const editing = chosen ?? items.find((item) => item.id === requested) ?? null;
          const close = () => {
            setChosen(null);
            setRequested(null);
            settle();
          };

          async function save(values: NewsValues): Promise<boolean> {
            const id = editing && editing !== 'new' ? editing.id : newNewsItemId(values.title, items);
            const item = newsItemOf(values, id);
            const saved = await editor.save(newsDocumentText(withNewsItem(items, item)), `Saved "${item.title}".`);
            if (saved) close();
            return saved;
          }

          async function remove() {
            if (!toDelete) return;
            await editor.save(newsDocumentText(withoutNewsItem(items, toDelete.id)), `Deleted "${toDelete.title}".`);
            setToDelete(null);
            settle();
          }

          return (
            <>
              {editing ? (
                <NewsItemForm
                  heading={editing === 'new' ? 'Add a news item or event' : `Edit "${editing.title}"`}
                  initial={editing === 'new' ? emptyNewsValues(todayUtc()) : newsValuesOf(editing)}
                  saving={editor.saving}
                  onSave={save}
                  onCancel={close}
                />
              ) : (
                <button ref={addRef} type="button" className="button button--primary" onClick={() => setChosen('new')}>
                  Add a news item or event
                </button>
              )}
              {items.length === 0 ? (
                <p>No news or events yet.</p>
              ) : (
                <ul className="content-items" {...listProps}>
                  {items.map((item) => (
                    <li key={item.id} className="content-item">
                      <p className="content-item__title">{item.title}</p>
                      <p className="content-item__facts">
                        {newsTypeLabels[item.type]} · {formatLongDate(item.date)}
                        {item.featured ? ' · Featured' : ''} · {displayWindow(item)}
                      </p>
                      <div className="content-item__actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={editing !== null}
                          onClick={() => setChosen(item)}
                        >
                          Edit<span className="visually-hidden"> {item.title}</span>
                        </button>
                        {canDelete && (
                          <button
                            type="button"
                            className="button button--danger"
                            disabled={editing !== null}
                            onClick={() => setToDelete(item)}
                          >
                            Delete<span className="visually-hidden"> {item.title}</span>
                          </button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <ConfirmDialog
                open={toDelete !== null}
                title="Delete this item?"
                confirmLabel="Delete item"
                busy={editor.saving}
                onConfirm={() => void remove()}
                onCancel={() => setToDelete(null)}
              >
                <p>
                  <strong>{toDelete?.title}</strong> will no longer show on the site. Its earlier versions stay in the
                  history of the news file.
                </p>
              </ConfirmDialog>
            </>
          );
        }}
      </DocumentEditor>
    </section>
  );
}
