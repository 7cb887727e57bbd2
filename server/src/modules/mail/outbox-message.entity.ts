import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { MailKind } from './mail-kinds';

/** Where a message stands: waiting (first try or a retry), being delivered, delivered, or given up on. */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

/** One e-mail to one recipient, kept from the change that caused it until it is delivered or given up on. */
@Entity({ name: 'outbox_messages' })
export class OutboxMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  kind: MailKind;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  text: string;

  @Column({ name: 'html_body', type: 'text' })
  html: string;

  /** A message whose body opens an account (a reset link): administrators see that it went, never what it said. */
  @Column({ type: 'boolean', default: false })
  sensitive: boolean;

  /** The message this is one delivery of (`announcement:<id>`), when one message goes to many; else null. */
  @Index('outbox_messages_ref')
  @Column({ type: 'varchar', length: 80, nullable: true })
  ref: string | null;

  /** The one-click unsubscribe address sent with it (List-Unsubscribe), for messages a recipient may stop. */
  @Column({ name: 'unsubscribe_url', type: 'text', nullable: true })
  unsubscribeUrl: string | null;

  @Column({ type: 'varchar', length: 16 })
  state: OutboxState;

  /** Delivery attempts begun so far. */
  @Column({ type: 'integer', default: 0 })
  tries: number;

  /** The earliest a worker may try (again). */
  @Column({ name: 'next_attempt_at' })
  nextAttemptAt: Date;

  /** While `sending`: until when the worker that claimed it holds it; past that, another may take it over. */
  @Column({ name: 'claimed_until', type: Date, nullable: true })
  claimedUntil: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: Date, nullable: true })
  sentAt: Date | null;
}
