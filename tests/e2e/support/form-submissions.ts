import { catalogFileName, parseCatalog, type Catalog } from '@coop/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './members';
import { contentText } from './site-content';

// What the admin API says was stored, and the class catalogue the pages are built from.

export const catalog: Catalog = parseCatalog(JSON.parse(contentText(catalogFileName)));

export type StoredSubmission = { id: string; form: string; submittedAt: string; fields: Record<string, string> };

const query = `query FormSubmissions($form: FormName) {
  formSubmissions(form: $form) { id form submittedAt fields { name value } }
}`;

/** The admin's view of one form's submissions (GraphQL `formSubmissions`), newest first. */
export async function formSubmissions(
  request: APIRequestContext,
  form: 'enrollment' | 'class_request' | 'teacher_application',
): Promise<StoredSubmission[]> {
  const token = await adminToken(request);
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query, variables: { form } },
  });
  const body = (await response.json()) as {
    data?: { formSubmissions: Array<Omit<StoredSubmission, 'fields'> & { fields: { name: string; value: string }[] }> };
    errors?: unknown;
  };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.formSubmissions.map((submission) => ({
    ...submission,
    fields: Object.fromEntries(submission.fields.map((field) => [field.name, field.value])),
  }));
}

/** A text no other test uses, to find one's own submission among everyone's. */
export function uniqueText(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
