import type { DatesSetArg, EventContentArg, EventMountArg, EventSourceFuncArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { CatalogClass, ScheduleChange } from '@coop/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { catalog } from '../../../config/catalog';
import type { ClassPageSlug } from '../../../config/paths';
import { fetchScheduleChanges } from '../../../config/schedule-changes';
import { markTodayShown, useCalendarKeyboard } from '../calendar-keyboard';
import {
  classesShown,
  gridEventOrder,
  initialScheduleDate,
  localIsoDate,
  mostChangesInADay,
  scheduleEventsBetween,
  scheduleGrid,
  scheduleGridEnd,
} from '../class-events';

// Loaded on its own (see useLazyCalendar): everything FullCalendar brings stays out of the home page's first load.

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin];

/** The one-off changes, asked for once per calendar shown; nothing until they are there. */
function useScheduleChanges(): readonly ScheduleChange[] | undefined {
  const [changes, setChanges] = useState<readonly ScheduleChange[]>();
  useEffect(() => {
    let live = true;
    void fetchScheduleChanges().then((list) => live && setChanges(list));
    return () => {
      live = false;
    };
  }, []);
  return changes;
}

/** Only the visible range is generated, so a whole year of meetings is never built at once. */
function eventLoader(classes: readonly CatalogClass[], changes: readonly ScheduleChange[]) {
  return (range: EventSourceFuncArg, success: (events: EventInput[]) => void): void => {
    const { schoolYear } = catalog();
    success(scheduleEventsBetween(classes, schoolYear, localIsoDate(range.start), localIsoDate(range.end), changes));
  };
}

/** A day header's or day number's name for screen readers and its tooltip: "Tuesday, September 15, 2026". */
const fullDate = (_text: string, date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

let eventIds = 0;

/**
 * The tooltip is the event's title. In the grids an event is also a stop for the keyboard, named by its
 * whole title, day, time and place (the drawn box may show only a few letters), and carries its start so that the
 * accessibility tree can read a day's events in time order. A list view's rows read as table rows already.
 */
function describeEvent({ el, event, view }: EventMountArg): void {
  el.title = event.title;
  if (view.type.startsWith('list')) return;
  el.id ||= `class-event-${++eventIds}`;
  el.dataset.start = event.startStr;
  el.tabIndex = 0;
  el.setAttribute('role', 'article');
  el.setAttribute('aria-label', String(event.extendedProps.description ?? event.title));
}

/** A list row names the class's place after its title; the grids keep FullCalendar's own content (`true`). */
function eventContent({ event, view }: EventContentArg) {
  const location = event.extendedProps.location as string | undefined;
  if (!view.type.startsWith('list') || !location) return true;
  return `${event.title} · ${location}`;
}

const slotDuration = `00:${String(scheduleGrid.slotMinutes).padStart(2, '0')}:00`;

/**
 * Seven day columns cannot hold a class's name on a phone: there Month and Week are lists of the range, while
 * wider screens draw the grids and offer the list as a view of its own. The width matches the toolbar's last wrap.
 */
const wideQuery = '(min-width: 44.25rem)';
const views = { wide: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek', narrow: 'listMonth,listWeek,timeGridDay' };
/** Where a view goes when the screen crosses that width, so people keep the range they were reading. */
const viewOnNarrow: Record<string, string> = { dayGridMonth: 'listMonth', timeGridWeek: 'listWeek' };
const viewOnWide: Record<string, string> = { listMonth: 'dayGridMonth' };

function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(wideQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(wideQuery);
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * Day view first, 30-minute slots from 08:00 scrolled to 09:00, indigo events, no overlaps. `focusFirstControl`:
 * the loading placeholder had the keyboard's focus, so the first toolbar button takes it over. `page`: the class
 * page whose classes are shown, or every class.
 */
export function ClassCalendar({
  focusFirstControl = false,
  page = null,
}: {
  focusFirstControl?: boolean;
  page?: ClassPageSlug | null;
}) {
  // Read once: the calendar keeps its own date as people page through it.
  const [initialDate] = useState(() => initialScheduleDate(localIsoDate(new Date()), catalog().schoolYear));
  const [title, setTitle] = useState('');
  const changes = useScheduleChanges();
  const classes = useMemo(() => classesShown(catalog().classes, page), [page]);
  // A new source when the classes change: FullCalendar fetches the range shown again, keeping view and date.
  const loadEvents = useMemo(() => changes && eventLoader(classes, changes), [classes, changes]);
  const changesInADay = useMemo(() => (changes ? mostChangesInADay(classes, changes) : 0), [classes, changes]);
  const rootRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<FullCalendar>(null);
  const wide = useWide();
  useCalendarKeyboard(rootRef, focusFirstControl);
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    const next = api && (wide ? viewOnWide : viewOnNarrow)[api.view.type];
    if (next) api.changeView(next);
  }, [wide]);
  return (
    <div ref={rootRef}>
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView="timeGridDay"
        initialDate={initialDate}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: wide ? views.wide : views.narrow }}
        // Words rather than FullCalendar's chevron icons, which are unnamed images to a screen reader; the
        // buttons keep their hints ("Previous Day", "Next Week") as descriptions.
        buttonIcons={false}
        buttonText={{
          prev: 'Previous',
          next: 'Next',
          today: 'Today',
          month: 'Month',
          week: 'Week',
          day: 'Day',
          listWeek: wide ? 'List' : 'Week',
        }}
        slotMinTime={`${scheduleGrid.start}:00`}
        slotMaxTime={scheduleGridEnd(catalog().classes)}
        scrollTime="09:00:00"
        slotDuration={slotDuration}
        height="auto"
        eventColor="indigo"
        eventTextColor="white"
        slotEventOverlap={false}
        eventOverlap={false}
        dayMaxEventRows={5}
        // Side by side, a busy week column would cut every title to a few letters; two at a time stay
        // readable, and "+N more" (a keyboard-reachable dialog) and the List view give the rest in full. Changed
        // meetings are placed first and the grids keep room for the most of them on any day, so a cancellation
        // is never behind "+N more" (a month day keeps one more row for the link). The lists stay in time order.
        views={{
          timeGridWeek: { eventMaxStack: Math.max(2, changesInADay), eventOrder: gridEventOrder },
          dayGridMonth: { dayMaxEventRows: Math.max(5, changesInADay + 1), eventOrder: gridEventOrder },
        }}
        navLinks
        // Day headers and day numbers are named by the whole date ("Tuesday, September 15, 2026", not "Tue 9/15").
        navLinkHint={fullDate}
        nowIndicator
        events={loadEvents ?? []}
        eventContent={eventContent}
        eventDidMount={describeEvent}
        datesSet={({ view }: DatesSetArg) => {
          setTitle(view.title);
          const now = new Date();
          markTodayShown(rootRef.current, now >= view.currentStart && now < view.currentEnd);
        }}
      />
      {/* The heading FullCalendar redraws is not announced; this says the new range after each move. */}
      <p className="visually-hidden" role="status">
        {title}
      </p>
    </div>
  );
}
