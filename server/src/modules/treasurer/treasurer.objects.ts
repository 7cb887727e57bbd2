import { Field, ID, Int, ObjectType } from 'type-graphql';

// The treasurer's report in GraphQL. Amounts are integer cents; a totals row has no household, month or
// instructor of its own.

@ObjectType('TreasurerBalance', { simpleResolvers: true, description: "A household's lines summed by what they are" })
export class TreasurerBalanceObject {
  @Field(() => ID, { nullable: true, description: 'Null on the totals row' })
  householdId: string | null;

  @Field()
  householdName: string;

  @Field(() => Int, { description: 'Dues, class and supply fees, net of reversals' })
  charges: number;

  @Field(() => Int, { description: 'Sibling discounts, scholarships and credits (negative)' })
  discounts: number;

  @Field(() => Int, { description: 'Payments (negative) and refunds (positive)' })
  payments: number;

  @Field(() => Int, { description: 'The sum of the receivable entries; equal to the three columns added' })
  balance: number;
}

@ObjectType('TreasurerAging', { simpleResolvers: true, description: 'What a household owes by days past due' })
export class TreasurerAgingObject {
  @Field(() => ID, { nullable: true, description: 'Null on the totals row' })
  householdId: string | null;

  @Field()
  householdName: string;

  @Field(() => [Int], { description: 'Current, 1–30, 31–60, 61–90 and over 90 days past due, in that order' })
  buckets: number[];

  @Field(() => Int, { description: 'The buckets added: the positive balance' })
  owed: number;
}

@ObjectType('TreasurerPaymentPeriod', { simpleResolvers: true, description: 'Money in and back by method and month' })
export class TreasurerPaymentPeriodObject {
  @Field(() => String, { nullable: true, description: 'YYYY-MM; null on the totals row' })
  month: string | null;

  @Field(() => String, { nullable: true, description: 'cash, check or card; null on the totals row' })
  method: string | null;

  @Field(() => Int)
  received: number;

  @Field(() => Int)
  refunded: number;

  @Field(() => Int)
  net: number;
}

@ObjectType('TreasurerInstructorFee', { simpleResolvers: true, description: "An instructor's share of a class's fees" })
export class TreasurerInstructorFeeObject {
  @Field(() => ID, { nullable: true, description: 'Null when the class has no teacher assigned' })
  userId: string | null;

  @Field()
  instructorName: string;

  @Field()
  termKey: string;

  @Field()
  termName: string;

  @Field()
  classKey: string;

  @Field()
  classTitle: string;

  @Field(() => Int, { description: "The class's class fees net of reversals" })
  classFees: number;

  @Field(() => Int, { description: "The term's instructor percent" })
  percent: number;

  @Field(() => Int, { description: 'How many teachers split the share evenly' })
  teachers: number;

  @Field(() => Int)
  owed: number;
}

@ObjectType('TreasurerReport', { simpleResolvers: true, description: "The treasurer's figures, from the ledger" })
export class TreasurerReportObject {
  @Field({ description: 'YYYY-MM-DD: the day aging is counted from' })
  asOf: string;

  @Field(() => [TreasurerBalanceObject])
  balances: TreasurerBalanceObject[];

  @Field(() => TreasurerBalanceObject)
  balanceTotal: TreasurerBalanceObject;

  @Field(() => [TreasurerAgingObject])
  aging: TreasurerAgingObject[];

  @Field(() => TreasurerAgingObject)
  agingTotal: TreasurerAgingObject;

  @Field(() => [TreasurerPaymentPeriodObject])
  payments: TreasurerPaymentPeriodObject[];

  @Field(() => TreasurerPaymentPeriodObject)
  paymentTotal: TreasurerPaymentPeriodObject;

  @Field(() => [TreasurerInstructorFeeObject])
  instructors: TreasurerInstructorFeeObject[];

  @Field(() => Int)
  instructorTotal: number;
}
