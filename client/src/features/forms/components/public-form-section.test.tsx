import { classRequestFields, teacherApplicationFields, type FieldRule } from '@coop/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClassRequestSection } from './class-request-section';
import { PublicFormSection } from './public-form-section';
import { TeacherApplicationSection } from './teacher-application-section';

/** The posted fields of a rendered form, in order, with what the page says about each. */
function fieldsOf(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form .field__control')].map(
    (control) => ({
      name: control.name,
      label: document.querySelector(`label[for="${control.id}"]`)?.textContent,
      kind: control instanceof HTMLTextAreaElement ? 'textarea' : control.type,
      required: control.required,
      maxLength: control.maxLength,
    }),
  );
}

const expected = (fields: readonly FieldRule[]) =>
  fields.map((field) => ({
    name: field.name,
    label: field.label,
    kind: field.control,
    required: Boolean(field.required),
    maxLength: field.maxLength,
  }));

describe('the home page forms', () => {
  it('show exactly the fields of the shared tables the collector checks', () => {
    expect(fieldsOf(renderToStaticMarkup(<ClassRequestSection />))).toEqual(expected(classRequestFields));
    expect(fieldsOf(renderToStaticMarkup(<TeacherApplicationSection />))).toEqual(expected(teacherApplicationFields));
  });

  it('show a field added to a table, with its label, hint and limits, without other changes', () => {
    const added: FieldRule = {
      name: 'grades',
      label: 'Grades it suits',
      control: 'text',
      hint: 'For example 3 to 5.',
      maxLength: 50,
    };
    const fields = [...classRequestFields, added];
    const html = renderToStaticMarkup(
      <PublicFormSection
        id="test-form"
        heading="Test"
        intro="Intro"
        endpoint="/forms/class-request"
        fields={fields}
        submitLabel="Send"
      />,
    );
    expect(fieldsOf(html)).toEqual(expected(fields));
    expect(html).toContain('For example 3 to 5.');
  });
});
