import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';
import { connectionType } from '../../http/pages';

/** Where a message stands, as administrators see it. */
export enum OutboxMessageState {
  queued = 'queued',
  sending = 'sending',
  sent = 'sent',
  failed = 'failed',
}

registerEnumType(OutboxMessageState, { name: 'OutboxMessageState' });

/** One e-mail in the outbox as administrators see it: what went (or will) to whom, and how delivery went. */
@ObjectType('OutboxMessage', { simpleResolvers: true })
export class OutboxMessageView {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Which kind of message it is, such as account_approved' })
  kind: string;

  @Field(() => String, {
    nullable: true,
    description: 'The message this is one delivery of, such as announcement:<id>, when one message went to many',
  })
  ref: string | null;

  @Field()
  recipient: string;

  @Field()
  subject: string;

  @Field(() => OutboxMessageState)
  state: OutboxMessageState;

  @Field(() => Int, { description: 'Delivery attempts begun so far' })
  tries: number;

  @Field(() => DateTimeIso)
  createdAt: Date;

  @Field(() => DateTimeIso, { nullable: true })
  sentAt: Date | null;

  @Field(() => String, { nullable: true, description: "The mail server's last refusal or the last delivery error" })
  lastError: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The plain-text body; null for a message that opens an account, such as a password-reset link',
  })
  text: string | null;
}

export const OutboxMessageConnection = connectionType('OutboxMessage', OutboxMessageView);
