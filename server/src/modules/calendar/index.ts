// The calendar module's front door: what the rest of the server may use of it.
// The /calendar.ics feeds and the one-off schedule changes read from the content.
export { calendarRoutes } from './calendar.rest';
export { liveScheduleChanges } from './live-schedule-changes';
