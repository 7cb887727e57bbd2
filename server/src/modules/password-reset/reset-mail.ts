import { passwordResetLinkLifetimeMinutes, sitePaths } from '@coop/contract';
import { escapeHtml } from '../../http/escape-html';
import type { MailMessage } from '../mail/outbox';
import type { SiteDetails } from '../site/site-details';

/** Where the link in the message opens the reset page. */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}${sitePaths.resetPassword}?token=${encodeURIComponent(token)}`;
}

/** The e-mail carrying a reset link: plain text and simple HTML saying the same, the co-op's details below. */
export function resetMail(to: { email: string; name: string }, link: string, site: SiteDetails): MailMessage {
  const lines = [
    `Hello ${to.name},`,
    `Someone, probably you, asked to reset the password of your ${site.name} account.`,
    `Open this link to choose a new password. It expires in ${passwordResetLinkLifetimeMinutes} minutes and works once:`,
  ];
  const ignore =
    'If you did not ask for this, you can ignore this message: your password stays as it is. ' +
    `If you keep getting these messages, please tell us at ${site.contact.email}.`;
  const footer = [site.name, site.contact.email, site.contact.phone, site.contact.address];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return {
    kind: 'password_reset_link',
    to: to.email,
    subject: `Reset your ${site.name} password`,
    sensitive: true,
    text: [...lines.join('\n\n').split('\n'), link, '', ignore, '', '-- ', ...footer, ''].join('\n'),
    html: [
      ...lines.map(paragraph),
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      paragraph(ignore),
      `<hr><p>${footer.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
  };
}
