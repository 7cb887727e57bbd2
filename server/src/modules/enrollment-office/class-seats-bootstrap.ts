import { allCatalogClasses, type Catalog } from '@coop/contract';
import type { Database } from '../../db/database';
import { ClassSetting } from './class-setting.entity';

/**
 * Gives every class of every term a settings row with the catalog's seats, once: a class added to the catalog gets
 * its row at the next start, and seats an administrator changed stay. Two instances starting together insert
 * the same rows; the key keeps one.
 */
export async function ensureClassSettings(db: Database, catalog: Catalog, now: Date): Promise<void> {
  await db.write((manager) =>
    manager
      .createQueryBuilder()
      .insert()
      .into(ClassSetting)
      .values(allCatalogClasses(catalog).map((item) => ({ classKey: item.key, seats: item.seats, updatedAt: now })))
      .orIgnore()
      .execute(),
  );
}
