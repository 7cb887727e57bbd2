import type { Database } from './database';

/** How TypeORM keeps a datetime in SQLite: UTC text, "2026-11-22 21:36:09.123". */
const sqliteUtc = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

/**
 * Turns a timestamp read raw into the ISO 8601 text both channels answer with, reading it the way
 * the driver would when hydrating an entity: SQLite hands back text, PostgreSQL a Date already.
 * SQLite's usual form becomes ISO text without a Date in between: converting through the driver
 * and back took a tenth of the time of a list request (`npm run bench -- api`).
 */
export function rawTimestampReader(db: Database, entity: Function, propertyName: string): (raw: unknown) => string {
  const column = db.source.getMetadata(entity).findColumnWithPropertyName(propertyName);
  if (!column) throw new Error(`${entity.name} has no column ${propertyName}`);
  return (raw) => {
    if (typeof raw === 'string' && sqliteUtc.test(raw)) return `${raw.slice(0, 10)}T${raw.slice(11)}Z`;
    const date = raw instanceof Date ? raw : (db.source.driver.prepareHydratedValue(raw, column) as Date);
    return date.toISOString();
  };
}

/** A timestamp column selected for a raw read: the SQL to select it by, and how to make ISO 8601 text of it. */
export interface IsoTimestampColumn {
  select: string;
  read(raw: unknown): string;
}

/**
 * Selects a timestamp (`path`, as `alias.property`) so that it comes out as the ISO 8601 text both channels
 * answer with, doing the work where it is cheapest. PostgreSQL writes the text itself, in UTC: the driver's
 * parsing of its own text into a Date, then that Date written out again, took about a seventh of a list
 * request there (`npm run bench -- api-pg`); both drop what is finer than a millisecond. SQLite's UTC text
 * becomes ISO text faster by slicing here than by its own strftime.
 */
export function isoTimestampColumn(
  db: Database,
  entity: Function,
  propertyName: string,
  path: string,
): IsoTimestampColumn {
  if (db.source.options.type === 'postgres') {
    return { select: `to_char(${path} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, read: String };
  }
  return { select: path, read: rawTimestampReader(db, entity, propertyName) };
}
