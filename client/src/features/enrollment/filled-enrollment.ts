import type { EnrollmentValues } from './enrollment-rules';
import { readEnrollment } from './read-enrollment';

/** For tests: an enrollment every check accepts, without a class, with any fields changed. */
export function filledEnrollment(overrides: Partial<EnrollmentValues['fields']> = {}): EnrollmentValues {
  return {
    ...readEnrollment(),
    fields: {
      parent_name: 'Ana Parent',
      parent_email: 'ana@example.org',
      parent_phone: '(479) 555-0101',
      student_name: 'Leo',
      student_age: '7',
      student_birthday: '03/14/2019',
      student_allergies: 'None',
      ...overrides,
    },
  };
}
