import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CheckoutAmount as CheckoutAmountName } from '@coop/contract';

export enum CheckoutAmount {
  due_now = 'due_now',
  balance = 'balance',
}

registerEnumType(CheckoutAmount, {
  name: 'CheckoutAmount',
  description: 'What a family pays online: what is due by today, or the whole balance',
});

// The service speaks the shared names; this stops compiling when the enum and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${CheckoutAmount}`, CheckoutAmountName>;

@ObjectType('Checkout', { simpleResolvers: true, description: 'A Stripe Checkout session made for a family' })
export class CheckoutObject {
  @Field(() => ID)
  sessionId: string;

  @Field({ description: "Stripe's payment page: send the family there" })
  url: string;

  @Field(() => Int, { description: 'In cents' })
  amount: number;
}

@ObjectType('CheckoutResult', { simpleResolvers: true, description: 'A session the family came back from' })
export class CheckoutResultObject {
  @Field(() => ID)
  sessionId: string;

  @Field({ description: 'Whether Stripe has taken the money; the payment is then in the household’s account' })
  paid: boolean;

  @Field(() => Int, { description: 'In cents' })
  amount: number;
}

@ObjectType('CardRefund', { simpleResolvers: true, description: 'A refund made to a card through Stripe' })
export class CardRefundObject {
  @Field(() => ID, { description: "Stripe's refund id" })
  refundId: string;

  @Field(() => Int, { description: 'In cents' })
  amount: number;

  @Field(() => ID)
  householdId: string;
}
