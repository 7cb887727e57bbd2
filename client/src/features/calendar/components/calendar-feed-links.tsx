import { Suspense } from 'react';
import { catalog } from '../../../config/catalog';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * One link per group of classes. Drawn in the browser, not pre-rendered: the groups are in the catalogue, and
 * carrying the whole catalogue in the home page's first answer for four names cost phones a round trip. The
 * calendar above reads the catalogue anyway, so the document is fetched once (or comes from the worker's copy).
 */
function GroupFeedLinks() {
  return catalog().groups.map((group, i) => (
    <span key={group.key}>
      {i > 0 && ' · '}
      <a href={paths.calendarFeed.getHref(group.key)}>{group.title}</a>
    </span>
  ));
}

/** "Add to my calendar": the server's iCalendar feed, whole or one group at a time. */
export function CalendarFeedLinks() {
  const hydrated = useHydrated();
  return (
    <div className="schedule__feeds">
      <a className="button button--secondary" href={paths.calendarFeed.getHref()}>
        Add to my calendar
      </a>
      {/* Its line is kept while the links are drawn, so nothing below it moves. */}
      <p className="schedule__feed-groups">
        {hydrated && (
          <Suspense fallback={null}>
            Only one group: <GroupFeedLinks />
          </Suspense>
        )}
      </p>
      <p className="schedule__hint">
        The file works with Apple Calendar, Google Calendar and Outlook. To stay up to date when the schedule changes,
        subscribe to the link's address instead (in Google Calendar: Other calendars, From URL).
      </p>
    </div>
  );
}
