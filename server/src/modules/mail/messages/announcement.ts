import { messagesInboxPath } from '@coop/contract';
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
 * each copy naming the message it delivers and the recipient's own one-click unsubscribe address.
 */
export function announcementMail(
  announcement: AnnouncementContent,
  mail: MailSettings,
): (to: string, unsubscribeUrl: string) => MailMessage {
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
            "To stop announcements like this one, use your mail program's unsubscribe button. Notices about your own children's classes and your account still come.",
        },
      ],
    },
    mail.site,
  );
  const ref = `announcement:${announcement.id}`;
  return (to, unsubscribeUrl) => ({ ...letter, to, ref, unsubscribeUrl });
}
