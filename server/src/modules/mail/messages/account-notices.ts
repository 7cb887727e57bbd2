import {
  pendingAccountsPath,
  roleLabels,
  loginPath,
  temporaryPasswordLifetimeHours,
  type RoleName,
} from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailKind } from '../mail-kinds';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo, type Block } from './letter';

/** Whom an account message is about: never more than the name and address (no password, no session). */
export interface Account {
  name: string;
  email: string;
}

/** A message to the account's owner, greeted by name and closing with whom to ask (unless it says more). */
function noticeTo(
  account: Account,
  kind: MailKind,
  subject: string,
  blocks: readonly Block[],
  site: SiteDetails,
  closing = contactLine(site),
): MailMessage {
  const greeting = `Dear ${account.name},`;
  return letterTo(account.email, kind, subject, { greeting, blocks: [...blocks, { paragraph: closing }] }, site);
}

/** A new account request, to each administrator, with the way to the list where it waits. */
export function accountRequested(
  account: Account,
  administrators: readonly string[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  return administrators.map((to) =>
    letterTo(
      to,
      'account_requested',
      `New account request from ${account.name}`,
      {
        greeting: 'Hello,',
        blocks: [
          {
            paragraph: `${account.name} (${account.email}) has asked for an account on the ${site.name} website. The account waits for an administrator's approval.`,
          },
          { link: { text: 'Review it in Pending Approval', url: `${siteUrl}${pendingAccountsPath}` } },
        ],
      },
      site,
    ),
  );
}

export function accountApproved(account: Account, role: RoleName, site: SiteDetails, siteUrl: string): MailMessage {
  return noticeTo(
    account,
    'account_approved',
    `Your ${site.name} account was approved`,
    [
      { paragraph: `Your account has been approved with the role ${roleLabels[role]}. You can now log in.` },
      { link: { text: 'Log in', url: `${siteUrl}${loginPath}` } },
    ],
    site,
  );
}

export function accountRejected(account: Account, site: SiteDetails): MailMessage {
  return noticeTo(
    account,
    'account_rejected',
    `Your ${site.name} account request was not approved`,
    [
      {
        paragraph: `Your request for an account on the ${site.name} website was not approved. If you think this is a mistake, please contact us.`,
      },
    ],
    site,
  );
}

export function roleChanged(account: Account, role: RoleName, site: SiteDetails): MailMessage {
  return noticeTo(
    account,
    'role_changed',
    `Your role is now ${roleLabels[role]}`,
    [
      {
        paragraph: `An administrator changed the role of your ${site.name} account to ${roleLabels[role]}. What you can see and do on the dashboard changes with it.`,
      },
    ],
    site,
  );
}

/** The temporary password itself is never in it: the administrator who issued it hands it over. */
export function passwordResetForced(account: Account, administratorName: string, site: SiteDetails): MailMessage {
  return noticeTo(
    account,
    'password_reset_forced',
    'Your password was reset',
    [
      {
        paragraph: `An administrator, ${administratorName}, has reset the password of your ${site.name} account and issued a temporary password. You have been signed out everywhere.`,
      },
      {
        paragraph: `Ask ${administratorName} or the co-op for the temporary password; it opens one session within ${temporaryPasswordLifetimeHours} hours, where you choose a new password.`,
      },
    ],
    site,
  );
}

export function passwordChanged(account: Account, site: SiteDetails): MailMessage {
  return noticeTo(
    account,
    'password_changed',
    'Your password was changed',
    [
      {
        paragraph: `The password of your ${site.name} account was changed, and every other device was signed out.`,
      },
    ],
    site,
    `If this was not you, contact us at once at ${site.contact.email} or ${site.contact.phone}.`,
  );
}
