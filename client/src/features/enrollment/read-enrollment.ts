import { acknowledgmentField, honeypotField, postedName, allCatalogClasses } from '@coop/contract';
import { catalog } from '../../config/catalog';
import { enrollmentFields, type EnrollmentValues } from './enrollment-rules';

/**
 * The values the form's own inputs hold, or an empty enrollment without a form. On a slow phone the
 * pre-rendered form can be filled in before its scripts arrive, and React adopts neither typing nor ticks made
 * before it hydrates: reading them back once keeps what the visitor did (and the submit button follows a box
 * they already ticked).
 */
export function readEnrollment(form?: HTMLFormElement): EnrollmentValues {
  const data = new FormData(form);
  // The form has no file inputs: every value is text.
  const text = (name: string) => String(data.get(name) ?? '');
  const fields = Object.fromEntries(enrollmentFields.map((field) => [field.name, text(postedName(field))]));
  return {
    fields: fields as EnrollmentValues['fields'],
    classes: new Set(
      allCatalogClasses(catalog())
        .filter((item) => data.has(item.key))
        .map((item) => item.key),
    ),
    acknowledged: data.has(acknowledgmentField),
    honeypot: text(honeypotField),
  };
}
