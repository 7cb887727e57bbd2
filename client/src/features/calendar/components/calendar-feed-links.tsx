import { catalog } from '../../../config/catalog';
import { paths } from '../../../config/paths';

/** "Add to my calendar": the server's iCalendar feed, whole or one group at a time. */
export function CalendarFeedLinks() {
  return (
    <div className="schedule__feeds">
      <a className="button button--secondary" href={paths.calendarFeed.getHref()}>
        Add to my calendar
      </a>
      <p className="schedule__feed-groups">
        Only one group:{' '}
        {catalog().groups.map((group, i) => (
          <span key={group.key}>
            {i > 0 && ' · '}
            <a href={paths.calendarFeed.getHref(group.key)}>{group.title}</a>
          </span>
        ))}
      </p>
      <p className="schedule__hint">
        The file works with Apple Calendar, Google Calendar and Outlook. To stay up to date when the schedule changes,
        subscribe to the link's address instead (in Google Calendar: Other calendars, From URL).
      </p>
    </div>
  );
}
