import { parseCatalog, type Catalog } from '@coop/contract';

type SchoolBreak = Catalog['schoolYear']['breaks'][number];

export const thanksgiving: SchoolBreak = { name: 'Thanksgiving Break', start: '2026-11-23', end: '2026-11-27' };

/**
 * The 2026–27 school year in Chicago with one class, Reading for Grade 1 on Tuesdays and Thursdays from 8:00
 * to 9:00 at Catalyst, as the calendar feed's tests read it; a test gives the label and the breaks it is about.
 */
export function readingCatalog({
  label = 'Reading (Grade 1) · Tue & Thu 8:00–9:00 AM · Catalyst',
  breaks = [thanksgiving],
}: { label?: string; breaks?: SchoolBreak[] } = {}): Catalog {
  return parseCatalog({
    schoolYear: { name: '2026–27', start: '2026-08-18', end: '2027-05-14', breaks },
    timeZone: 'America/Chicago',
    groups: [{ key: 'elementary', title: 'Elementary' }],
    classes: [
      {
        key: 'reading_1st',
        group: 'elementary',
        label,
        subject: 'Reading',
        grades: [1],
        weekdays: ['tue', 'thu'],
        start: '08:00',
        end: '09:00',
        prerequisites: null,
        location: 'Catalyst',
        seats: 12,
      },
    ],
  });
}
