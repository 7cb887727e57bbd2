import { catalogTerms, type Catalog } from '@coop/contract';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import type { CatalogSource } from '../catalog';
import { Placement } from '../enrollment-office';
import type { FeesListener } from '../fees';
import { HouseholdStudent } from '../households';
import { LedgerTransaction } from './ledger-transaction.entity';
import { reconcileHouseholdTerm } from './reconcile';

/** Reconciles each household's term once, in household order, so two writers take the locks in one order. */
export async function reconcileAll(
  manager: EntityManager,
  catalog: Catalog,
  pairs: readonly { householdId: string; termKey: string }[],
  at: Date,
): Promise<void> {
  const unique = new Map(pairs.map((pair) => [`${pair.householdId} ${pair.termKey}`, pair]));
  const ordered = [...unique.values()].sort(
    (a, b) => a.householdId.localeCompare(b.householdId) || a.termKey.localeCompare(b.termKey),
  );
  for (const { householdId, termKey } of ordered)
    await reconcileHouseholdTerm(manager, catalog, householdId, termKey, at);
}

/**
 * The fees module's listener: after the office saves a term's policy or its classes' fees, every household with a
 * place in one of the term's classes, or with charges already posted in the term, is reconciled in the same
 * transaction, so no account shows the old fees after the save.
 */
export function chargesFollowFees(catalog: CatalogSource): FeesListener {
  return async (manager, termKey, at) => {
    const current = catalog();
    const classKeys =
      catalogTerms(current)
        .find((term) => term.key === termKey)
        ?.classes.map((item) => item.key) ?? [];
    const placed = classKeys.length
      ? await manager
          .createQueryBuilder(HouseholdStudent, 'student')
          .innerJoin(Placement, 'placement', 'placement.studentId = student.id')
          .where('placement.classKey IN (:...classKeys)', { classKeys })
          .select('DISTINCT student.householdId', 'householdId')
          .getRawMany<{ householdId: string }>()
      : [];
    const charged = await manager
      .createQueryBuilder(LedgerTransaction, 'line')
      .where('line.termKey = :termKey AND line.chargeKey IS NOT NULL', { termKey })
      .select('DISTINCT line.householdId', 'householdId')
      .getRawMany<{ householdId: string }>();
    await reconcileAll(
      manager,
      current,
      [...placed, ...charged].map(({ householdId }) => ({ householdId, termKey })),
      at,
    );
  };
}

/**
 * Told of each new catalog: a class dropped from its term (cancelled) owes nothing any more, so every household
 * whose charges for such a class still stand is reconciled, which reverses them (what was paid stays as a credit).
 * Every instance hears the change; reconciling is idempotent under the household's lock, so the second finds
 * nothing to do.
 */
export function chargesFollowCatalog(db: Database): (catalog: Catalog) => Promise<void> {
  return async (catalog) => {
    const offeredKeys = catalogTerms(catalog).flatMap((term) => term.classes.map((item) => item.key));
    const lines = await db.manager.findBy(LedgerTransaction, {
      chargeKey: Not(IsNull()),
      classKey: offeredKeys.length ? Not(In(offeredKeys)) : Not(IsNull()),
    });
    const net = new Map<string, { householdId: string; termKey: string; amount: number }>();
    for (const line of lines) {
      const key = `${line.householdId} ${line.chargeKey}`;
      const sum = net.get(key) ?? { householdId: line.householdId, termKey: line.termKey!, amount: 0 };
      sum.amount += line.amount;
      net.set(key, sum);
    }
    const standing = [...net.values()].filter((sum) => sum.amount !== 0);
    if (standing.length === 0) return;
    await db.write((manager) => reconcileAll(manager, catalog, standing, new Date()));
  };
}
