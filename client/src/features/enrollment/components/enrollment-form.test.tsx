import { enrollmentFieldRules, postedName } from '@coop/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EnrollmentForm } from './enrollment-form';

describe('EnrollmentForm', () => {
  it('shows the fields of the shared table the collector checks, each under the name it is posted as', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <EnrollmentForm />
      </MemoryRouter>,
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    const shown = [...document.querySelectorAll<HTMLInputElement>('input.field__control')].map((input) => ({
      name: input.name,
      label: document.querySelector(`label[for="${input.id}"]`)?.textContent,
      type: input.type,
      required: input.required,
      placeholder: input.placeholder || undefined,
    }));
    expect(shown).toEqual(
      enrollmentFieldRules.map((field) => ({
        name: postedName(field),
        label: field.label,
        type: field.control,
        required: true,
        placeholder: field.placeholder,
      })),
    );
    for (const field of enrollmentFieldRules) if (field.hint) expect(html).toContain(field.hint);
  });
});
