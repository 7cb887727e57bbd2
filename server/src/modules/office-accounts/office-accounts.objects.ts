import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DueItemObject } from '../ledger';
import { DateTimeIso } from '../../http/date-scalar';

// Amounts are integer cents as they move the household's balance: positive owes more, negative owes less.

@ObjectType('OfficeAccountSummary', {
  description: 'A household and its balance, in the office’s list of accounts.',
  simpleResolvers: true,
})
export class AccountSummaryObject {
  @Field(() => ID)
  householdId: string;

  @Field()
  name: string;

  @Field(() => [String], { description: "The household's students' names" })
  students: string[];

  @Field(() => Int, { description: 'What the household owes, in cents (negative: a credit)' })
  balance: number;
}

@ObjectType('OfficeAccountLine', { description: 'One line of a household’s account.', simpleResolvers: true })
export class AccountLineObject {
  @Field(() => ID)
  id: string;

  @Field({ description: 'dues, class_fee, supply_fee, sibling_discount, scholarship, credit, payment or refund' })
  kind: string;

  @Field(() => Int, { description: 'In cents, as the line moves the balance' })
  amount: number;

  @Field()
  description: string;

  @Field({ description: 'YYYY-MM-DD: the day the money moved (a check’s date) or the charge came' })
  occurredOn: string;

  @Field(() => String, { nullable: true })
  termKey: string | null;

  @Field(() => String, { nullable: true, description: 'cash, check or card, for payments and refunds' })
  method: string | null;

  @Field(() => String, { nullable: true, description: "A check's number, or the card payment's id" })
  reference: string | null;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field({ description: 'Who recorded it; the co-op’s accounts for the fee rules and online payments' })
  createdByName: string;

  @Field(() => DateTimeIso)
  createdAt: Date;

  @Field(() => ID, { nullable: true, description: 'The line this one reverses' })
  reversesId: string | null;

  @Field(() => ID, { nullable: true, description: 'The line that reversed this one' })
  reversedById: string | null;

  @Field({ description: 'Whether the office may reverse it: a payment, refund, scholarship or credit that stands' })
  reversible: boolean;
}

@ObjectType('OfficeAccount', {
  description: 'One household’s account: the balance is the sum of its lines.',
  simpleResolvers: true,
})
export class OfficeAccountObject {
  @Field(() => ID)
  householdId: string;

  @Field()
  name: string;

  @Field(() => Int, { description: 'What the household owes, in cents (negative: a credit)' })
  balance: number;

  @Field(() => Int, { description: 'What is due by today and not paid, in cents' })
  dueNow: number;

  @Field(() => [AccountLineObject], { description: 'Oldest first' })
  lines: AccountLineObject[];

  @Field(() => [DueItemObject], { description: 'What is due when, in order of due date' })
  due: DueItemObject[];
}
