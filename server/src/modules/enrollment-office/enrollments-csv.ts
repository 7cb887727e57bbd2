import { clockText, listText, placementStatusLabels, weekdayNames, type Catalog } from '@coop/contract';
import { csvText } from '../forms';
import type { EmergencyContact } from '../households';
import type { ClassEnrollmentView, RosterEntryView } from './enrollment-office.types';

const headings = [
  'Class',
  'Days',
  'Time',
  'Place',
  'Teachers',
  'Student',
  'Age',
  'Birthday',
  'Allergies',
  'Medical notes',
  'Emergency contacts',
  'Allowed to pick up',
  'Parent',
  'Email',
  'Phone',
  'Status',
  'Since',
  'Waitlist position',
];

/** What the spreadsheet is made of: the placements, and the catalog and office details of their classes. */
export interface RosterExport {
  rows: readonly RosterEntryView[];
  catalog: Catalog;
  /** The classes' assigned teachers, as the office keeps them. */
  classes: readonly ClassEnrollmentView[];
}

/**
 * Excel reads a file without a byte-order mark in the machine's legacy code page, which turns "Lucía" into
 * "LucÃ­a"; the mark makes it read UTF-8, and other spreadsheets skip it.
 */
const byteOrderMark = '\uFEFF';

/** "11/25/2026 2:05 PM" on the co-op's clock: what a spreadsheet in the co-op's locale reads as a date and time. */
function localDateTimes(timeZone: string): (at: Date) => string {
  // Made once per export: a formatter is costly to build, and a roster has a row per placement.
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
  };
}

/** "Rosa Rivera (Grandmother), (479) 555-0142": one contact in one cell's list. */
const emergencyContactText = ({ name, relationship, phone }: EmergencyContact) => `${name} (${relationship}), ${phone}`;

/** The rosters as a spreadsheet: a header row, then one row per placement, every cell formula-safe. */
export function enrollmentsCsv({ rows, catalog, classes }: RosterExport): string {
  const catalogClasses = new Map(catalog.classes.map((item) => [item.key, item]));
  const localDateTime = localDateTimes(catalog.timeZone);
  const teachers = new Map(classes.map((item) => [item.classKey, item.teachers.map((teacher) => teacher.name)]));
  return (
    byteOrderMark +
    csvText([
      headings,
      ...rows.map((row) => {
        const item = catalogClasses.get(row.classKey);
        return [
          row.classTitle,
          item ? listText(item.weekdays.map((day) => weekdayNames[day])) : '',
          item ? `${clockText(item.start)} – ${clockText(item.end)}` : '',
          item?.location ?? '',
          (teachers.get(row.classKey) ?? []).join(', '),
          row.studentName,
          String(row.studentAge),
          row.studentBirthday,
          row.studentAllergies,
          row.studentMedicalNotes,
          row.emergencyContacts.map(emergencyContactText).join('; '),
          row.pickupAdults.join(', '),
          row.parentName,
          row.parentEmail,
          row.parentPhone,
          placementStatusLabels[row.status],
          localDateTime(row.since),
          row.waitlistPosition === null ? '' : String(row.waitlistPosition),
        ];
      }),
    ])
  );
}
