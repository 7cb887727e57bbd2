import { useRef, useState } from 'react';
import { homeSections } from '../../../config/paths';
import { ContentFreshnessLine } from '../../../pwa/content-freshness-line';
import { useLazyCalendar } from '../use-lazy-calendar';
import { useNearViewport } from '../use-near-viewport';
import { CalendarFeedLinks } from './calendar-feed-links';
import './schedule.css';

/**
 * The home page's Class Schedule (anchor `calendar`); the calendar itself loads as the section comes near, or as
 * the keyboard reaches it: its placeholder is a Tab stop, so Tab never skips the calendar while it loads, and the
 * calendar's first control takes the focus over once drawn.
 */
export function ScheduleSection() {
  const slotRef = useRef<HTMLDivElement>(null);
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
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
        <div ref={slotRef} className="schedule__calendar">
          {calendar.status === 'ready' ? (
            <calendar.Calendar focusFirstControl={placeholderFocused} />
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
