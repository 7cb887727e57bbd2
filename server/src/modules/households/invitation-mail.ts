import { householdInvitationLifetimeDays, memberAreas } from '@coop/contract';
import { letterTo, type MailMessage } from '../mail';
import type { SiteDetails } from '../site';

/** My family opens the invitation from this address, after the invitee signs in. */
export function invitationLink(siteUrl: string, token: string): string {
  return `${siteUrl}${memberAreas.family.path}?invitation=${encodeURIComponent(token)}`;
}

/** The e-mail inviting another adult to become a guardian; its body is a key, so administrators never see it. */
export function invitationMail(
  to: string,
  invite: { by: string; household: string; link: string },
  site: SiteDetails,
): MailMessage {
  const letter = {
    greeting: 'Hello,',
    blocks: [
      {
        paragraph:
          `${invite.by} invited you to be a guardian of ${invite.household} at ${site.name}: you would see and ` +
          'update the students’ details and classes.',
      },
      {
        paragraph:
          `Sign in with this e-mail address (or create an account with it and confirm it), then open the link. ` +
          `It works for ${householdInvitationLifetimeDays} days.`,
      },
      { link: { text: 'Accept the invitation', url: invite.link } },
      { paragraph: `If you did not expect this, you can ignore this message.` },
    ],
  };
  return {
    ...letterTo(to, 'household_invitation', `${invite.by} invited you to ${invite.household}`, letter, site),
    sensitive: true,
  };
}
