import { randomBytes } from 'node:crypto';
import { mailPreferencesUrl, messagesInboxPath } from '@coop/contract';
import type { MailSettings } from '../mail-settings';
import type { MailMessage } from '../outbox';
import { letterTo } from './letter';

/** What an announcement's mail says: its subject, its markdown body and who wrote it. */
export interface AnnouncementContent {
  id: string;
  subject: string;
  body: string;
  authorName: string;
}

/**
 * An announcement's copy for each address: written once (the body rendered once for thousands of recipients),
 * each copy naming the message it delivers and carrying the recipient's own unsubscribe address, in its header for
 * mail programs' one-click button and in its body for a reader, who must be able to stop announcements from the
 * message itself without an account. The body is written with a stand-in address that each copy replaces.
 */
export function announcementMail(
  announcement: AnnouncementContent,
  mail: MailSettings,
): (to: string, unsubscribeUrl: string) => MailMessage {
  // URL-safe and unguessable, so it matches nothing the author wrote.
  const standIn = mailPreferencesUrl(mail.siteUrl, randomBytes(24).toString('base64url'));
  const letter = letterTo(
    '',
    'announcement',
    announcement.subject,
    {
      greeting: 'Hello,',
      blocks: [
        { markdown: announcement.body },
        { paragraph: `From ${announcement.authorName}.` },
        { link: { text: 'Read it in your Messages', url: new URL(messagesInboxPath, mail.siteUrl).href } },
        {
          paragraph:
            "To stop announcements like this one, use your mail program's unsubscribe button or your mail preferences. Notices about your own children's classes and your account still come.",
        },
        { link: { text: 'Mail preferences', url: standIn } },
      ],
    },
    mail.site,
  );
  const ref = `announcement:${announcement.id}`;
  return (to, unsubscribeUrl) => ({
    ...letter,
    text: letter.text.replaceAll(standIn, unsubscribeUrl),
    html: letter.html.replaceAll(standIn, unsubscribeUrl),
    to,
    ref,
    unsubscribeUrl,
  });
}
