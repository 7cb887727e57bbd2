import { Field, ObjectType, registerEnumType } from 'type-graphql';

/**
 * What a line of "Needs your attention" is about: the administrators' own (volunteer hours and attendance among
 * them), a teacher's class, a parent's child, a detail a parent's household lacks, a later term the family may enroll
 * in, money the family owes now; messages of the inbox not read yet; class meetings whose attendance was not taken.
 */
export enum AttentionKind {
  ACCOUNTS_WAITING = 'ACCOUNTS_WAITING',
  NEW_ENROLLMENTS = 'NEW_ENROLLMENTS',
  FREE_SEATS = 'FREE_SEATS',
  FAILED_MAIL = 'FAILED_MAIL',
  BACKUP = 'BACKUP',
  GO_LIVE = 'GO_LIVE',
  CLASS_MEETING = 'CLASS_MEETING',
  CHILD = 'CHILD',
  HOUSEHOLD_DETAILS = 'HOUSEHOLD_DETAILS',
  TERM_ENROLLMENT = 'TERM_ENROLLMENT',
  UNREAD_MESSAGES = 'UNREAD_MESSAGES',
  PAYMENT_DUE = 'PAYMENT_DUE',
  VOLUNTEER_HOURS = 'VOLUNTEER_HOURS',
  ATTENDANCE = 'ATTENDANCE',
  VOLUNTEER_PLACES = 'VOLUNTEER_PLACES',
}

registerEnumType(AttentionKind, { name: 'AttentionKind' });

@ObjectType({
  simpleResolvers: true,
  description: 'One line of "Needs your attention": what needs doing (or that it is done) and where it is handled.',
})
export class AttentionItem {
  @Field(() => AttentionKind)
  kind: AttentionKind;

  @Field({ description: 'The line as the member reads it, a whole sentence.' })
  text: string;

  @Field({ description: "Where it is handled: an address of the members' area." })
  href: string;

  @Field({ description: 'True when the line says that nothing is left to do.' })
  done: boolean;
}
