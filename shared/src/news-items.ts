// news.json: the news and events the public pages show and the dashboard edits.

export const newsItemTypes = ['news', 'event'] as const;
export type NewsItemType = (typeof newsItemTypes)[number];

/** One news or event item, its fields in the order the file writes them. */
export interface NewsItem {
  id: string;
  type: NewsItemType;
  /** `YYYY-MM-DD`. */
  date: string;
  title: string;
  excerpt: string;
  /** An image id from images.json. */
  image?: string;
  /** An external address (http/https) or a path on this site. */
  link?: string;
  featured: boolean;
  /** `YYYY-MM-DD`: shown from this day on. */
  display_after?: string;
  /** `YYYY-MM-DD`: shown through this day. */
  display_until?: string;
}
