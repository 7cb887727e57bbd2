import { passwordResetLinkLifetimeMinutes, sitePaths } from '@coop/contract';
import { letterTo, type MailMessage } from '../mail';
import type { SiteDetails } from '../site';

/** Where the link in the message opens the reset page. */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}${sitePaths.resetPassword}?token=${encodeURIComponent(token)}`;
}

/** The e-mail carrying a reset link, laid out as every other message, its body never shown to administrators. */
export function resetMail(to: { email: string; name: string }, link: string, site: SiteDetails): MailMessage {
  const letter = {
    greeting: `Hello ${to.name},`,
    blocks: [
      { paragraph: `Someone, probably you, asked to reset the password of your ${site.name} account.` },
      {
        paragraph: `Open this link to choose a new password. It expires in ${passwordResetLinkLifetimeMinutes} minutes and works once.`,
      },
      { link: { text: 'Choose a new password', url: link } },
      {
        paragraph:
          'If you did not ask for this, you can ignore this message: your password stays as it is. ' +
          `If you keep getting these messages, please tell us at ${site.contact.email}.`,
      },
    ],
  };
  return {
    ...letterTo(to.email, 'password_reset_link', `Reset your ${site.name} password`, letter, site),
    sensitive: true,
  };
}
