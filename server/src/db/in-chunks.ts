/**
 * Values for one `IN (…)` list, or rows for one multi-row insert, at a time: well under either database's limit on
 * a statement's parameters (SQLite's and PostgreSQL's), however many a caller holds, such as a whole audience's
 * addresses or its mails.
 */
const chunkSize = 500;

/** `values` in lists of at most a few hundred, in order. */
export function inChunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += chunkSize) out.push(values.slice(i, i + chunkSize));
  return out;
}
