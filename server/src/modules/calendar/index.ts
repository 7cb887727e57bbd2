export { calendarRoutes } from './calendar.rest';
export { liveScheduleChanges } from './live-schedule-changes';
