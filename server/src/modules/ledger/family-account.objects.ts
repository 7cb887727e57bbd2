import type { LedgerLineKind as LedgerLineKindName } from '@coop/contract';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum LedgerLineKind {
  dues = 'dues',
  class_fee = 'class_fee',
  supply_fee = 'supply_fee',
  sibling_discount = 'sibling_discount',
  volunteer_hours = 'volunteer_hours',
  scholarship = 'scholarship',
  credit = 'credit',
  payment = 'payment',
  refund = 'refund',
}

registerEnumType(LedgerLineKind, { name: 'LedgerLineKind', description: 'What a line of a household’s account is' });

// The service speaks the shared names; this stops compiling when the enum and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${LedgerLineKind}`, LedgerLineKindName>;

@ObjectType('FamilyAccountLine', { simpleResolvers: true, description: 'One line of a family’s statement' })
export class FamilyAccountLineObject {
  @Field(() => ID)
  id: string;

  @Field(() => LedgerLineKind)
  kind: LedgerLineKind;

  @Field(() => Int, { description: 'In cents, as it moves the balance: positive owes more, negative owes less' })
  amount: number;

  @Field()
  description: string;

  @Field(() => String, { nullable: true, description: 'The term it belongs to, by name' })
  termName: string | null;

  @Field({ description: 'YYYY-MM-DD: the day the money moved or the charge came' })
  occurredOn: string;

  @Field({ description: 'A line later reversed, or the reversal of one: the two cancel out' })
  reversed: boolean;

  @Field(() => Int, { description: 'The balance after this line, in cents' })
  balanceAfter: number;
}

/** One amount of a household's due schedule, as both the family's statement and the office's account show it. */
@ObjectType('DueItem', { simpleResolvers: true, description: 'An amount due on a day, and what of it is paid' })
export class DueItemObject {
  @Field({ description: 'YYYY-MM-DD' })
  dueOn: string;

  @Field()
  label: string;

  @Field(() => Int)
  amount: number;

  @Field(() => Int)
  paid: number;

  @Field(() => Int)
  remaining: number;
}

@ObjectType('FamilyAccount', { simpleResolvers: true, description: 'The signed-in guardian’s household account' })
export class FamilyAccountObject {
  @Field(() => ID)
  householdId: string;

  @Field()
  householdName: string;

  @Field({ description: 'The household’s address as it keeps it, for the printed statement' })
  householdAddress: string;

  @Field({ description: 'YYYY-MM-DD on the co-op’s calendar: the day the figures are as of' })
  asOf: string;

  @Field(() => Int, { description: 'What the household owes, in cents, summed from its entries (negative: a credit)' })
  balance: number;

  @Field(() => Int, { description: 'What is due by today and not paid, in cents' })
  dueNow: number;

  @Field(() => [FamilyAccountLineObject], { description: 'Every line, oldest first' })
  lines: FamilyAccountLineObject[];

  @Field(() => [DueItemObject], { description: 'What is due when, earliest first' })
  due: DueItemObject[];
}
