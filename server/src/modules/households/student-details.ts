import type { EntityManager } from 'typeorm';
import { HouseholdStudent } from './household-student.entity';

/**
 * What the office needs of a child that the household has not given yet (old enrollment forms never asked for
 * them), in the words "Needs your attention" uses; empty when nothing is missing.
 */
export function missingStudentDetails(
  student: Pick<HouseholdStudent, 'birthday' | 'grade' | 'emergencyContacts'>,
): string[] {
  return [
    ...(student.birthday ? [] : ['birthday']),
    ...(student.grade ? [] : ['grade']),
    ...(student.emergencyContacts.length > 0 ? [] : ['an emergency contact']),
  ];
}

/** The households with a child some detail is missing of: the families the office asks to complete them. */
export async function householdsMissingDetails(manager: EntityManager): Promise<Set<string>> {
  const students = await manager.find(HouseholdStudent, {
    select: { householdId: true, birthday: true, grade: true, emergencyContacts: true },
  });
  return new Set(
    students.filter((student) => missingStudentDetails(student).length > 0).map((student) => student.householdId),
  );
}
