import type { EventMountArg, EventSourceFuncArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useState } from 'react';
import { catalogClasses, catalogSchoolYear } from '../../../config/catalog';
import { initialScheduleDate, localIsoDate, scheduleEventsBetween, scheduleGrid, scheduleGridEnd } from '../class-events';

// Loaded on its own (see useLazyCalendar): everything FullCalendar brings stays out of the home page's first load.

const plugins = [dayGridPlugin, timeGridPlugin];

/** Only the visible range is generated, so a whole year of meetings is never built at once. */
function loadEvents(range: EventSourceFuncArg, success: (events: EventInput[]) => void): void {
  success(scheduleEventsBetween(catalogClasses, catalogSchoolYear, localIsoDate(range.start), localIsoDate(range.end)));
}

/** The tooltip is the event's title (SPEC §9). */
function addTooltip({ el, event }: EventMountArg): void {
  el.title = event.title;
}

// Read from the catalogue once: the grid reaches past 16:30 when a class ends later.
const slotMaxTime = scheduleGridEnd(catalogClasses);
const slotDuration = `00:${String(scheduleGrid.slotMinutes).padStart(2, '0')}:00`;

/** Day view first, 30-minute slots from 08:00 scrolled to 09:00, indigo events, no overlaps. */
export function ClassCalendar() {
  // Read once: the calendar keeps its own date as people page through it.
  const [initialDate] = useState(() => initialScheduleDate(localIsoDate(new Date()), catalogSchoolYear));
  return (
    <FullCalendar
      plugins={plugins}
      initialView="timeGridDay"
      initialDate={initialDate}
      headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }}
      // Words rather than FullCalendar's chevron icons, which are unnamed images to a screen reader; the
      // buttons keep their hints ("Previous Day", "Next Week") as descriptions.
      buttonIcons={false}
      buttonText={{ prev: 'Previous', next: 'Next', today: 'Today', month: 'Month', week: 'Week', day: 'Day' }}
      slotMinTime={`${scheduleGrid.start}:00`}
      slotMaxTime={slotMaxTime}
      scrollTime="09:00:00"
      slotDuration={slotDuration}
      height="auto"
      eventColor="indigo"
      eventTextColor="white"
      slotEventOverlap={false}
      eventOverlap={false}
      dayMaxEventRows={5}
      navLinks
      nowIndicator
      events={loadEvents}
      eventDidMount={addTooltip}
    />
  );
}
