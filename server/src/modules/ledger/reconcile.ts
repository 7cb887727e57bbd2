import {
  catalogTerms,
  classTitle,
  expectedCharges,
  wallClock,
  type Catalog,
  type ClassFees,
  type ExpectedCharge,
  type FeePlacement,
} from '@coop/contract';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { Placement } from '../enrollment-office';
import { allClassFees, termFeesFor } from '../fees';
import { HouseholdStudent } from '../households';
import { lockHousehold } from './household-lock';
import { LedgerTransaction } from './ledger-transaction.entity';
import { postLine, reverseLine, systemPoster } from './posting';

const rules = { userId: null, name: systemPoster };

/** The household's placements in the term's classes, as the fee rules read them. */
async function feePlacements(
  manager: EntityManager,
  householdId: string,
  classes: ReadonlyMap<string, string>,
  timeZone: string,
): Promise<FeePlacement[]> {
  const students = await manager.findBy(HouseholdStudent, { householdId });
  if (students.length === 0 || classes.size === 0) return [];
  const names = new Map(students.map((student) => [student.id, student.fullName]));
  const placements = await manager.findBy(Placement, {
    studentId: In([...names.keys()]),
    classKey: In([...classes.keys()]),
  });
  return placements.map((placement) => ({
    placementId: placement.id,
    studentId: placement.studentId!,
    studentName: names.get(placement.studentId!)!,
    classKey: placement.classKey,
    classTitle: classes.get(placement.classKey)!,
    status: placement.status,
    statusOn: wallClock(placement.statusAt, timeZone).day,
  }));
}

/** A charge's lines that still count: posted, not reversals, not reversed. */
function standing(lines: readonly LedgerTransaction[]): LedgerTransaction[] {
  const reversed = new Set(lines.map((line) => line.reversesId).filter((id) => id !== null));
  return lines.filter((line) => line.reversesId === null && !reversed.has(line.id));
}

/**
 * Brings a household's charges in one term in line with the fee rules: for each charge key, what stands posted
 * against what the rules expect now; where they differ, what stands is reversed and the expected amount posted.
 * A class no longer in the term's catalog (cancelled) expects nothing, so its fees are reversed. Takes the
 * household's lock. Returns the lines it posted.
 */
export async function reconcileHouseholdTerm(
  manager: EntityManager,
  catalog: Catalog,
  householdId: string,
  termKey: string,
  at: Date,
  classFees?: ReadonlyMap<string, ClassFees>,
): Promise<LedgerTransaction[]> {
  await lockHousehold(manager, householdId);
  const term = catalogTerms(catalog).find((each) => each.key === termKey);
  const classes = new Map((term?.classes ?? []).map((item) => [item.key, classTitle(item)]));
  const fees = classFees ?? (await allClassFees(manager));
  const termFees = (await termFeesFor(manager, [termKey])).get(termKey)!;
  const expected = expectedCharges(
    termFees,
    new Map([...fees].filter(([classKey]) => classes.has(classKey))),
    await feePlacements(manager, householdId, classes, catalog.timeZone),
  );
  const posted = await manager.findBy(LedgerTransaction, { householdId, termKey, chargeKey: Not(IsNull()) });
  const byKey = new Map<string, LedgerTransaction[]>();
  for (const line of posted) byKey.set(line.chargeKey!, [...(byKey.get(line.chargeKey!) ?? []), line]);
  const wanted = new Map<string, ExpectedCharge>(expected.map((charge) => [charge.key, charge]));
  const today = wallClock(at, catalog.timeZone).day;
  const made: LedgerTransaction[] = [];
  for (const key of new Set([...byKey.keys(), ...wanted.keys()])) {
    const lines = byKey.get(key) ?? [];
    const charge = wanted.get(key);
    const net = lines.reduce((sum, line) => sum + line.amount, 0);
    if (net === (charge?.amount ?? 0)) continue;
    for (const line of standing(lines)) made.push(await reverseLine(manager, line, rules, today, at));
    if (charge)
      made.push(
        await postLine(
          manager,
          {
            householdId,
            kind: charge.kind,
            amount: charge.amount,
            description: charge.description,
            occurredOn: today,
            termKey,
            chargeKey: key,
            classKey: charge.classKey,
            studentId: charge.studentId,
          },
          at,
        ),
      );
  }
  return made;
}
