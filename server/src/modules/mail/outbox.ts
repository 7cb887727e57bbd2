import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { listsChanged } from '../../db/list-versions';
import type { MailKind } from './mail-kinds';
import { OutboxMessage } from './outbox-message.entity';

/** A message as the code that causes it writes it: one recipient, plain text and simple HTML. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Its body opens an account (a reset link): never shown to administrators. */
  sensitive?: boolean;
  /**
   * The message it is one delivery of, when one message goes to many (an announcement, a class-change notice):
   * `announcement:<id>`. The office follows a message's deliveries by it.
   */
  ref?: string;
  /** Where the recipient stops messages of this kind in one click; sent as List-Unsubscribe. */
  unsubscribeUrl?: string;
}

/**
 * Queues messages in the write transaction of the change that causes them: they commit with it or not at all,
 * and the outbox worker delivers them afterwards.
 */
export async function queueMail(manager: EntityManager, messages: readonly MailMessage[], now = new Date()) {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error('Mail is queued inside the write transaction that causes it');
  }
  if (messages.length === 0) return;
  listsChanged(manager, 'outbox');
  await manager.insert(
    OutboxMessage,
    messages.map((message) => ({
      id: randomUUID(),
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sensitive: message.sensitive ?? false,
      ref: message.ref ?? null,
      unsubscribeUrl: message.unsubscribeUrl ?? null,
      state: 'queued' as const,
      tries: 0,
      nextAttemptAt: now,
      claimedUntil: null,
      lastError: null,
      createdAt: now,
      sentAt: null,
    })),
  );
}
