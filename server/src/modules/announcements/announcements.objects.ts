import type { AnnouncementStateName, AudienceKindName, HouseholdConditionName } from '@coop/contract';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';
import { connectionType } from '../../http/pages';

export enum AnnouncementAudienceKind {
  everyone = 'everyone',
  families = 'families',
  class_families = 'class_families',
  grade_families = 'grade_families',
  group_families = 'group_families',
  teachers = 'teachers',
  staff = 'staff',
  households_where = 'households_where',
}

export enum HouseholdCondition {
  agreement_unsigned = 'agreement_unsigned',
  household_details_missing = 'household_details_missing',
}

export enum AnnouncementState {
  scheduled = 'scheduled',
  sending = 'sending',
  sent = 'sent',
  cancelled = 'cancelled',
}

registerEnumType(AnnouncementAudienceKind, { name: 'AnnouncementAudienceKind', description: 'Who a message goes to' });
registerEnumType(HouseholdCondition, { name: 'HouseholdCondition', description: 'Which households a message reaches' });
registerEnumType(AnnouncementState, { name: 'AnnouncementState' });

// The service speaks the shared names; these stop compiling when the enums and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${AnnouncementAudienceKind}`, AudienceKindName>;
true satisfies Same<`${HouseholdCondition}`, HouseholdConditionName>;
true satisfies Same<`${AnnouncementState}`, AnnouncementStateName>;

@InputType()
export class AnnouncementAudienceInput {
  @Field(() => AnnouncementAudienceKind)
  kind: AnnouncementAudienceKind;

  @Field(() => String, { nullable: true, description: 'The class, for class_families' })
  classKey?: string | null;

  @Field(() => Int, { nullable: true, description: 'The grade, for grade_families' })
  grade?: number | null;

  @Field(() => String, { nullable: true, description: "The catalog's group key, for group_families" })
  group?: string | null;

  @Field(() => HouseholdCondition, { nullable: true, description: 'For households_where' })
  condition?: HouseholdCondition | null;
}

@ObjectType({ simpleResolvers: true })
export class AnnouncementAudience {
  @Field(() => AnnouncementAudienceKind)
  kind: AnnouncementAudienceKind;

  @Field(() => String, { nullable: true })
  classKey?: string | null;

  @Field(() => Int, { nullable: true })
  grade?: number | null;

  @Field(() => String, { nullable: true })
  group?: string | null;

  @Field(() => HouseholdCondition, { nullable: true })
  condition?: HouseholdCondition | null;

  @Field({ description: 'The audience in words: "Families of Math (Grade 1)"' })
  label: string;
}

@ObjectType({ simpleResolvers: true, description: 'An audience the signed-in author may write to' })
export class AudienceChoice {
  @Field(() => AnnouncementAudience)
  audience: AnnouncementAudience;
}

@ObjectType({ simpleResolvers: true, description: 'Who a message reaches' })
export class AnnouncementReach {
  @Field(() => Int, { description: 'Households whose members it reaches' })
  households: number;

  @Field(() => Int, { description: 'Addresses, each once' })
  addresses: number;

  @Field(() => Int, { description: 'Accounts whose inbox it is in' })
  accounts: number;

  @Field(() => Int, { description: 'Addresses that stopped announcements, so not mailed' })
  stopped: number;
}

@ObjectType({ simpleResolvers: true, description: "A message's deliveries through the outbox" })
export class DeliveryCounts {
  @Field(() => Int, { description: 'Waiting or being sent' })
  queued: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int)
  failed: number;
}

@ObjectType({ simpleResolvers: true, description: 'A message to an audience, as its author and the office see it' })
export class Announcement {
  @Field(() => ID)
  id: string;

  @Field({ description: 'What its outbox rows name it by: announcement:<id>' })
  ref: string;

  @Field()
  subject: string;

  @Field({ description: 'Markdown' })
  body: string;

  @Field(() => AnnouncementAudience)
  audience: AnnouncementAudience;

  @Field({ description: "The author's name" })
  author: string;

  @Field(() => AnnouncementState)
  state: AnnouncementState;

  @Field(() => DateTimeIso)
  createdAt: Date;

  @Field(() => DateTimeIso)
  sendAt: Date;

  @Field(() => DateTimeIso, { nullable: true })
  sentAt: Date | null;

  @Field()
  urgent: boolean;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the last day an urgent one is the site notice' })
  noticeUntil: string | null;

  @Field(() => AnnouncementReach, { nullable: true, description: 'Who it reached; null until sent' })
  reach: AnnouncementReach | null;

  @Field(() => DeliveryCounts)
  delivery: DeliveryCounts;
}

@ObjectType({ simpleResolvers: true, description: "A message in the signed-in member's inbox" })
export class InboxAnnouncement {
  @Field(() => ID)
  id: string;

  @Field()
  subject: string;

  @Field({ description: 'Markdown' })
  body: string;

  @Field()
  author: string;

  @Field(() => DateTimeIso)
  sentAt: Date;

  @Field()
  urgent: boolean;

  @Field()
  read: boolean;
}

@InputType()
export class SendAnnouncementInput {
  @Field()
  subject: string;

  @Field({ description: 'Markdown' })
  body: string;

  @Field(() => AnnouncementAudienceInput)
  audience: AnnouncementAudienceInput;

  @Field(() => DateTimeIso, { nullable: true, description: 'When to send it; absent or past: now' })
  sendAt?: Date | null;

  @Field({ defaultValue: false })
  urgent: boolean;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, required when urgent' })
  noticeUntil?: string | null;
}

export const AnnouncementConnection = connectionType('Announcement', Announcement);
export const InboxAnnouncementConnection = connectionType('InboxAnnouncement', InboxAnnouncement);
