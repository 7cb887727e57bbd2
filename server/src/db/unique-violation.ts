/** What PostgreSQL and better-sqlite3 call a broken unique index or primary key. */
const uniqueViolationCodes = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * Whether a failed write broke a unique constraint, on either engine. Uniqueness is the database's answer,
 * never a lookup before the insert: two instances (or two requests) can both look, find nothing, and insert.
 * TypeORM wraps the driver's error and copies its code; the original is kept as `driverError`.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  return uniqueViolationCodes.has(String(code)) || uniqueViolationCodes.has(String(driverError?.code));
}
