import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailConfig } from '../../config';
import type { SiteDetails } from '../site';
import type { OutboxMessage } from './outbox-message.entity';

/** What the worker needs of a message to deliver it. */
export type Deliverable = Pick<
  OutboxMessage,
  'id' | 'kind' | 'recipient' | 'subject' | 'text' | 'html' | 'unsubscribeUrl'
>;

/** Hands one message to the mail server (or the outbox folder); throws when it is not taken. */
export interface MailDelivery {
  deliver(message: Deliverable): Promise<void>;
  close(): void;
}

/**
 * Bounds on a talk with the mail server, well under the worker's lease: a stuck server makes a delivery fail
 * and be retried, never hold a message past its claim.
 */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The folder under DATA_DIR where messages are written when no SMTP server is set. */
export const outboxFolder = 'outbox';

/**
 * Delivers over SMTP when `SMTP_URL` is set; otherwise writes each message, built exactly as it would be sent,
 * as an `.eml` file under `DATA_DIR/outbox/`, and logs that it did (kind, recipient and subject: never the body,
 * which may open an account).
 */
export function createMailDelivery(
  mail: MailConfig,
  /** The co-op's details now: messages are from its name and address unless MAIL_FROM says otherwise. */
  site: () => SiteDetails,
  dataDir: string,
  log: (line: string) => void,
): MailDelivery {
  const from = (): Mail.Address | string => mail.from ?? { name: site().name, address: site().contact.email };
  const envelope = (message: Deliverable): Mail.Options => ({
    from: from(),
    to: message.recipient,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // One-click unsubscribe: mail programs show an Unsubscribe button that POSTs to the address without opening it
    // in a browser, so the address itself must stop the messages (no confirmation page in between).
    headers: message.unsubscribeUrl
      ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  });

  if (mail.smtpUrl) {
    // One connection kept open and reused: the worker sends one message at a time, and opening a connection for
    // each cost about 100 ms against a local server (6 ms a message over a kept one), so a thousand notices
    // would take minutes instead of seconds.
    const transport = nodemailer.createTransport({ url: mail.smtpUrl, pool: true, maxConnections: 1, ...smtpTimeouts });
    return {
      async deliver(message) {
        await transport.sendMail(envelope(message));
      },
      close: () => transport.close(),
    };
  }

  const folder = path.join(dataDir, outboxFolder);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(message) {
      const built = await builder.sendMail(envelope(message));
      await fs.mkdir(folder, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`;
      await fs.writeFile(path.join(folder, file), built.message as Buffer);
      log(`Mail ${message.kind} to ${message.recipient}, "${message.subject}": written to ${outboxFolder}/${file}`);
    },
    close: () => builder.close(),
  };
}
