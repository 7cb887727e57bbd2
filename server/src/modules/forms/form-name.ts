import { formSlug as slugOf, type PublicFormName } from '@coop/contract';
import { registerEnumType } from 'type-graphql';

/** The public forms whose submissions the server keeps: the shared form names, as a GraphQL enum. */
export enum FormName {
  enrollment = 'enrollment',
  class_request = 'class_request',
  teacher_application = 'teacher_application',
}

registerEnumType(FormName, { name: 'FormName', description: 'A public form whose submissions the server keeps' });

export const formNames = Object.values(FormName);

/** The name in URLs: `/forms/class-request`, `?form=class-request` (a value missing from the shared names fails here). */
export function formSlug(form: FormName): string {
  const shared: PublicFormName = form;
  return slugOf(shared);
}

export function formFromSlug(slug: unknown): FormName | undefined {
  return formNames.find((form) => formSlug(form) === slug);
}
