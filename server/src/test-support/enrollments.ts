import { randomUUID } from 'node:crypto';
import { replyToField, submissionIdField, type EnrollmentPlacementReply } from '@coop/contract';
import type { RequestContext } from '../modules/users/request-context';
import type { User } from '../modules/users/user.entity';
import type { TestApp } from './test-app';

export interface Student {
  parentName?: string;
  parentEmail?: string;
  studentName?: string;
  birthday?: string;
}

/** An enrollment form's fields for one student in the classes named, as the page posts them. */
export function enrollmentFields(classes: readonly string[], student: Student = {}): Record<string, string> {
  const fields: Record<string, string> = {
    parent_name: student.parentName ?? 'Ana Parent',
    [replyToField]: student.parentEmail ?? 'ana@example.org',
    parent_phone: '(479) 555-0101',
    student_name: student.studentName ?? `Leo ${randomUUID().slice(0, 8)}`,
    student_age: '9',
    student_birthday: student.birthday ?? '03/14/2017',
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
