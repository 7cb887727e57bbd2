import { randomUUID } from 'node:crypto';
import { nextField, replyToField, submissionIdField } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { twoInstances } from '../../test-support/two-instances';
import { FormSubmission } from './form-submission.entity';

const instances = twoInstances({ FORMS_LIMIT_PER_HOUR: '1000' });

function enrollment(submissionId?: string): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    parent_name: 'Ana Parent',
    [replyToField]: 'ana@example.org',
    parent_phone: '(479) 555-0101',
    student_name: `Leo ${randomUUID().slice(0, 6)}`,
    student_age: '7',
    student_birthday: '03/14/2019',
    student_allergies: 'None',
    math_1st: 'Yes',
    acknowledgment: 'Yes',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (submissionId !== undefined) form.append(submissionIdField, submissionId);
  return form;
}

const post = (body: FormData, instance = instances.app) =>
  fetch(`${instance.url}/forms/enrollment`, { method: 'POST', headers: { accept: 'application/json' }, body });

const count = () => instances.app.app.db.manager.count(FormSubmission);

describe('a form post sent again (the offline queue replaying it)', () => {
  it('is stored once when it carries the same submission id, and answered as accepted both times', async () => {
    const id = randomUUID();
    const body = enrollment(id);
    const before = await count();
    const first = await post(body);
    const second = await post(body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await count()).toBe(before + 1);
    expect(await instances.app.app.db.manager.existsBy(FormSubmission, { id })).toBe(true);
  });

  it('is stored each time without an id, or with one that is not a UUID', async () => {
    const before = await count();
    await post(enrollment());
    await post(enrollment());
    await post(enrollment('not-a-uuid'));
    await post(enrollment('not-a-uuid'));
    expect(await count()).toBe(before + 4);
  });

  it('a native class suggestion sent twice with one id is stored once', async () => {
    const id = randomUUID();
    const body = new URLSearchParams({
      name: 'Ana Parent',
      email: 'ana@example.org',
      class_idea: 'Astronomy',
      [nextField]: '/thank-you',
      [submissionIdField]: id,
    });
    const before = await count();
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${instances.app.url}/forms/class-request`, {
        method: 'POST',
        body,
        redirect: 'manual',
      });
      expect(answer.status).toBe(303);
    }
    expect(await count()).toBe(before + 1);
  });

  it('sent several times at the same moment through two instances, is stored once and every post is accepted', async () => {
    for (let round = 0; round < 5; round++) {
      const id = randomUUID();
      const body = enrollment(id);
      const before = await count();
      const answers = await Promise.all(
        [instances.app, instances.other, instances.app, instances.other].map((instance) => post(body, instance)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      // Each post hears the one enrollment's placements, whichever instance stored it.
      const bodies = await Promise.all(answers.map((answer) => answer.json()));
      expect(bodies[0]).toMatchObject({ ok: true, placements: [expect.objectContaining({ classKey: 'math_1st' })] });
      for (const answer of bodies) expect(answer).toEqual(bodies[0]);
      expect(await count()).toBe(before + 1);
    }
  });
});
