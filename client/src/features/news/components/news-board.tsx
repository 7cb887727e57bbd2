import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTodayUtc } from '../../../lib/today';
import { inBoardOrder, newsCardId, shownNewsItems, type NewsItem } from '../news-items';
import { NewsCard } from './news-card';
import './news.css';

// The image's share of the viewport in each grid, as the grids' CSS lays them out.
const featuredImageSizes = '(min-width: 72rem) 368px, (min-width: 48rem) 33vw, 100vw';
const allImageSizes = '(min-width: 72rem) 560px, (min-width: 48rem) 50vw, 100vw';

/** A featured item shows twice; the mark belongs to one of its two cards. */
type Grid = 'featured' | 'all';
type Selection = { grid: Grid; id: string } | null;

/** The Featured grid and the All News and Events grid, with one selected card between them. */
export function NewsBoard() {
  const today = useTodayUtc();
  const items = inBoardOrder(shownNewsItems(today), today);
  const featured = items.filter((item) => item.featured);
  const [selected, setSelected] = useState<Selection>(null);
  const { hash } = useLocation();

  // A link to /news-events#news-<id> (the home banner's "Read more") selects the card it
  // scrolls to: the copy in the full list, which alone carries the id.
  useEffect(() => {
    const target = items.find((item) => `#${newsCardId(item)}` === hash);
    if (target) setSelected({ grid: 'all', id: target.id });
    // Only a new hash selects; the list itself changes only with the date.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  const isSelected = (grid: Grid, item: NewsItem) => selected?.grid === grid && selected.id === item.id;
  const selectIn = (grid: Grid) => (item: NewsItem) => setSelected({ grid, id: item.id });

  return (
    <>
      <section className="news-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured</h2>
        {featured.length === 0 ? (
          <p>No featured news or events right now.</p>
        ) : (
          <div className="card-grid card-grid--three">
            {featured.map((item, index) => (
              <NewsCard
                key={item.id}
                item={item}
                eagerImage={index === 0}
                selected={isSelected('featured', item)}
                onSelect={selectIn('featured')}
                imageSizes={featuredImageSizes}
              />
            ))}
          </div>
        )}
      </section>
      <section className="news-section" aria-labelledby="all-news-heading">
        <h2 id="all-news-heading">All News and Events</h2>
        {items.length === 0 ? (
          <p>No news or events right now. Please check back soon.</p>
        ) : (
          <div className="card-grid card-grid--two">
            {items.map((item, index) => (
              <NewsCard
                key={item.id}
                id={newsCardId(item)}
                item={item}
                eagerImage={featured.length === 0 && index === 0}
                selected={isSelected('all', item)}
                onSelect={selectIn('all')}
                imageSizes={allImageSizes}
              />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
