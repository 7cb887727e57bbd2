import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { CardRefundObject, CheckoutAmount, CheckoutObject, CheckoutResultObject } from './online-payments.objects';
import type { OnlinePaymentsService } from './online-payments.service';

/** Online payments: thin, every rule is the service's. */
@Resolver()
export class OnlinePaymentsResolver {
  constructor(private readonly service: OnlinePaymentsService) {}

  @Query(() => Boolean, { description: 'Whether the co-op takes card payments online (Stripe is set up).' })
  onlinePaymentsEnabled(): boolean {
    return this.service.enabled();
  }

  @Authorized()
  @Mutation(() => CheckoutObject, {
    description: "Starts a Stripe Checkout for the guardian's household; send the family to its url.",
  })
  startCheckout(
    @Arg('amount', () => CheckoutAmount) amount: CheckoutAmount,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutObject> {
    return this.service.startCheckout(ctx, { amount });
  }

  @Authorized()
  @Query(() => CheckoutResultObject, {
    description: 'The session a family came back from Stripe with; poll until paid.',
  })
  checkoutResult(
    @Arg('sessionId', () => ID) sessionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutResultObject> {
    return this.service.checkoutResult(ctx, { sessionId });
  }

  @Authorized(Role.admin)
  @Mutation(() => CardRefundObject, { description: 'Refunds part or all of a card payment (cents) through Stripe.' })
  refundCardPayment(
    @Arg('transactionId', () => ID) transactionId: string,
    @Arg('amount', () => Int) amount: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CardRefundObject> {
    return this.service.refundCardPayment(ctx, { transactionId, amount });
  }
}
