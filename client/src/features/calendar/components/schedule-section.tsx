import { useRef, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { homeSections, type ClassPageSlug } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { ContentFreshnessLine } from '../../../pwa/content-freshness-line';
import { useCalendarPage } from '../use-calendar-page';
import { useLazyCalendar } from '../use-lazy-calendar';
import { useNearViewport } from '../use-near-viewport';
import { CalendarFeedLinks } from './calendar-feed-links';
import './schedule.css';

/** A class page the calendar can be narrowed to, by the name its page goes by ("Grade 3", "Spanish Bites"). */
export type CalendarChoice = { slug: ClassPageSlug; name: string };

/**
 * "Show classes for": every class, or one class page's. Drawn once the page runs in the browser, as the calendar
 * is (its line is kept meanwhile, so nothing below moves).
 */
function CalendarPageSelect({
  choices,
  page,
  onChange,
}: {
  choices: readonly CalendarChoice[];
  page: ClassPageSlug | null;
  onChange: (page: ClassPageSlug | null) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className="schedule__choice">
      {hydrated && (
        <SelectField
          label="Show classes for"
          value={page ?? ''}
          onChange={(value) => onChange(choices.find((choice) => choice.slug === value)?.slug ?? null)}
        >
          <option value="">All grades</option>
          {choices.map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.name}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}

/**
 * The home page's Class Schedule (anchor `calendar`); the calendar itself loads as the section comes near, or as
 * the keyboard reaches it: its placeholder is a Tab stop, so Tab never skips the calendar while it loads, and the
 * calendar's first control takes the focus over once drawn. `choices`: the class pages it can be narrowed to.
 */
export function ScheduleSection({ choices }: { choices: readonly CalendarChoice[] }) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  const [page, setPage] = useCalendarPage();
  const near = useNearViewport(slotRef);
  const calendar = useLazyCalendar(near || placeholderFocused);
  return (
    <section id={homeSections.calendar} className="home-section schedule" aria-labelledby="schedule-heading">
      <div className="home-section__inner">
        <h2 id="schedule-heading">Class Schedule</h2>
        <p className="schedule__intro">
          Elementary and middle school classes meet on Tuesday and Thursday mornings, between 8:00 AM and 12:30 PM. High
          school classes are cafeteria-style, at various times through the week, so each student takes just the classes
          they need.
        </p>
        <ContentFreshnessLine />
        <CalendarPageSelect choices={choices} page={page} onChange={setPage} />
        <div ref={slotRef} className="schedule__calendar">
          {calendar.status === 'ready' ? (
            <calendar.Calendar focusFirstControl={placeholderFocused} page={page} />
          ) : calendar.status === 'failed' ? (
            <div className="schedule__placeholder" role="alert">
              <p>The calendar could not be loaded. Check your connection and try again.</p>
              <button type="button" className="button button--primary" onClick={calendar.retry}>
                Try again
              </button>
            </div>
          ) : (
            <p
              className="schedule__placeholder"
              role="status"
              tabIndex={0}
              onFocus={() => setPlaceholderFocused(true)}
              onBlur={() => setPlaceholderFocused(false)}
            >
              Loading the class schedule…
            </p>
          )}
        </div>
        <CalendarFeedLinks />
      </div>
    </section>
  );
}
