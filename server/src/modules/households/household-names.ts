import { unnamedHousehold } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { HouseholdStudent } from './household-student.entity';
import { Household } from './household.entity';

/** Households as the office names them; one nobody named is called after its first student. */
export async function householdNames(
  manager: EntityManager,
  householdIds: readonly string[],
): Promise<Map<string, string>> {
  if (householdIds.length === 0) return new Map();
  const households = await manager.findBy(Household, { id: In([...householdIds]) });
  const students = await manager.find(HouseholdStudent, {
    where: { householdId: In([...householdIds]) },
    order: { createdAt: 'ASC', fullName: 'ASC' },
  });
  const firstStudent = new Map<string, string>();
  for (const student of students)
    if (!firstStudent.has(student.householdId)) firstStudent.set(student.householdId, student.fullName);
  return new Map(
    households.map((household) => [
      household.id,
      household.name || unnamedHousehold(firstStudent.get(household.id) ?? household.id),
    ]),
  );
}
