import type { NewsItemType } from '@coop/contract';

/** How an item's type is named on its card and in the dashboard's editor. */
export const newsTypeLabels: Record<NewsItemType, string> = { news: 'News', event: 'Event' };
