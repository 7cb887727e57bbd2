import { randomUUID } from 'node:crypto';
import { classAgeRange, replyToField, submissionIdField, type EnrollmentPlacementReply } from '@coop/contract';
import { loadConfig } from '../config';
import { catalogOnDisk } from './content-on-disk';
import type { RequestContext, User } from '../modules/accounts';
import type { TestApp } from './test-app';

export interface Student {
  parentName?: string;
  parentEmail?: string;
  studentName?: string;
  birthday?: string;
}

/**
 * A birthday that makes the student of age for every class named, on the first day of the seed catalog's school
 * year; the grade 1 to 3 classes' age when the classes are not all in it (a test's own catalog) or share no age.
 */
function birthdayFor(classes: readonly string[]): string {
  const catalog = catalogOnDisk(loadConfig({}).contentDir);
  const chosen = classes.map((key) => catalog.classes.find((item) => item.key === key));
  const ranges = chosen.flatMap((item) => (item ? [classAgeRange(item)] : []));
  const youngest = Math.max(7, ...ranges.map(([from]) => from));
  const fits = ranges.length === chosen.length && ranges.every(([, to]) => youngest <= to);
  // Born on January 1: that age all year from then, the year's first day included.
  return `01/01/${Number(catalog.schoolYear.start.slice(0, 4)) - (fits ? youngest : 7)}`;
}

/** An enrollment form's fields for one student in the classes named, as the page posts them. */
export function enrollmentFields(classes: readonly string[], student: Student = {}): Record<string, string> {
  const fields: Record<string, string> = {
    parent_name: student.parentName ?? 'Ana Parent',
    [replyToField]: student.parentEmail ?? 'ana@example.org',
    parent_phone: '(479) 555-0101',
    student_name: student.studentName ?? `Leo ${randomUUID().slice(0, 8)}`,
    student_age: '7',
    student_birthday: student.birthday ?? birthdayFor(classes),
    student_allergies: 'Peanuts',
    acknowledgment: 'Yes',
    [submissionIdField]: randomUUID(),
  };
  for (const key of classes) fields[key] = 'Yes';
  return fields;
}

/** `POST /forms/enrollment` as a script asking for JSON. */
export async function postEnrollment(
  app: TestApp,
  fields: Record<string, string>,
): Promise<{ status: number; body: { ok: boolean; placements?: EnrollmentPlacementReply[] } }> {
  const response = await fetch(`${app.url}/forms/enrollment`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; placements?: EnrollmentPlacementReply[] },
  };
}

/** A request context for a service call as this account, or as nobody. */
export function contextAs(user: User | null): RequestContext {
  return { user, sessionHash: null, tokenPresented: user !== null, clientAddress: '127.0.0.1' };
}

/** A family enrolling one child through the page, with the details a test looks for. */
export interface FamilyForm {
  parentEmail: string;
  studentName: string;
  classes: readonly string[];
  /** MM/DD/YYYY; one that fits the classes unless given. */
  birthday?: string;
  allergies?: string;
  parentPhone?: string;
}

/** Posts the enrollment form and answers its reply; a refusal fails the test. */
export async function enrollThroughForm(app: TestApp, family: FamilyForm) {
  const fields = enrollmentFields(family.classes, {
    parentEmail: family.parentEmail,
    studentName: family.studentName,
    birthday: family.birthday,
  });
  if (family.allergies !== undefined) fields.student_allergies = family.allergies;
  if (family.parentPhone !== undefined) fields.parent_phone = family.parentPhone;
  const { status, body } = await postEnrollment(app, fields);
  if (status !== 200) throw new Error(`enrollment refused: ${JSON.stringify(body)}`);
  return body;
}

export const uniqueName = (word: string) => `${word} ${randomUUID().slice(0, 6)}`;
export const uniqueEmail = (word: string) => `${word}-${randomUUID().slice(0, 8)}@example.org`;

const rosterFields = 'placementId status waitlistPosition reason studentName studentAllergies parentEmail parentPhone';

/** One class's roster as an administrator reads it, past placements shown unless `includePast` is false. */
export async function rosterOf(app: TestApp, admin: string, classKey: string, includePast = true) {
  const answer = await app.graphql(
    `query($classKey: String!, $includePast: Boolean!) {
      classRoster(classKey: $classKey, includePast: $includePast) { ${rosterFields} }
    }`,
    { classKey, includePast },
    admin,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.classRoster as Array<Record<string, any>>;
}

/** The placement of a student in a class, found on the class's roster. */
export async function placementOf(app: TestApp, admin: string, classKey: string, studentName: string) {
  const entry = (await rosterOf(app, admin, classKey)).find((row) => row.studentName === studentName);
  if (!entry) throw new Error(`${studentName} has no placement in ${classKey}`);
  return entry;
}

export const setSeats = (app: TestApp, admin: string, classKey: string, seats: number) =>
  app.graphql(
    'mutation($classKey: String!, $seats: Int!) { setClassSeats(classKey: $classKey, seats: $seats) { seats } }',
    { classKey, seats },
    admin,
  );

export const setStatus = (app: TestApp, token: string, placementId: string, status: string, reason?: string) =>
  app.graphql(
    'mutation($id: ID!, $status: PlacementStatus!, $reason: String) { setPlacementStatus(placementId: $id, status: $status, reason: $reason) { status reason } }',
    { id: placementId, status, reason },
    token,
  );
