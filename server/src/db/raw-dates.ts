import type { Database } from "./database";

/** How TypeORM keeps a datetime in SQLite: UTC text, "2026-11-22 21:36:09.123". */
const sqliteUtc = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?$/;

/**
 * Turns a timestamp read raw into a Date, the way the driver would when hydrating an entity:
 * SQLite hands back text, PostgreSQL a Date already. SQLite's usual form is read directly, as
 * the driver's general conversion took a tenth of a list request.
 */
export function rawDateReader(db: Database, entity: Function, propertyName: string): (raw: unknown) => Date {
  const column = db.source.getMetadata(entity).findColumnWithPropertyName(propertyName);
  if (!column) throw new Error(`${entity.name} has no column ${propertyName}`);
  return (raw) => {
    if (raw instanceof Date) return raw;
    if (typeof raw === "string" && sqliteUtc.test(raw)) return new Date(`${raw.replace(" ", "T")}Z`);
    return db.source.driver.prepareHydratedValue(raw, column) as Date;
  };
}
