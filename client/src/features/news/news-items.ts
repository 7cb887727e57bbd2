import { isSitePath, type NewsItem, type NewsItemType } from '@coop/contract';
import { contentDocument } from '../../content/content-store';
import { isShownOn } from './news-visibility';

export type { NewsItem, NewsItemType };

export function newsItems(): NewsItem[] {
  return contentDocument<NewsItem[]>('news.json');
}

export { newsTypeLabels } from '../../lib/news-type-labels';

/** How a card (and the home banner) ends, with and without a link. */
export const LEARN_MORE = 'Learn More →';
export const READ_MORE = 'Read more →';

/** The items shown today, in the order of the file. */
export function shownNewsItems(today: string): NewsItem[] {
  return newsItems().filter((item) => isShownOn(item, today));
}

/** An event on `today` or later: still to come, so it leads the list. */
function isUpcomingEvent(item: NewsItem, today: string): boolean {
  return item.type === 'event' && item.date >= today;
}

/**
 * The order of the cards on /news-events: upcoming events first, soonest
 * first; then the news and the events already held, newest first. Items on
 * the same day keep the file's order.
 */
export function inBoardOrder(items: readonly NewsItem[], today: string): NewsItem[] {
  const upcoming = items.filter((item) => isUpcomingEvent(item, today));
  const rest = items.filter((item) => !isUpcomingEvent(item, today));
  // `YYYY-MM-DD` strings sort as text; Array.prototype.sort is stable.
  const byDate = (a: NewsItem, b: NewsItem) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  return [...upcoming.sort(byDate), ...rest.sort((a, b) => byDate(b, a))];
}

/** Anything but a path on this site opens as an external address, so `//host/x` is never taken for a page. */
export function isExternalLink(link: string): boolean {
  return !isSitePath(link);
}

/** The element id of an item's card on /news-events, for links from elsewhere. */
export function newsCardId(item: Pick<NewsItem, 'id'>): string {
  return `news-${item.id}`;
}
