import { classesOnPage, classTitle, listText, meetingText, teacherName, type Catalog } from '@coop/contract';

/** A class page's schedule table, written from the catalogue: its header and one row of cells per class. */
export type ScheduleTable = { header: string[]; rows: { key: string; cells: string[] }[] };

/**
 * The classes a page shows: Class, Days and time, Location, then a Prerequisite column where any of them has one
 * (the high school courses), and Teacher. A class of a named group drops the group's name ("Parakeet Nest (Ages
 * 6–9)" on the Spanish Bites page).
 */
export function classScheduleTable(catalog: Catalog, page: string): ScheduleTable {
  const classes = classesOnPage(catalog.classes, page);
  const withPrerequisites = classes.some((item) => item.prerequisites !== null);
  const groupTitles = new Map(catalog.groups.map((group) => [group.key, group.title]));
  const name = (item: (typeof classes)[number]) => {
    const prefix = `${groupTitles.get(item.group) ?? ''}: `;
    return classTitle({
      ...item,
      subject: item.subject.startsWith(prefix) ? item.subject.slice(prefix.length) : item.subject,
    });
  };
  return {
    header: ['Class', 'Days and time', 'Location', ...(withPrerequisites ? ['Prerequisite'] : []), 'Teacher'],
    rows: classes.map((item) => ({
      key: item.key,
      cells: [
        name(item),
        meetingText(item),
        item.location,
        ...(withPrerequisites ? [item.prerequisites ?? 'None'] : []),
        listText((item.teachers ?? []).map(teacherName)),
      ],
    })),
  };
}
