import { Link } from 'react-router-dom';
import { RotationControls } from '../../../components/rotation-controls';
import { useRotation } from '../../../components/use-rotation';
import { paths } from '../../../config/paths';
import { useTodayUtc } from '../../../lib/today';
import { isExternalLink, LEARN_MORE, newsCardId, READ_MORE, shownNewsItems, type NewsItem } from '../news-items';
import { NewsMeta } from './news-meta';
import './news.css';

/** The banner moves on every 6 seconds unless told otherwise. */
export const BANNER_INTERVAL_MS = 6000;

function BannerAction({ item }: { item: NewsItem }) {
  if (item.link && isExternalLink(item.link)) {
    return (
      <a className="news-banner__action" href={item.link} target="_blank" rel="noopener noreferrer">
        {LEARN_MORE}
        <span className="visually-hidden"> about {item.title} (opens in a new tab)</span>
      </a>
    );
  }
  // Without a link of its own, the item's card on the news page is the place to read more.
  const to = item.link ?? `${paths.newsEvents.getHref()}#${newsCardId(item)}`;
  return (
    <Link className="news-banner__action" to={to}>
      {item.link ? LEARN_MORE : READ_MORE}
      <span className="visually-hidden"> about {item.title}</span>
    </Link>
  );
}

/** The home banner: the featured items shown today, one at a time, wrapping to the first. */
export function NewsBanner({ intervalMs = BANNER_INTERVAL_MS }: { intervalMs?: number }) {
  const featured = shownNewsItems(useTodayUtc()).filter((item) => item.featured);
  const rotation = useRotation(featured.length, intervalMs);
  if (featured.length === 0) return null;

  return (
    <section
      className="news-banner"
      aria-roledescription="carousel"
      aria-labelledby="news-banner-heading"
      {...rotation.pauseHandlers}
    >
      <div className="news-banner__inner">
        <h2 id="news-banner-heading" className="news-banner__heading">
          Featured news and events
        </h2>
        <div className="news-banner__items" aria-live={rotation.rotating ? 'off' : 'polite'}>
          {featured.map((item, index) => (
            <div
              key={item.id}
              className={index === rotation.index ? 'news-banner__item is-active' : 'news-banner__item'}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${featured.length}: ${item.title}`}
            >
              <NewsMeta item={item} />
              <h3 className="news-banner__title">{item.title}</h3>
              <p className="news-banner__excerpt">{item.excerpt}</p>
              <BannerAction item={item} />
            </div>
          ))}
        </div>
        <RotationControls
          rotation={rotation}
          count={featured.length}
          itemName="story"
          rotationName="featured news"
          describeItem={(index) => featured[index]?.title ?? ''}
          withArrows={false}
        />
      </div>
    </section>
  );
}
