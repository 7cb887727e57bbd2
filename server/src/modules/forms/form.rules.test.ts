import {
  classRequestFields,
  enrollmentFieldRules,
  honeypotField,
  nextField,
  replyToField,
  teacherApplicationFields,
  type FieldRule,
} from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { FormName, formFromSlug, formSlug } from './form-name';
import {
  formFields,
  formMessages,
  InvalidSubmission,
  safeNextPath,
  validateSubmission,
  type RawForm,
} from './form.rules';

const classKeys = ['reading_1st', 'math_1st', 'parakeet_nest'];

function enrollment(overrides: Record<string, string | undefined> = {}): RawForm {
  const raw: Record<string, string | undefined> = {
    parent_name: 'Ana Parent',
    [replyToField]: 'ana@example.org',
    parent_phone: '(479) 555-0101',
    student_name: 'Leo',
    student_age: '7',
    student_birthday: '03/14/2019',
    student_allergies: 'None',
    reading_1st: 'Yes',
    acknowledgment: 'Yes',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)) as RawForm;
}

function errorsOf(form: FormName, raw: RawForm): Record<string, string> {
  try {
    validateSubmission(form, raw, classKeys);
  } catch (error) {
    if (error instanceof InvalidSubmission) return error.errors;
    throw error;
  }
  throw new Error('expected the submission to be refused');
}

describe('form names', () => {
  it('maps URL names to forms and back', () => {
    expect(formSlug(FormName.class_request)).toBe('class-request');
    expect(formFromSlug('teacher-application')).toBe(FormName.teacher_application);
    expect(formFromSlug('class_request')).toBeUndefined();
    expect(formFromSlug(undefined)).toBeUndefined();
  });
});

describe('validateSubmission: driven by the shared tables the pages are drawn from', () => {
  it("checks each form against its page's table, asking for its required fields with the table's messages", () => {
    expect(formFields[FormName.enrollment]).toBe(enrollmentFieldRules);
    expect(formFields[FormName.class_request]).toBe(classRequestFields);
    expect(formFields[FormName.teacher_application]).toBe(teacherApplicationFields);
    for (const form of [FormName.class_request, FormName.teacher_application]) {
      const required = formFields[form].filter((rule) => rule.required).map((rule) => [rule.name, rule.required]);
      expect(errorsOf(form, {})).toEqual(Object.fromEntries(required));
    }
  });

  it("collects a field added to a form's table, in the table's order, and checks its limit", () => {
    const table = formFields[FormName.class_request];
    const added: FieldRule = { name: 'grades', label: 'Grades it suits', control: 'text', maxLength: 20 };
    formFields[FormName.class_request] = [...table, added];
    try {
      const raw = { name: 'Kim', email: 'kim@example.org', class_idea: 'Astronomy', grades: '3 to 5' };
      expect(validateSubmission(FormName.class_request, raw, classKeys).map((field) => field.name)).toEqual([
        'name',
        'email',
        'class_idea',
        'grades',
      ]);
      expect(errorsOf(FormName.class_request, { ...raw, grades: 'x'.repeat(21) })).toEqual({
        grades: formMessages.tooLong(20),
      });
    } finally {
      formFields[FormName.class_request] = table;
    }
    expect(
      errorsOf(FormName.class_request, {
        name: 'Kim',
        email: 'kim@example.org',
        class_idea: 'Astronomy',
        grades: '3 to 5',
      }),
    ).toEqual({ grades: formMessages.unknownField });
  });
});

describe('validateSubmission: enrollment', () => {
  it("keeps the fields in the form's order, the parent's e-mail under its own name, chosen classes and the acknowledgment", () => {
    const kept = validateSubmission(
      FormName.enrollment,
      enrollment({ math_1st: 'No', parakeet_nest: 'yes', [honeypotField]: '', [nextField]: '/x' }),
      classKeys,
    );
    expect(kept).toEqual([
      { name: 'parent_name', value: 'Ana Parent' },
      { name: 'parent_email', value: 'ana@example.org' },
      { name: 'parent_phone', value: '(479) 555-0101' },
      { name: 'student_name', value: 'Leo' },
      { name: 'student_age', value: '7' },
      { name: 'student_birthday', value: '03/14/2019' },
      { name: 'student_allergies', value: 'None' },
      { name: 'reading_1st', value: 'Yes' },
      { name: 'parakeet_nest', value: 'Yes' },
      { name: 'acknowledgment', value: 'Yes' },
    ]);
  });

  it('requires every parent and student field and the acknowledgment; classes are optional', () => {
    const errors = errorsOf(FormName.enrollment, { reading_1st: 'Yes' });
    const required = Object.fromEntries(formFields[FormName.enrollment].map((rule) => [rule.name, rule.required]));
    expect(errors).toEqual({ ...required, acknowledgment: formMessages.acknowledgmentRequired });
    expect(() =>
      validateSubmission(FormName.enrollment, enrollment({ reading_1st: undefined }), classKeys),
    ).not.toThrow();
  });

  it('treats blank answers as missing and an acknowledgment of No as not given', () => {
    expect(errorsOf(FormName.enrollment, enrollment({ student_name: '   ', acknowledgment: 'No' }))).toEqual({
      student_name: "Please enter the student's name",
      acknowledgment: formMessages.acknowledgmentRequired,
    });
  });

  it.each([
    [replyToField, 'not-an-email', 'parent_email', formMessages.emailInvalid],
    ['student_age', 'seven', 'student_age', formMessages.ageInvalid],
    ['student_age', '7.5', 'student_age', formMessages.ageInvalid],
    ['student_birthday', '2019-03-14', 'student_birthday', formMessages.birthdayInvalid],
    ['student_birthday', '02/30/2019', 'student_birthday', formMessages.birthdayInvalid],
    ['student_birthday', '3/14/2019', 'student_birthday', formMessages.birthdayInvalid],
    ['reading_1st', 'Maybe', 'reading_1st', formMessages.classChoiceInvalid],
    ['hacking_101', 'Yes', 'hacking_101', formMessages.unknownClass],
    ['student_allergies', 'x'.repeat(1001), 'student_allergies', formMessages.tooLong(1000)],
    ['parent_name', 'Ann\r\nBcc: someone@evil.example', 'parent_name', formMessages.oneLine],
    ['student_name', 'Leo\nLee', 'student_name', formMessages.oneLine],
  ])('refuses %s = %j', (field, bad, errorField, message) => {
    expect(errorsOf(FormName.enrollment, enrollment({ [field]: bad }))).toEqual({ [errorField]: message });
  });
});

describe('validateSubmission: class request and teacher application', () => {
  it('keeps the fields and leaves out an empty optional phone', () => {
    expect(
      validateSubmission(
        FormName.class_request,
        { name: ' Kim ', email: 'kim@example.org', phone: '', class_idea: 'Astronomy' },
        classKeys,
      ),
    ).toEqual([
      { name: 'name', value: 'Kim' },
      { name: 'email', value: 'kim@example.org' },
      { name: 'class_idea', value: 'Astronomy' },
    ]);
  });

  it('requires name, email and class_idea for a class request; name, email, subject and bio to teach', () => {
    expect(Object.keys(errorsOf(FormName.class_request, {}))).toEqual(['name', 'email', 'class_idea']);
    expect(Object.keys(errorsOf(FormName.teacher_application, {}))).toEqual(['name', 'email', 'subject', 'bio']);
  });

  it("refuses fields the form does not have, but not the provider's underscore fields", () => {
    const raw = {
      name: 'Kim',
      email: 'kim@example.org',
      subject: 'Art',
      bio: 'Painter',
      salary: 'lots',
      _subject: 'Hi',
    };
    expect(errorsOf(FormName.teacher_application, raw)).toEqual({ salary: formMessages.unknownField });
  });

  it('reads fields by own name only, so prototype names are plain unknown fields', () => {
    const raw: RawForm = Object.create(null);
    Object.assign(raw, { name: 'Kim', email: 'kim@example.org', class_idea: 'Art', constructor: 'x' });
    expect(errorsOf(FormName.class_request, raw)).toEqual({ constructor: formMessages.unknownField });
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/thank-you', '/thank-you'],
    ['/thank-you?form=class', '/thank-you?form=class'],
    [' /thank-you ', '/thank-you'],
  ])('accepts the site path %j', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.example/',
    'https://evil.example/',
    '/\\evil.example',
    'thank-you',
    'javascript:alert(1)',
    '/a b',
    '/a\nLocation: x',
    '',
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeUndefined();
  });
});
