import { formatLongDate } from '../../../lib/format-date';
import { newsTypeLabels, type NewsItem } from '../news-items';
import './news.css';

/** The News or Event badge and the long-form date, shared by the cards and the home banner. */
export function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <p className="news-meta">
      <span className={`badge badge--${item.type}`}>{newsTypeLabels[item.type]}</span>
      <time dateTime={item.date}>{formatLongDate(item.date)}</time>
    </p>
  );
}
