/*
 * Online payments through Stripe Checkout: GraphQL, the REST shim and Stripe's webhook call these; every permission
 * check is here. A guardian whose address is confirmed pays their own household's account; an administrator
 * refunds a card payment; teachers and anonymous callers nothing. Every payment and refund reaches the ledger under
 * Stripe's own id, so however often and in whatever order it is told (the family's return, each webhook delivery,
 * the office's own refund), it counts once. Public methods:
 *
 *   enabled(): boolean                                        whether STRIPE_SECRET_KEY is set
 *   startCheckout(ctx, raw): Promise<CheckoutView>            guardian: a session for what is due now or the balance
 *   checkoutResult(ctx, raw): Promise<CheckoutResultView>     guardian: their session, posted once it is paid
 *   refundCardPayment(ctx, raw): Promise<CardRefundView>      admin: refunds a card payment through Stripe
 *   receiveWebhook(body, signature): Promise<WebhookOutcome>  Stripe: a signed event, applied once
 */
import {
  formatCents,
  moneyMessages,
  onlinePaymentMessages,
  wallClock,
  checkoutCancelPath,
  checkoutSuccessPath,
} from '@coop/contract';
import type Stripe from 'stripe';
import { requireAdmin } from '../../auth/guards';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { RequestContext } from '../accounts';
import type { CatalogSource } from '../catalog';
import type { HouseholdsService } from '../households';
import { householdAccount, LedgerTransaction, recordCardPayment, recordCardRefund } from '../ledger';
import { parseCheckoutAmount, parseLineId, parseRefundCents, parseSessionId } from './online-payments.rules';
import type { CardRefundView, CheckoutResultView, CheckoutView, WebhookOutcome } from './online-payments.types';

type Raw = Record<string, unknown>;

export interface OnlinePaymentSettings {
  siteUrl: string;
  siteName: () => string;
  webhookSecret: string;
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const notFound = () => new AppError('NOT_FOUND', onlinePaymentMessages.checkoutNotFound, 'sessionId');

export class OnlinePaymentsService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    /** The caller's own household, with the households module's rules for who has one. */
    private readonly households: Pick<HouseholdsService, 'myHousehold'>,
    /** Undefined when online payment is off. */
    private readonly stripe: Stripe | undefined,
    private readonly settings: OnlinePaymentSettings | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  enabled(): boolean {
    return this.stripe !== undefined;
  }

  /**
   * A Stripe Checkout session for what the household owes now (`due_now`) or its whole balance, in one line the
   * family sees on Stripe's page; the family is sent to its address and comes back to My family.
   */
  async startCheckout(ctx: RequestContext, raw: Raw): Promise<CheckoutView> {
    const { householdId, email } = await this.guardianHousehold(ctx);
    const choice = parseCheckoutAmount(raw.amount);
    const stripe = this.requireStripe();
    const account = await householdAccount(this.db.manager, this.catalog(), householdId, this.today());
    const amount = choice === 'due_now' ? account.dueNow : account.balance;
    if (amount <= 0) throw new AppError('BAD_USER_INPUT', moneyMessages.nothingDue, 'amount');
    const { siteUrl, siteName } = this.settings!;
    const session = await this.callStripe(() =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: amount,
              product_data: { name: `${siteName()}: ${choice === 'due_now' ? 'amount due now' : 'account balance'}` },
            },
            quantity: 1,
          },
        ],
        success_url: `${siteUrl}${checkoutSuccessPath}`,
        cancel_url: `${siteUrl}${checkoutCancelPath}`,
        client_reference_id: householdId,
        metadata: { householdId },
        // The refund webhooks name only the payment intent; its own copy of the household keeps it findable.
        payment_intent_data: { metadata: { householdId } },
        customer_email: email,
      }),
    );
    return { sessionId: session.id, url: session.url!, amount };
  }

  /**
   * The session a family came back from: once Stripe says it is paid, the payment is posted here (the webhook
   * may be late), under the session's id as the webhook posts it, so it counts once.
   */
  async checkoutResult(ctx: RequestContext, raw: Raw): Promise<CheckoutResultView> {
    const { householdId } = await this.guardianHousehold(ctx);
    const sessionId = parseSessionId(raw.sessionId);
    const stripe = this.requireStripe();
    const session = await this.callStripe(() => stripe.checkout.sessions.retrieve(sessionId), notFound);
    if (sessionHousehold(session) !== householdId) throw notFound();
    const paid = session.payment_status === 'paid';
    if (paid) await this.postSession(session);
    return { sessionId, paid, amount: session.amount_total ?? 0 };
  }

  /** Gives back part or all of a card payment through Stripe, and posts the refund under Stripe's refund id. */
  async refundCardPayment(ctx: RequestContext, raw: Raw): Promise<CardRefundView> {
    requireAdmin(ctx);
    const transactionId = parseLineId(raw.transactionId);
    const amount = parseRefundCents(raw.amount);
    const stripe = this.requireStripe();
    const payment = await this.db.manager.findOneBy(LedgerTransaction, { id: transactionId });
    if (!payment) throw new AppError('NOT_FOUND', moneyMessages.lineNotFound, 'transactionId');
    if (payment.kind !== 'payment' || payment.method !== 'card' || !payment.reference)
      throw new AppError('BAD_USER_INPUT', onlinePaymentMessages.notCardPayment, 'transactionId');
    const paymentIntent = payment.reference;
    const refunded = await this.db.manager.sum(LedgerTransaction, 'amount', {
      kind: 'refund',
      method: 'card',
      reference: paymentIntent,
    });
    const left = -payment.amount - (refunded ?? 0);
    if (amount > left)
      throw new AppError('BAD_USER_INPUT', moneyMessages.refundAboveReceived(formatCents(left)), 'amount');
    const refund = await this.callStripe(
      // The same refund asked twice from the same state (a double click, a retried request) is one refund to
      // Stripe: the key names the payment, what was left of it and the amount.
      () =>
        stripe.refunds.create(
          { payment_intent: paymentIntent, amount },
          { idempotencyKey: `refund-${transactionId}-${left}-${amount}` },
        ),
      undefined,
      (reason) => new AppError('BAD_USER_INPUT', onlinePaymentMessages.refundRefused(reason), 'amount'),
    );
    await this.postRefund(refund);
    return { refundId: refund.id, amount: refund.amount, householdId: payment.householdId };
  }

  /**
   * One delivery of Stripe's webhook: refused unless signed with the endpoint's secret. A paid session posts its
   * payment; a refund posts the refund, after its payment when Stripe tells of the refund first (it may: deliveries
   * are retried and come in any order). Other events are acknowledged and ignored.
   */
  async receiveWebhook(body: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const stripe = this.requireStripe();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(body, signature ?? '', this.settings!.webhookSecret);
    } catch (error) {
      throw new AppError('BAD_USER_INPUT', onlinePaymentMessages.webhookSignature, 'stripe-signature', {
        cause: error,
      });
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { type: event.type, applied: await this.postSession(event.data.object) };
      case 'refund.created':
      case 'refund.updated':
        return { type: event.type, applied: await this.postRefund(event.data.object) };
      case 'charge.refunded': {
        const charge = event.data.object;
        const refunds = await stripe.refunds.list({ charge: charge.id, limit: 100 });
        let applied = false;
        for (const refund of refunds.data) applied = (await this.postRefund(refund)) || applied;
        return { type: event.type, applied };
      }
      default:
        return { type: event.type, applied: false };
    }
  }

  /** Posts a paid session's payment to its household once; false when it is not paid or was posted before. */
  private async postSession(session: Stripe.Checkout.Session): Promise<boolean> {
    const householdId = sessionHousehold(session);
    const paymentIntent = idOf(session.payment_intent);
    if (session.payment_status !== 'paid' || !householdId || !paymentIntent || !session.amount_total) return false;
    const input = {
      householdId,
      amount: session.amount_total,
      externalId: session.id,
      reference: paymentIntent,
      occurredOn: this.today(),
    };
    return this.db.write((manager) => recordCardPayment(manager, input));
  }

  /**
   * Posts a refund once. When its payment is not in the ledger yet (the refund's webhook outran the payment's),
   * the payment is posted first from its session, which Stripe finds by the payment intent the refund names.
   */
  private async postRefund(refund: Stripe.Refund): Promise<boolean> {
    const paymentReference = idOf(refund.payment_intent);
    if (!paymentReference || refund.status === 'failed' || refund.status === 'canceled') return false;
    const input = {
      paymentReference,
      amount: refund.amount,
      externalId: refund.id,
      occurredOn: this.today(new Date(refund.created * 1000)),
    };
    const post = () => this.db.write((manager) => recordCardRefund(manager, input));
    if (await post()) return true;
    const sessions = await this.stripe!.checkout.sessions.list({ payment_intent: paymentReference, limit: 1 });
    const session = sessions.data[0];
    // A payment taken outside the product's checkout (in Stripe's dashboard) belongs to no household here.
    if (!session || !(await this.postSession(session))) return false;
    return post();
  }

  private async guardianHousehold(ctx: RequestContext): Promise<{ householdId: string; email: string }> {
    const household = await this.households.myHousehold(ctx);
    if (!household) throw new AppError('NOT_FOUND', onlinePaymentMessages.noHousehold);
    return { householdId: household.id, email: ctx.user!.email };
  }

  private requireStripe(): Stripe {
    if (!this.stripe) throw new AppError('CONFLICT', moneyMessages.onlinePaymentsOff);
    return this.stripe;
  }

  /**
   * A call to Stripe, its failures told in our words: a missing object as `missing` says, a refused request as
   * `refused` says (with Stripe's reason), anything else (Stripe unreachable, a bad key) as the service being
   * unavailable, its cause kept for the log.
   */
  private async callStripe<T>(
    call: () => Promise<T>,
    missing?: () => AppError,
    refused?: (reason: string) => AppError,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const stripeError = error as { type?: string; statusCode?: number; message?: string };
      if (missing && stripeError.statusCode === 404) throw missing();
      if (refused && stripeError.type === 'StripeInvalidRequestError')
        throw refused(stripeError.message ?? 'no reason given');
      throw new AppError('INTERNAL_SERVER_ERROR', onlinePaymentMessages.providerUnavailable, undefined, {
        cause: error,
      });
    }
  }

  /** YYYY-MM-DD on the co-op's calendar. */
  private today(at = this.now()): string {
    return wallClock(at, this.catalog().timeZone).day;
  }
}

/** The household a session was made for; null for a session the product did not make. */
function sessionHousehold(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.householdId ?? session.client_reference_id ?? null;
}
