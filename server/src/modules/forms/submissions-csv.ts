/** What a spreadsheet reads as a formula when a cell starts with it (OWASP's list, tab and CR included). */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell that cannot run as a formula: a leading quote makes spreadsheets show it as text. */
export function protectFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, and quotes inside are doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Rows as a spreadsheet reads them: every text cell formula-safe and quoted when it must be, CRLF line ends. A
 * number is written as it is: it cannot be a formula, and a negative amount must stay a number the sheet can add.
 */
export function csvText(rows: ReadonlyArray<readonly (string | number)[]>): string {
  const cellText = (cell: string | number) =>
    typeof cell === 'number' ? String(cell) : csvField(protectFormula(cell));
  return rows.map((cells) => cells.map(cellText).join(',')).join('\r\n') + '\r\n';
}

export interface CsvSubmission {
  submittedAt: Date;
  fields: ReadonlyArray<{ name: string; value: string }>;
}

/**
 * One header row (submittedAt, then every field seen: the form's own order
 * first, then any others as they appear; each headed as `heading` names it)
 * and one row per submission, CRLF line ends.
 */
export function submissionsCsv(
  rows: readonly CsvSubmission[],
  preferredOrder: readonly string[],
  heading: (name: string) => string = (name) => name,
): string {
  const seen = new Set(rows.flatMap((row) => row.fields.map((field) => field.name)));
  const columns = [
    ...preferredOrder.filter((name) => seen.has(name)),
    ...[...seen].filter((name) => !preferredOrder.includes(name)),
  ];
  return csvText([
    ['submittedAt', ...columns.map(heading)],
    ...rows.map((row) => {
      const values = new Map(row.fields.map((field) => [field.name, field.value]));
      return [row.submittedAt.toISOString(), ...columns.map((name) => values.get(name) ?? '')];
    }),
  ]);
}
