import { acknowledgmentField, honeypotField } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { readEnrollment } from './read-enrollment';
import { filledEnrollment } from './filled-enrollment';

/** A form as the pre-rendered page holds it once someone has typed and ticked, before React runs. */
function formHolding(inputs: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(inputs)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

describe('readEnrollment', () => {
  it('is an empty enrollment without a form', () => {
    const empty = readEnrollment();
    expect(Object.values(empty.fields).every((value) => value === '')).toBe(true);
    expect(empty).toMatchObject({ acknowledged: false, honeypot: '' });
    expect(empty.classes.size).toBe(0);
  });

  it('reads what the inputs hold, the e-mail under its posted name, chosen classes and the acknowledgment', () => {
    const filled = filledEnrollment();
    const form = formHolding({
      parent_name: filled.fields.parent_name,
      _replyto: filled.fields.parent_email,
      parent_phone: filled.fields.parent_phone,
      student_name: filled.fields.student_name,
      student_age: filled.fields.student_age,
      student_birthday: filled.fields.student_birthday,
      student_allergies: filled.fields.student_allergies,
      reading_1st: 'Yes',
      [acknowledgmentField]: 'Yes',
      [honeypotField]: '',
    });
    expect(readEnrollment(form)).toEqual({ ...filled, classes: new Set(['reading_1st']), acknowledged: true });
  });
});
