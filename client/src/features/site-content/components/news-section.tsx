import type { NewsItem } from '@coop/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import { formatLongDate } from '../../../lib/format-date';
import { newsTypeLabels } from '../../../lib/news-type-labels';
import { todayUtc } from '../../../lib/today';
import {
  emptyNewsValues,
  newsDocumentText,
  newsDocumentWith,
  newsValuesOf,
  parseNewsDocument,
  withoutNewsItem,
  type NewsValues,
} from '../news-document';
import { useDocumentEditor } from '../use-document-editor';
import { useItemEditing } from '../use-item-editing';
import { AddButton, ContentItem } from './content-item';
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
  const items = useItemEditing<NewsItem | 'new', NewsItem>(editor, openItem);
  const { listProps, settle } = useFocusAfterAction<HTMLUListElement>(items.addRef);

  return (
    <section aria-labelledby="news-section-heading">
      <h3 id="news-section-heading">News and events</h3>
      <HistoryLink documentKey={KEY} />
      <DocumentEditor editor={editor}>
        {(document) => {
          const list = parseNewsDocument(document.body);
          const editing = items.chosen ?? list.find((item) => item.id === items.requested) ?? null;
          const toDelete = items.toRemove;

          function save(values: NewsValues): Promise<boolean> {
            const { text, item } = newsDocumentWith(list, editing === 'new' ? null : editing, values);
            return items.save(text, `Saved "${item.title}".`, settle);
          }

          return (
            <>
              {editing ? (
                <NewsItemForm
                  heading={editing === 'new' ? 'Add a news item or event' : `Edit "${editing.title}"`}
                  initial={editing === 'new' ? emptyNewsValues(todayUtc()) : newsValuesOf(editing)}
                  onSave={save}
                  {...items.formProps(settle)}
                />
              ) : (
                <AddButton buttonRef={items.addRef} onClick={() => items.choose('new')}>
                  Add a news item or event
                </AddButton>
              )}
              {list.length === 0 ? (
                <p>No news or events yet.</p>
              ) : (
                <ul className="content-items" {...listProps}>
                  {list.map((item) => (
                    <ContentItem
                      key={item.id}
                      title={item.title}
                      locked={editing !== null}
                      onEdit={() => items.choose(item)}
                      onRemove={canDelete ? () => items.askToRemove(item) : undefined}
                    >
                      <p className="content-item__facts">
                        {newsTypeLabels[item.type]} · {formatLongDate(item.date)}
                        {item.featured ? ' · Featured' : ''} · {displayWindow(item)}
                      </p>
                    </ContentItem>
                  ))}
                </ul>
              )}
              <ConfirmDialog
                open={toDelete !== null}
                title="Delete this item?"
                confirmLabel="Delete item"
                busy={editor.saving}
                onConfirm={() =>
                  toDelete &&
                  void items.remove(
                    newsDocumentText(withoutNewsItem(list, toDelete.id)),
                    `Deleted "${toDelete.title}".`,
                    settle,
                  )
                }
                onCancel={() => items.askToRemove(null)}
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
