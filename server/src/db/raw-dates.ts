import type { Database } from "./database";

/**
 * Turns a timestamp read with getRawMany into a Date, the way the driver would
 * when hydrating an entity: SQLite hands back text, PostgreSQL a Date already.
 */
export function rawDateReader(db: Database, entity: Function, propertyName: string): (raw: unknown) => Date {
  const column = db.source.getMetadata(entity).findColumnWithPropertyName(propertyName);
  if (!column) throw new Error(`${entity.name} has no column ${propertyName}`);
  return (raw) => db.source.driver.prepareHydratedValue(raw, column) as Date;
}
