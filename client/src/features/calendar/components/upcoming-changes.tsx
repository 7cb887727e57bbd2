import { classPageSlugs, upcomingChanges } from '@coop/contract';
import { catalog } from '../../../config/catalog';
import type { ClassPageSlug } from '../../../config/paths';
import { currentScheduleChanges } from '../../../config/schedule-changes';
import { changeText, changedMeetingName } from '../../../lib/schedule-change-text';
import { useTodayUtc } from '../../../lib/today';

/** The class page's list of one-off changes to its classes' meetings still to come. */
export function UpcomingChanges({ slug }: { slug: ClassPageSlug }) {
  const today = useTodayUtc();
  const classes = catalog().classes.filter((item) => classPageSlugs(item).includes(slug));
  const changes = upcomingChanges(
    currentScheduleChanges(),
    classes.map((item) => item.key),
    today,
  );
  if (changes.length === 0) return null;
  return (
    <section className="schedule-changes" aria-labelledby="schedule-changes-heading">
      <h2 id="schedule-changes-heading">Schedule changes</h2>
      <ul>
        {changes.map((change) => {
          const item = classes.find((candidate) => candidate.key === change.class_key)!;
          return (
            <li key={change.id}>
              <strong>{changedMeetingName(item, change)}:</strong> {changeText(item, change)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
