import { emailVerificationLinkLifetimeHours, sitePaths } from '@coop/contract';
import { letterTo, type MailMessage } from '../mail';
import type { SiteDetails } from '../site';

/** Where the link in the message opens the confirmation page. */
export function verificationLink(siteUrl: string, token: string): string {
  return `${siteUrl}${sitePaths.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/** The e-mail carrying a confirmation link, its body never shown to administrators (the link is a key). */
export function verificationMail(to: { email: string; name: string }, link: string, site: SiteDetails): MailMessage {
  const letter = {
    greeting: `Hello ${to.name},`,
    blocks: [
      {
        paragraph:
          `Please confirm that this is your e-mail address for your ${site.name} account. Once it is confirmed, ` +
          'your account shows the students enrolled under it.',
      },
      {
        paragraph: `The link expires in ${emailVerificationLinkLifetimeHours} hours and works once.`,
      },
      { link: { text: 'Confirm my e-mail address', url: link } },
      {
        paragraph:
          `If you did not create an account, you can ignore this message; if you keep getting them, please tell us ` +
          `at ${site.contact.email}.`,
      },
    ],
  };
  return {
    ...letterTo(to.email, 'email_verification_link', `Confirm your e-mail address for ${site.name}`, letter, site),
    sensitive: true,
  };
}
