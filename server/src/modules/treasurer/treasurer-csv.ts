import {
  instructorShareText,
  monthLabel,
  paymentMethodLabels,
  treasurerReportTexts,
  treasurerTotalLabel,
  type TreasurerReportName,
} from '@coop/contract';
import { csvText } from '../forms';
import type { TreasurerReportView } from './treasurer.types';

/**
 * Excel reads a file without a byte-order mark in the machine's legacy code page, which garbles accented names;
 * the mark makes it read UTF-8, and other spreadsheets skip it.
 */
const byteOrderMark = '\uFEFF';

/** Dollars as a number the spreadsheet adds up: 1234.5 for 123450 cents. */
const dollars = (cents: number) => cents / 100;

/** One report as a spreadsheet: its columns, a row per line of the table, and the totals row last. */
export function treasurerCsv(report: TreasurerReportView, name: TreasurerReportName): string {
  const rows: (string | number)[][] = (() => {
    switch (name) {
      case 'balances':
        return [...report.balances, report.balanceTotal].map((row) => [
          row.householdName,
          ...[row.charges, row.discounts, row.payments, row.balance].map(dollars),
        ]);
      case 'aging':
        return [...report.aging, report.agingTotal].map((row) => [
          row.householdName,
          ...[...row.buckets, row.owed].map(dollars),
        ]);
      case 'payments':
        return [...report.payments, report.paymentTotal].map((row) => [
          row.month ? monthLabel(row.month) : treasurerTotalLabel,
          row.method ? paymentMethodLabels[row.method] : '',
          ...[row.received, row.refunded, row.net].map(dollars),
        ]);
      case 'instructors':
        return [
          ...report.instructors.map((row) => [
            row.instructorName,
            row.termName,
            row.classTitle,
            dollars(row.classFees),
            instructorShareText(row.percent, row.teachers),
            dollars(row.owed),
          ]),
          [treasurerTotalLabel, '', '', '', '', dollars(report.instructorTotal)],
        ];
    }
  })();
  return byteOrderMark + csvText([treasurerReportTexts[name].columns, ...rows]);
}
