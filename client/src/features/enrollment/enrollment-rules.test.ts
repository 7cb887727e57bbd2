import { describe, expect, it } from 'vitest';
import { isBirthday } from '@coop/contract';
import { enrollmentFields, enrollmentMessages, validateEnrollment } from './enrollment-rules';
import { readEnrollment } from './read-enrollment';
import { filledEnrollment as filled } from './filled-enrollment';

describe('validateEnrollment', () => {
  it('accepts a complete form without any class chosen', () => {
    expect(validateEnrollment(filled())).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(validateEnrollment(readEnrollment())).toEqual(
      Object.fromEntries(enrollmentFields.map((field) => [field.name, field.required])),
    );
  });

  it('treats blanks as missing', () => {
    expect(validateEnrollment(filled({ student_allergies: '   ' }))).toEqual({
      student_allergies: 'Please list any allergies, or write None',
    });
  });

  it.each([
    ['parent_email', 'ana@', enrollmentMessages.emailInvalid],
    ['student_age', '7.5', enrollmentMessages.ageInvalid],
    ['student_age', 'seven', enrollmentMessages.ageInvalid],
    ['student_birthday', '2019-03-14', enrollmentMessages.birthdayInvalid],
    ['student_birthday', '02/30/2019', enrollmentMessages.birthdayInvalid],
    ['student_name', 'x'.repeat(201), enrollmentMessages.tooLong(200)],
    ['parent_name', 'Ann\r\nLee', enrollmentMessages.oneLine],
  ] as const)('refuses %s = %j', (name, value, message) => {
    expect(validateEnrollment(filled({ [name]: value }))).toEqual({ [name]: message });
  });
});

describe('isBirthday', () => {
  it('takes real days written MM/DD/YYYY', () => {
    expect(isBirthday('02/29/2016')).toBe(true);
    expect(isBirthday('02/29/2019')).toBe(false);
    expect(isBirthday('13/01/2019')).toBe(false);
    expect(isBirthday('1/1/2019')).toBe(false);
  });
});
