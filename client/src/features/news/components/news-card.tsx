import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/responsive-image';
import { scrollElementIntoView } from '../../../lib/scroll-to-element';
import { isExternalLink, LEARN_MORE, READ_MORE, type NewsItem } from '../news-items';
import { NewsMeta } from './news-meta';
import './news.css';

type NewsCardProps = {
  item: NewsItem;
  selected: boolean;
  onSelect: (item: NewsItem) => void;
  /** How wide the image shows in this grid (the `sizes` attribute). */
  imageSizes: string;
  /** Set on one copy only (the full list), so the id stays unique on the page. */
  id?: string;
  /** The first card on the page: its picture is in view as the page opens. */
  eagerImage?: boolean;
};

/**
 * A news card's action opens an external link in a new
 * tab, follows an internal one, or, without a link, highlights the card and
 * scrolls to it. Its stretched action makes the whole card clickable.
 */
export function NewsCard({ item, selected, onSelect, imageSizes, id, eagerImage = false }: NewsCardProps) {
  const select = () => onSelect(item);
  const selectAndScroll = (event: MouseEvent<HTMLButtonElement>) => {
    onSelect(item);
    const card = event.currentTarget.closest('article');
    if (card) scrollElementIntoView(card);
  };

  return (
    <article
      id={id}
      className={selected ? 'news-card is-selected' : 'news-card'}
      aria-current={selected ? 'true' : undefined}
    >
      {item.image && (
        <ResponsiveImage className="news-card__image" id={item.image} sizes={imageSizes} eager={eagerImage} />
      )}
      <div className="news-card__body">
        <NewsMeta item={item} />
        <h3 className="news-card__title">{item.title}</h3>
        <p className="news-card__excerpt">{item.excerpt}</p>
        {item.link && isExternalLink(item.link) && (
          <a className="news-card__action" href={item.link} target="_blank" rel="noopener noreferrer" onClick={select}>
            {LEARN_MORE}
            <span className="visually-hidden"> about {item.title} (opens in a new tab)</span>
          </a>
        )}
        {item.link && !isExternalLink(item.link) && (
          <Link className="news-card__action" to={item.link} onClick={select}>
            {LEARN_MORE}
            <span className="visually-hidden"> about {item.title}</span>
          </Link>
        )}
        {!item.link && (
          <button type="button" className="news-card__action" aria-pressed={selected} onClick={selectAndScroll}>
            {READ_MORE}
            <span className="visually-hidden"> about {item.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}
