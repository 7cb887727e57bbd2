import { randomUUID } from 'node:crypto';
import { replyToField } from '@coop/contract';
import type { TestApp } from './test-app';

/** A family enrolling one child, as the enrollment page posts it. */
export interface FamilyForm {
  parentEmail: string;
  studentName: string;
  classes: readonly string[];
  allergies?: string;
  parentPhone?: string;
}

/** Posts the enrollment form; answers the placements the collector reports. */
export async function enrollThroughForm(app: TestApp, family: FamilyForm) {
  const response = await fetch(`${app.url}/forms/enrollment`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({
      parent_name: 'Ana Parent',
      [replyToField]: family.parentEmail,
      parent_phone: family.parentPhone ?? '(479) 555-0101',
      student_name: family.studentName,
      student_age: '7',
      student_birthday: '03/14/2019',
      student_allergies: family.allergies ?? 'None',
      ...Object.fromEntries(family.classes.map((key) => [key, 'Yes'])),
      acknowledgment: 'Yes',
    }),
  });
  const body = (await response.json()) as { ok?: boolean; placements?: unknown[] };
  if (response.status !== 200) throw new Error(`enrollment refused: ${JSON.stringify(body)}`);
  return body;
}

export const uniqueName = (word: string) => `${word} ${randomUUID().slice(0, 6)}`;
export const uniqueEmail = (word: string) => `${word}-${randomUUID().slice(0, 8)}@example.org`;

const rosterFields = `placementId status waitlistPosition reason studentName studentAllergies parentName parentEmail parentPhone`;

/** One class's roster as an administrator reads it. */
export async function rosterOf(app: TestApp, admin: string, classKey: string) {
  const answer = await app.graphql(
    `query($classKey: String!) { classRoster(classKey: $classKey) { ${rosterFields} } }`,
    { classKey },
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
