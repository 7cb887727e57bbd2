import { acknowledgmentField, type CatalogClass, type EnrollmentPlacementReply } from '@coop/contract';
import type { EntityManager } from 'typeorm';
import {
  type MailSettings,
  enrollmentReceived,
  formAcknowledgement,
  submissionToAdmins,
  type MailMessage,
} from '../mail';
import { administratorAddresses } from '../accounts';
import type { FieldLabels } from './field-labels';
import { FormName } from './form-name';
import { formFields, type FormField } from './form.rules';

/** Who sent each form, and at which address: the field the form asks their name and e-mail in. */
const senderFields: Record<FormName, { name: string; email: string }> = {
  [FormName.enrollment]: { name: 'parent_name', email: 'parent_email' },
  [FormName.class_request]: { name: 'name', email: 'email' },
  [FormName.teacher_application]: { name: 'name', email: 'email' },
};

/**
 * The messages a stored submission causes: the sender's confirmation (for an enrollment, with each chosen
 * class as the catalogue describes it), and the answers to every active administrator when they are told.
 * Read inside the write that stores the submission, so the administrators are those of that moment.
 */
export async function submissionMail(
  manager: EntityManager,
  form: FormName,
  fields: readonly FormField[],
  context: {
    mail: MailSettings;
    classes: ReadonlyMap<string, CatalogClass>;
    /** The term of each class of a term after the school year, by class key. */
    laterTerms: ReadonlyMap<string, string>;
    labels: FieldLabels;
    /** Where the enrollment placed the student in each class. */
    placements?: readonly EnrollmentPlacementReply[];
  },
): Promise<MailMessage[]> {
  const value = (name: string) => fields.find((field) => field.name === name)?.value ?? '';
  const sender = { name: value(senderFields[form].name), email: value(senderFields[form].email) };
  const { site } = context.mail;
  const toSender =
    form === FormName.enrollment
      ? enrollmentReceived(
          {
            parentName: sender.name,
            parentEmail: sender.email,
            studentName: value('student_name'),
            classes: fields.flatMap((field) => context.classes.get(field.name) ?? []),
            placements: context.placements ?? [],
            laterTerms: context.laterTerms,
          },
          site,
        )
      : formAcknowledgement(form, sender, site);
  if (!context.mail.adminNotify) return [toSender];
  // Each answer under the label its form shows, a class under its catalogue name.
  const formLabel = (name: string) => formFields[form].find((rule) => rule.name === name)?.label;
  const answers = fields
    .filter((field) => field.name !== acknowledgmentField)
    .map((field) => ({ label: formLabel(field.name) ?? context.labels.label(field.name), value: field.value }));
  const from = form === FormName.enrollment ? `${sender.name} for ${value('student_name')}` : sender.name;
  return [toSender, ...submissionToAdmins(form, { from, answers }, await administratorAddresses(manager), site)];
}
