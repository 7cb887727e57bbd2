// Households: a family's contact details, its guardians and its students with their details. The limits, the
// checks and the messages live here once; the server refuses with them and My family's forms check with them first.
import { emailPattern } from './email-pattern';

export const householdLimits = {
  name: 200,
  address: 500,
  phone: 40,
  studentName: 200,
  allergies: 1000,
  medicalNotes: 2000,
  contactName: 200,
  relationship: 100,
  emergencyContacts: 5,
  pickupAdults: 10,
  search: 100,
} as const;

/** The grades a student can be in, as the co-op teaches them; a student's grade may also be not known yet. */
export const householdGrades = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type HouseholdGrade = (typeof householdGrades)[number];

/** How long an invitation to become a guardian can be accepted, in days. */
export const householdInvitationLifetimeDays = 14;

export const householdMessages = {
  nameTooLong: `Please keep the household name to ${householdLimits.name} characters or fewer`,
  addressTooLong: `Please keep the address to ${householdLimits.address} characters or fewer`,
  phoneInvalid: 'Please enter the phone number with digits, spaces and + ( ) - . only',
  studentNameRequired: "Please enter the student's full name",
  studentNameTooLong: `Please keep the student's name to ${householdLimits.studentName} characters or fewer`,
  birthdayRequired: "Please enter the student's birthday",
  birthdayInvalid: 'Please enter a real birthday in the past, as YYYY-MM-DD',
  gradeInvalid: `Please choose a grade from 1 to 12, or leave it not set`,
  allergiesTooLong: `Please keep the allergies to ${householdLimits.allergies} characters or fewer`,
  medicalNotesTooLong: `Please keep the medical notes to ${householdLimits.medicalNotes} characters or fewer`,
  emergencyContactRequired: 'Please give at least one emergency contact',
  tooManyEmergencyContacts: `Please give at most ${householdLimits.emergencyContacts} emergency contacts`,
  contactNameRequired: "Please enter the emergency contact's name",
  contactNameTooLong: `Please keep the contact's name to ${householdLimits.contactName} characters or fewer`,
  relationshipRequired: 'Please say how the emergency contact is related to the student',
  relationshipTooLong: `Please keep the relationship to ${householdLimits.relationship} characters or fewer`,
  contactPhoneRequired: "Please enter the emergency contact's phone number",
  tooManyPickupAdults: `Please list at most ${householdLimits.pickupAdults} adults allowed to pick up`,
  pickupAdultTooLong: `Please keep each name to ${householdLimits.contactName} characters or fewer`,
  searchTooLong: `The search can be at most ${householdLimits.search} characters`,
  inviteEmailRequired: 'Please enter the e-mail address of the adult to invite',
  inviteEmailInvalid: 'Please enter a valid e-mail address',
  alreadyGuardian: 'That adult is already a guardian of this household.',
  alreadyInvited: 'An invitation to that address is already waiting.',
  householdNotFound: 'Household not found.',
  studentNotFound: 'Student not found.',
  invitationNotFound: 'Invitation not found.',
  invitationInvalid: 'This invitation link is invalid, has expired or was withdrawn. Please ask for a new one.',
  invitationOtherAddress: (email: string) =>
    `This invitation was sent to ${email}. Please sign in with that address to accept it.`,
  guardianOfAnother:
    'Your account is already a guardian of another household. Please ask the office to merge the two households.',
  mergeSame: 'Please choose two different households to merge.',
  invitationSent: (email: string) => `We sent an invitation to ${email}.`,
  noHousehold: 'No household is linked to your account yet. Enroll a student, or accept an invitation from a guardian.',
  noStudents: 'No students in this household yet.',
} as const;

export interface EmergencyContactInput {
  name: string;
  relationship: string;
  phone: string;
}

/** A failed check: the field it is about (as the API names it) and the message. */
export interface HouseholdFieldError {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: HouseholdFieldError };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (field: string, message: string): Checked<never> => ({ ok: false, error: { field, message } });

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Blank is "not given"; a line break is kept only in the address. */
function optionalText(value: unknown, field: string, max: number, tooLong: string): Checked<string> {
  const text = trimmed(value);
  return text.length > max ? fail(field, tooLong) : ok(text);
}

const phonePattern = /^[0-9+().\-\s]*$/;

export function checkPhone(value: unknown, field: string): Checked<string> {
  const phone = trimmed(value).replace(/\s+/g, ' ');
  if (phone.length > householdLimits.phone || !phonePattern.test(phone))
    return fail(field, householdMessages.phoneInvalid);
  return ok(phone);
}

export const checkHouseholdName = (value: unknown) =>
  optionalText(value, 'name', householdLimits.name, householdMessages.nameTooLong);

export const checkAddress = (value: unknown) =>
  optionalText(value, 'address', householdLimits.address, householdMessages.addressTooLong);

export function checkStudentName(value: unknown): Checked<string> {
  const name = trimmed(value).replace(/\s+/g, ' ');
  if (!name) return fail('fullName', householdMessages.studentNameRequired);
  if (name.length > householdLimits.studentName) return fail('fullName', householdMessages.studentNameTooLong);
  return ok(name);
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a real day from 1900 up to `today` (YYYY-MM-DD too). */
export function checkStudentBirthday(value: unknown, today: string): Checked<string> {
  const text = trimmed(value);
  if (!text) return fail('birthday', householdMessages.birthdayRequired);
  const match = isoDate.exec(text);
  if (!match) return fail('birthday', householdMessages.birthdayInvalid);
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || text > today) return fail('birthday', householdMessages.birthdayInvalid);
  return ok(text);
}

/** The enrollment form's MM/DD/YYYY as a date (YYYY-MM-DD), or null when it names no real day. */
export function birthdayFromForm(value: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number);
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 ? iso : null;
}

/** Empty or null means not known yet. */
export function checkGrade(value: unknown): Checked<HouseholdGrade | null> {
  if (value === null || value === undefined || trimmed(value) === '') return ok(null);
  const grade = trimmed(value);
  return (householdGrades as readonly string[]).includes(grade)
    ? ok(grade as HouseholdGrade)
    : fail('grade', householdMessages.gradeInvalid);
}

export const checkAllergies = (value: unknown) =>
  optionalText(value, 'allergies', householdLimits.allergies, householdMessages.allergiesTooLong);

export const checkMedicalNotes = (value: unknown) =>
  optionalText(value, 'medicalNotes', householdLimits.medicalNotes, householdMessages.medicalNotesTooLong);

/** One or more contacts, each with a name, a relationship and a phone number. */
export function checkEmergencyContacts(value: unknown): Checked<EmergencyContactInput[]> {
  const list = Array.isArray(value) ? value : [];
  if (list.length === 0) return fail('emergencyContacts', householdMessages.emergencyContactRequired);
  if (list.length > householdLimits.emergencyContacts)
    return fail('emergencyContacts', householdMessages.tooManyEmergencyContacts);
  const contacts: EmergencyContactInput[] = [];
  for (const [index, raw] of list.entries()) {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const field = (name: string) => `emergencyContacts.${index}.${name}`;
    const name = trimmed(entry.name);
    if (!name) return fail(field('name'), householdMessages.contactNameRequired);
    if (name.length > householdLimits.contactName) return fail(field('name'), householdMessages.contactNameTooLong);
    const relationship = trimmed(entry.relationship);
    if (!relationship) return fail(field('relationship'), householdMessages.relationshipRequired);
    if (relationship.length > householdLimits.relationship)
      return fail(field('relationship'), householdMessages.relationshipTooLong);
    if (!trimmed(entry.phone)) return fail(field('phone'), householdMessages.contactPhoneRequired);
    const phone = checkPhone(entry.phone, field('phone'));
    if (!phone.ok) return phone;
    contacts.push({ name, relationship, phone: phone.value });
  }
  return ok(contacts);
}

/** Names of the adults allowed to pick the student up; blank lines are dropped. */
export function checkPickupAdults(value: unknown): Checked<string[]> {
  const names = (Array.isArray(value) ? value : []).map(trimmed).filter((name) => name !== '');
  if (names.length > householdLimits.pickupAdults) return fail('pickupAdults', householdMessages.tooManyPickupAdults);
  if (names.some((name) => name.length > householdLimits.contactName))
    return fail('pickupAdults', householdMessages.pickupAdultTooLong);
  return ok(names);
}

export function checkInviteEmail(value: unknown): Checked<string> {
  const email = trimmed(value).toLowerCase();
  if (!email) return fail('email', householdMessages.inviteEmailRequired);
  if (email.length > 320 || !emailPattern.test(email)) return fail('email', householdMessages.inviteEmailInvalid);
  return ok(email);
}

/** The name a household formed from enrollment forms starts with: "Maria Rivera" gives "The Rivera family". */
export function householdNameFor(parentName: string): string {
  const last = parentName.trim().split(/\s+/).at(-1) ?? '';
  return last ? `The ${last} family`.slice(0, householdLimits.name) : '';
}
