import { homeSections } from '../../../config/paths';

/** The home page's Class Schedule section (anchor `calendar`). Placeholder until the calendar lands. */
export function ScheduleSection() {
  return (
    <section id={homeSections.calendar} aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Class Schedule</h2>
    </section>
  );
}
