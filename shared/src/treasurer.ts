import { agingBucketLabels, agingBuckets } from './money';

// The treasurer's view: four reports over the ledger's lines, each shown as a table in the office and downloaded
// as a spreadsheet. Their names, columns and addresses live here so the page and the files say the same.

export const treasurerReports = ['balances', 'aging', 'payments', 'instructors'] as const;
export type TreasurerReportName = (typeof treasurerReports)[number];

export interface TreasurerReportText {
  /** The table's caption and the heading of its section. */
  title: string;
  /** Where the spreadsheet is downloaded (administrators). */
  csvPath: string;
  /** The file's name when saved. */
  fileName: string;
  /** The columns, in order, of both the table and the spreadsheet. */
  columns: readonly string[];
}

export const treasurerReportTexts: Record<TreasurerReportName, TreasurerReportText> = {
  balances: {
    title: 'Balances by household',
    csvPath: '/api/treasurer-balances.csv',
    fileName: 'treasurer-balances.csv',
    columns: ['Household', 'Charges', 'Discounts and credits', 'Payments and refunds', 'Balance'],
  },
  aging: {
    title: 'Aging of what is owed',
    csvPath: '/api/treasurer-aging.csv',
    fileName: 'treasurer-aging.csv',
    columns: ['Household', ...agingBuckets.map((bucket) => agingBucketLabels[bucket]), 'Owed'],
  },
  payments: {
    title: 'Payments by method and month',
    csvPath: '/api/treasurer-payments.csv',
    fileName: 'treasurer-payments.csv',
    columns: ['Month', 'Method', 'Received', 'Refunded', 'Net'],
  },
  instructors: {
    title: 'Fees owed to instructors',
    csvPath: '/api/treasurer-instructors.csv',
    fileName: 'treasurer-instructors.csv',
    columns: ['Instructor', 'Term', 'Class', 'Class fees', 'Share', 'Owed'],
  },
};

/** The label of a totals row. */
export const treasurerTotalLabel = 'Total';

/** Who a class's fees are owed to when the office has assigned it no teacher. */
export const noInstructorLabel = 'No instructor assigned';

/** "November 2026" for "2026-11". */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** "50%", or "50% ÷ 2" when a class's two teachers split it evenly. */
export function instructorShareText(percent: number, teachers: number): string {
  return teachers > 1 ? `${percent}% ÷ ${teachers}` : `${percent}%`;
}
