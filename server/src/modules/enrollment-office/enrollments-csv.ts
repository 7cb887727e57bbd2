import { placementStatusLabels } from '@coop/contract';
import { csvText } from '../forms';
import type { RosterEntryView } from './enrollment-office.types';

const headings = [
  'Class',
  'Student',
  'Age',
  'Birthday',
  'Allergies',
  'Parent',
  'Email',
  'Phone',
  'Status',
  'Since',
  'Waitlist position',
];

/** The rosters as a spreadsheet: a header row, then one row per placement, every cell formula-safe. */
export function enrollmentsCsv(rows: readonly RosterEntryView[]): string {
  return csvText([
    headings,
    ...rows.map((row) => [
      row.classTitle,
      row.studentName,
      String(row.studentAge),
      row.studentBirthday,
      row.studentAllergies,
      row.parentName,
      row.parentEmail,
      row.parentPhone,
      placementStatusLabels[row.status],
      row.since.toISOString(),
      row.waitlistPosition === null ? '' : String(row.waitlistPosition),
    ]),
  ]);
}
