import {
  checkAddress,
  checkAllergies,
  checkEmergencyContacts,
  checkGrade,
  checkHouseholdName,
  checkInviteEmail,
  checkMedicalNotes,
  checkPhone,
  checkPickupAdults,
  checkStudentBirthday,
  checkStudentName,
  householdLimits,
  householdMessages,
  type Checked,
  type HouseholdGrade,
} from '@coop/contract';
import { AppError } from '../../errors';
import type { EmergencyContact } from './household-student.entity';

// Reading what a caller sends about a household, with the shared checks My family's forms run first. Both
// channels hand the raw values here, so a REST body and a GraphQL input are refused with the same words.

type Raw = Record<string, unknown>;

function valueOf<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new AppError('BAD_USER_INPUT', checked.error.message, checked.error.field);
  return checked.value;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that names nothing is answered as the thing it does not name. */
function id(value: unknown, field: string, notFound: string): string {
  if (typeof value !== 'string' || !uuid.test(value)) throw new AppError('NOT_FOUND', notFound, field);
  return value.toLowerCase();
}

export const householdId = (value: unknown, field = 'householdId') =>
  id(value, field, householdMessages.householdNotFound);
export const studentId = (value: unknown) => id(value, 'studentId', householdMessages.studentNotFound);
export const invitationId = (value: unknown) => id(value, 'invitationId', householdMessages.invitationNotFound);

/** A field is changed only when sent. */
const given = (raw: Raw, name: string) => raw[name] !== undefined;

export interface HouseholdChanges {
  name?: string;
  address?: string;
  homePhone?: string;
}

export function parseHouseholdChanges(raw: Raw): { householdId: string; changes: HouseholdChanges } {
  const changes: HouseholdChanges = {};
  if (given(raw, 'name')) changes.name = valueOf(checkHouseholdName(raw.name));
  if (given(raw, 'address')) changes.address = valueOf(checkAddress(raw.address));
  if (given(raw, 'homePhone')) changes.homePhone = valueOf(checkPhone(raw.homePhone, 'homePhone'));
  return { householdId: householdId(raw.householdId), changes };
}

export interface StudentDetails {
  fullName: string;
  birthday: string | null;
  grade: HouseholdGrade | null;
  allergies: string;
  medicalNotes: string;
  emergencyContacts: EmergencyContact[];
  pickupAdults: string[];
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** A new student: name, birthday and one emergency contact at least. */
export function parseNewStudent(raw: Raw, now: Date): { householdId: string; details: StudentDetails } {
  return {
    householdId: householdId(raw.householdId),
    details: {
      fullName: valueOf(checkStudentName(raw.fullName)),
      birthday: valueOf(checkStudentBirthday(raw.birthday, today(now))),
      grade: valueOf(checkGrade(raw.grade)),
      allergies: valueOf(checkAllergies(raw.allergies)),
      medicalNotes: valueOf(checkMedicalNotes(raw.medicalNotes)),
      emergencyContacts: valueOf(checkEmergencyContacts(raw.emergencyContacts)),
      pickupAdults: valueOf(checkPickupAdults(raw.pickupAdults)),
    },
  };
}

export function parseStudentChanges(raw: Raw, now: Date): { studentId: string; changes: Partial<StudentDetails> } {
  const changes: Partial<StudentDetails> = {};
  if (given(raw, 'fullName')) changes.fullName = valueOf(checkStudentName(raw.fullName));
  if (given(raw, 'birthday')) changes.birthday = valueOf(checkStudentBirthday(raw.birthday, today(now)));
  if (given(raw, 'grade')) changes.grade = valueOf(checkGrade(raw.grade));
  if (given(raw, 'allergies')) changes.allergies = valueOf(checkAllergies(raw.allergies));
  if (given(raw, 'medicalNotes')) changes.medicalNotes = valueOf(checkMedicalNotes(raw.medicalNotes));
  if (given(raw, 'emergencyContacts'))
    changes.emergencyContacts = valueOf(checkEmergencyContacts(raw.emergencyContacts));
  if (given(raw, 'pickupAdults')) changes.pickupAdults = valueOf(checkPickupAdults(raw.pickupAdults));
  return { studentId: studentId(raw.studentId), changes };
}

export const parseInviteEmail = (value: unknown) => valueOf(checkInviteEmail(value));

export function parseSearch(value: unknown): string {
  const search = typeof value === 'string' ? value.trim() : '';
  if (search.length > householdLimits.search)
    throw new AppError('BAD_USER_INPUT', householdMessages.searchTooLong, 'search');
  return search;
}

export function parseInvitationToken(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200)
    throw new AppError('BAD_USER_INPUT', householdMessages.invitationInvalid, 'token');
  return value;
}
