import type { PublicFormName } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo } from './letter';

/** How each form is named in the messages about it. */
const formTitles: Record<PublicFormName, string> = {
  enrollment: 'enrollment',
  class_request: 'class suggestion',
  teacher_application: 'teacher application',
};

/** What the sender of a home-page form is told, besides the thanks. */
const acknowledgements: Record<Exclude<PublicFormName, 'enrollment'>, { subject: string; body: string }> = {
  class_request: {
    subject: 'We received your class suggestion',
    body: 'Thank you for suggesting a new class. We read every suggestion and will contact you if we can offer it.',
  },
  teacher_application: {
    subject: 'We received your application to teach',
    body: 'Thank you for your interest in teaching with us. We will review your application and contact you soon.',
  },
};

/** A short thank-you to whoever sent one of the home page's forms. */
export function formAcknowledgement(
  form: Exclude<PublicFormName, 'enrollment'>,
  sender: { name: string; email: string },
  site: SiteDetails,
): MailMessage {
  const { subject, body } = acknowledgements[form];
  return letterTo(
    sender.email,
    'form_acknowledgement',
    subject,
    { greeting: `Dear ${sender.name},`, blocks: [{ paragraph: `${body} ${contactLine(site)}` }] },
    site,
  );
}

/** A submission's answers, one message per administrator: "New class suggestion from Ann Lee". */
export function submissionToAdmins(
  form: PublicFormName,
  submission: { from: string; answers: readonly { label: string; value: string }[] },
  administrators: readonly string[],
  site: SiteDetails,
): MailMessage[] {
  const title = formTitles[form];
  return administrators.map((to) =>
    letterTo(
      to,
      'form_to_admins',
      `New ${title} from ${submission.from}`,
      {
        greeting: 'Hello,',
        blocks: [
          { paragraph: `A new ${title} was sent through the ${site.name} website. The answers:` },
          { answers: submission.answers },
          { paragraph: 'Every submission is also on the Submissions tab of the dashboard.' },
        ],
      },
      site,
    ),
  );
}
