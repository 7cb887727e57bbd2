import { isIsoDate, isLinkTarget, type NewsItem, type NewsItemType } from '@coop/contract';
import { contentJsonText } from './content-json';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

/** What the news form holds: every field of an item as typed, the optional ones empty when left out. */
export type NewsValues = {
  type: NewsItemType;
  date: string;
  title: string;
  excerpt: string;
  image: string;
  link: string;
  featured: boolean;
  display_after: string;
  display_until: string;
};
export type NewsErrors = Partial<Record<keyof NewsValues, string>>;

export function parseNewsDocument(body: string): NewsItem[] {
  return JSON.parse(body) as NewsItem[];
}

export function newsDocumentText(items: readonly NewsItem[]): string {
  return contentJsonText(items);
}

export function emptyNewsValues(today: string): NewsValues {
  return {
    type: 'news',
    date: today,
    title: '',
    excerpt: '',
    image: '',
    link: '',
    featured: false,
    display_after: '',
    display_until: '',
  };
}

export function newsValuesOf(item: NewsItem): NewsValues {
  return {
    type: item.type,
    date: item.date,
    title: item.title,
    excerpt: item.excerpt,
    image: item.image ?? '',
    link: item.link ?? '',
    featured: item.featured,
    display_after: item.display_after ?? '',
    display_until: item.display_until ?? '',
  };
}

/** The form's checks, on trimmed values; the server checks the whole document again. */
export function validateNewsValues(values: NewsValues): NewsErrors {
  const errors: NewsErrors = {};
  if (!isIsoDate(values.date.trim())) errors.date = messages.dateInvalid;
  if (!values.title.trim()) errors.title = messages.titleRequired;
  if (!values.excerpt.trim()) errors.excerpt = messages.excerptRequired;
  const link = values.link.trim();
  if (link && !isLinkTarget(link)) errors.link = messages.linkInvalid;
  const after = values.display_after.trim();
  const until = values.display_until.trim();
  if (after && !isIsoDate(after)) errors.display_after = messages.displayAfterInvalid;
  if (until && !isIsoDate(until)) errors.display_until = messages.displayUntilInvalid;
  else if (after && until && isIsoDate(after) && until < after) errors.display_until = messages.displayWindowReversed;
  return errors;
}

/** The item the values describe, its fields in the file's order, the empty optional ones left out. */
export function newsItemOf(values: NewsValues, id: string): NewsItem {
  const optional = (text: string) => text.trim() || undefined;
  const item: NewsItem = {
    id,
    type: values.type,
    date: values.date.trim(),
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    image: optional(values.image),
    link: optional(values.link),
    featured: values.featured,
    display_after: optional(values.display_after),
    display_until: optional(values.display_until),
  };
  // Left out rather than written as null, as the hand-written file does.
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as NewsItem;
}

/** A new item's id: its title in lowercase words joined by "-", made unique among the ids there are. */
export function newNewsItemId(title: string, items: readonly NewsItem[]): string {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'item';
  const taken = new Set(items.map((item) => item.id));
  let id = base;
  for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
  return id;
}

/** The list with `item` in place of the one of its id, or first when it is new (the newest at the top). */
export function withNewsItem(items: readonly NewsItem[], item: NewsItem): NewsItem[] {
  const index = items.findIndex((each) => each.id === item.id);
  if (index === -1) return [item, ...items];
  return items.map((each, at) => (at === index ? item : each));
}

export function withoutNewsItem(items: readonly NewsItem[], id: string): NewsItem[] {
  return items.filter((item) => item.id !== id);
}

/** The news file with the form's values saved over the item edited, or as a new item when `edited` is null. */
export function newsDocumentWith(
  items: readonly NewsItem[],
  edited: NewsItem | null,
  values: NewsValues,
): { text: string; item: NewsItem } {
  const item = newsItemOf(values, edited ? edited.id : newNewsItemId(values.title, items));
  return { text: newsDocumentText(withNewsItem(items, item)), item };
}
