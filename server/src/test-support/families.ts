import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PlacementStatusName } from '@coop/contract';
import { Enrollment, Placement } from '../modules/enrollment-office';
import { Household, HouseholdFormAddress, HouseholdGuardian, HouseholdStudent } from '../modules/households';

/** A child of a seeded family: its places by class and status, its details complete unless told otherwise. */
export interface ChildSeed {
  places: Partial<Record<string, PlacementStatusName>>;
  detailsMissing?: boolean;
}

export interface FamilySeed {
  children: readonly ChildSeed[];
  /** Accounts (made by the test) that look after the household. */
  guardianIds?: readonly string[];
  /** The addresses its enrollment forms came with, lower-cased as the intake keeps them. */
  formAddresses?: readonly string[];
}

/**
 * A household written straight to the database, with its students, their enrollment forms and placements: the
 * shape the enrollment form and My family leave, without the hundreds of requests a large co-op would take.
 */
export async function seedFamily(manager: EntityManager, family: FamilySeed): Promise<{ householdId: string }> {
  const at = new Date();
  const householdId = randomUUID();
  await manager.insert(Household, {
    id: householdId,
    name: `Family ${householdId.slice(0, 6)}`,
    address: '',
    homePhone: '',
    createdAt: at,
    updatedAt: at,
  });
  for (const userId of family.guardianIds ?? [])
    await manager.insert(HouseholdGuardian, { userId, householdId, addedAt: at });
  for (const email of family.formAddresses ?? []) await manager.insert(HouseholdFormAddress, { email, householdId });
  for (const [index, child] of family.children.entries()) {
    const studentId = randomUUID();
    const fullName = `Child ${index} ${householdId.slice(0, 6)}`;
    await manager.insert(HouseholdStudent, {
      id: studentId,
      householdId,
      fullName,
      birthday: child.detailsMissing ? null : '2018-01-01',
      grade: child.detailsMissing ? null : '3',
      allergies: 'None',
      medicalNotes: '',
      emergencyContacts: child.detailsMissing ? [] : [{ name: 'Grandma', relationship: 'grandmother', phone: '1' }],
      pickupAdults: [],
      createdAt: at,
    });
    const enrollmentId = randomUUID();
    await manager.insert(Enrollment, {
      id: enrollmentId,
      parentName: 'Parent',
      parentEmail: family.formAddresses?.[0] ?? `${householdId}@example.test`,
      parentPhone: '1',
      studentName: fullName,
      studentAge: 8,
      studentBirthday: '01/01/2018',
      studentAllergies: 'None',
      createdAt: at,
    });
    for (const [classKey, status] of Object.entries(child.places)) {
      await manager.insert(Placement, {
        id: randomUUID(),
        enrollmentId,
        classKey,
        studentKey: `${householdId}|${index}`,
        studentId,
        status: status!,
        queueOrder: 1,
        reason: null,
        statusAt: at,
        createdAt: at,
      });
    }
  }
  return { householdId };
}
