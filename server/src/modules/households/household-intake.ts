import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { birthdayFromForm, householdNameFor } from '@coop/contract';
import { HouseholdFormAddress } from './household-address.entity';
import { HouseholdGuardian } from './household-guardian.entity';
import { HouseholdStudent } from './household-student.entity';
import { Household } from './household.entity';
import { recordHistory } from './household-history';
import { historyText } from './history-text';

/** The student and parent an enrollment form describes, as the form took them. */
export interface FormStudent {
  parentName: string;
  /** Lower-cased. */
  parentEmail: string;
  parentPhone: string;
  studentName: string;
  /** MM/DD/YYYY. */
  studentBirthday: string;
  studentAllergies: string;
}

/** Names compared as the enrollment office's student key compares them: spacing and case do not count. */
export const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The household a form with this address belongs to: the one a guardian whose confirmed address it is looks
 * after, else the one earlier forms with the address formed.
 */
async function householdOfAddress(manager: EntityManager, email: string): Promise<string | undefined> {
  const guarded: { householdId: string } | undefined = await manager
    .createQueryBuilder(HouseholdGuardian, 'guardian')
    .innerJoin('users', 'account', 'account.id = guardian.user_id')
    .select('guardian.householdId', 'householdId')
    .where('LOWER(account.email) = :email AND account.verified_email = account.email', { email })
    .getRawOne();
  if (guarded) return guarded.householdId;
  return (await manager.findOneBy(HouseholdFormAddress, { email }))?.householdId;
}

/** A household for a form with an address no household has yet, with the address recorded as its. */
async function newHousehold(
  manager: EntityManager,
  form: FormStudent,
  email: string,
  at: Date,
): Promise<{ householdId: string; created: boolean }> {
  const id = randomUUID();
  await manager.insert(Household, {
    id,
    name: householdNameFor(form.parentName),
    address: '',
    homePhone: form.parentPhone.trim().slice(0, 40),
    createdAt: at,
    updatedAt: at,
  });
  await manager
    .createQueryBuilder()
    .insert()
    .into(HouseholdFormAddress)
    .values({ email, householdId: id })
    .orIgnore()
    .execute();
  // Two first forms with one address at once (PostgreSQL runs them side by side): the first to record the address
  // keeps its household, and the other form joins it.
  const owner = (await manager.findOneByOrFail(HouseholdFormAddress, { email })).householdId;
  if (owner !== id) await manager.delete(Household, { id });
  return { householdId: owner, created: owner === id };
}

/**
 * Finds or makes the household and the student of an enrollment form, inside the form's write, and answers the
 * student's id: a household by the address (a guardian's confirmed one, or earlier forms'), else a new one; the
 * student by name and birthday within it, else a new one with the form's details.
 */
export async function placeFormStudent(manager: EntityManager, form: FormStudent, at: Date): Promise<string> {
  const email = form.parentEmail.trim().toLowerCase();
  const known = await householdOfAddress(manager, email);
  const { householdId, created } = known
    ? { householdId: known, created: false }
    : await newHousehold(manager, form, email, at);
  const birthday = birthdayFromForm(form.studentBirthday);
  const students = await manager.findBy(HouseholdStudent, { householdId });
  const same = students.find(
    (student) => sameName(student.fullName, form.studentName) && student.birthday === birthday,
  );
  if (same) return same.id;
  const id = randomUUID();
  const fullName = form.studentName.replace(/\s+/g, ' ').trim();
  await manager.insert(HouseholdStudent, {
    id,
    householdId,
    fullName,
    birthday,
    grade: null,
    allergies: form.studentAllergies.trim(),
    medicalNotes: '',
    emergencyContacts: [],
    pickupAdults: [],
    createdAt: at,
  });
  // One line for a new household and its first student: both came from the same form at the same moment.
  const text = created
    ? historyText.fromEnrollmentForm(form.parentName, fullName)
    : historyText.studentFromForm(form.parentName, fullName);
  await recordHistory(manager, householdId, null, text, at);
  return id;
}
