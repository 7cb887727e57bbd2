import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { moneyMessages, onlinePaymentMessages } from '@coop/contract';
import { seedFamily } from '../../test-support/families';
import { startStripeStandIn, type StripeStandIn } from '../../test-support/stripe-stand-in';
import { TestApp, type SeededUser } from '../../test-support/test-app';
import { Role } from '../accounts';
import { householdBalance, LedgerTransaction, postLine } from '../ledger';

// Online payments against the Stripe stand-in: the product creates sessions there, the stand-in's Pay button and
// dashboard refunds send signed webhooks to the product, and every payment and refund must land in the household's
// balance once, however often and in whatever order Stripe tells of it.

const start = `mutation($amount: CheckoutAmount!) { startCheckout(amount: $amount) { sessionId url amount } }`;
const result = `query($id: ID!) { checkoutResult(sessionId: $id) { sessionId paid amount } }`;
const refund = `mutation($id: ID!, $amount: Int!) { refundCardPayment(transactionId: $id, amount: $amount) { refundId amount householdId } }`;

let standIn: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  app = await TestApp.start({}, standIn.productEnv());
  standIn.setWebhookUrl(`${app.url}/api/stripe-webhook`);
});

afterAll(async () => {
  await app?.stop();
  await standIn?.close();
});

// What a test held back goes out after it, so the next one starts with nothing waiting.
afterEach(async () => {
  standIn.setDelivery('once');
  await standIn.releaseWebhooks();
});

/** A guardian and their household, owing `dueNow` cents today and `later` more on a day far ahead. */
async function family(dueNow = 12_500, later = 0): Promise<{ parent: SeededUser; householdId: string }> {
  const parent = await app.seedUser({ role: Role.parent });
  const householdId = await app.app.db.write(async (manager) => {
    const { householdId: id } = await seedFamily(manager, { children: [], guardianIds: [parent.user.id] });
    const charge = (amount: number, occurredOn: string, key: string) =>
      postLine(
        manager,
        {
          householdId: id,
          kind: 'dues',
          amount,
          description: 'Household dues',
          occurredOn,
          termKey: key,
          chargeKey: `dues:${key}`,
        },
        new Date(),
      );
    if (dueNow > 0) await charge(dueNow, '2020-01-01', 'now');
    if (later > 0) await charge(later, '2099-01-01', 'later');
    return id;
  });
  return { parent, householdId };
}

const balance = (householdId: string) => householdBalance(app.app.db.manager, householdId);
const lines = (householdId: string, kind: 'payment' | 'refund') =>
  app.app.db.manager.countBy(LedgerTransaction, { householdId, kind });

/** Starts a checkout as the family and presses Pay on the stand-in's page. */
async function payOnline(parent: SeededUser, amount: 'due_now' | 'balance' = 'due_now') {
  const started = await app.graphql(start, { amount }, parent.token);
  expect(started.errors).toBeUndefined();
  const { sessionId } = started.data.startCheckout;
  const page = await fetch(started.data.startCheckout.url);
  expect(await page.text()).toContain('Pay');
  const back = await fetch(`${standIn.url}/pay/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  expect(back.headers.get('location')).toBe(`${app.config.siteUrl}/secure/payments?checkout=${sessionId}`);
  return { sessionId, paymentIntent: standIn.session(sessionId)!.payment_intent as string };
}

/** Posts a webhook body signed with `secret` (the product's unless told otherwise). */
function deliver(event: object, secret = standIn.webhookSecret, signature?: string) {
  const payload = JSON.stringify(event);
  return fetch(`${app.url}/api/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...((signature ?? secret) && {
        'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      }),
    },
    body: payload,
  });
}

const completedEvent = (session: object) => ({
  id: 'evt_replayed',
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  type: 'checkout.session.completed',
  data: { object: session },
});

describe('starting a checkout', () => {
  it('says online payment is set up, to anyone', async () => {
    const answer = await app.graphql('{ onlinePaymentsEnabled }');
    expect(answer.data.onlinePaymentsEnabled).toBe(true);
  });

  it('makes a Stripe session for what is due now, or for the whole balance', async () => {
    const { parent, householdId } = await family(12_500, 4_000);
    const now = await app.graphql(start, { amount: 'due_now' }, parent.token);
    expect(now.data.startCheckout.amount).toBe(12_500);
    const whole = await app.graphql(start, { amount: 'balance' }, parent.token);
    expect(whole.data.startCheckout.amount).toBe(16_500);

    const session = standIn.session(now.data.startCheckout.sessionId)!;
    expect(now.data.startCheckout.url).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 12_500,
      payment_status: 'unpaid',
      client_reference_id: householdId,
      metadata: { householdId },
      customer_email: parent.user.email,
      success_url: `${app.config.siteUrl}/secure/payments?checkout={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.config.siteUrl}/secure/payments?checkout=cancelled`,
    });
  });

  it('refuses when nothing is due', async () => {
    const { parent } = await family(0, 4_000);
    const answer = await app.graphql(start, { amount: 'due_now' }, parent.token);
    expect(answer.errors?.[0]).toMatchObject({
      message: moneyMessages.nothingDue,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is open to a guardian with a household only', async () => {
    const teacher = await app.seedUser({ role: Role.teacher });
    const loner = await app.seedUser({ role: Role.parent });
    const unconfirmed = await app.seedUser({ role: Role.parent, emailVerified: false });
    const code = async (token: string | undefined) =>
      (await app.graphql(start, { amount: 'due_now' }, token)).errors?.[0].extensions?.code;
    expect(await code(undefined)).toBe('UNAUTHENTICATED');
    expect(await code(teacher.token)).toBe('FORBIDDEN');
    expect(await code(unconfirmed.token)).toBe('EMAIL_NOT_VERIFIED');
    expect(await code(loner.token)).toBe('NOT_FOUND');
  });

  it('is the same through the REST shim', async () => {
    const { parent } = await family();
    const answer = await app.rest('POST', '/api/checkout.php', { token: parent.token, body: { amount: 'due_now' } });
    expect(answer.status).toBe(200);
    expect(answer.body.checkout).toMatchObject({ amount: 12_500, url: expect.stringContaining(standIn.url) });
    const wrong = await app.rest('POST', '/api/checkout.php', { token: parent.token, body: { amount: 'all' } });
    expect(wrong.body).toMatchObject({ success: false, error: onlinePaymentMessages.amountChoice });
    expect((await app.rest('POST', '/api/checkout.php', { body: { amount: 'due_now' } })).status).toBe(401);
  });
});

describe('paying', () => {
  it('posts the payment when Stripe’s webhook tells of it', async () => {
    const { parent, householdId } = await family(12_500);
    await payOnline(parent);
    expect(standIn.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });
    expect(await balance(householdId)).toBe(0);
  });

  it('posts it once when the family’s return page confirms it before and after the webhook', async () => {
    const { parent, householdId } = await family(12_500);
    standIn.setDelivery('hold');
    const { sessionId } = await payOnline(parent);
    const first = await app.graphql(result, { id: sessionId }, parent.token);
    expect(first.data.checkoutResult).toEqual({ sessionId, paid: true, amount: 12_500 });
    await standIn.releaseWebhooks();
    await app.graphql(result, { id: sessionId }, parent.token);
    expect(await lines(householdId, 'payment')).toBe(1);
    expect(await balance(householdId)).toBe(0);
  });

  it('says an unpaid session is not paid yet, and shows no other household its session', async () => {
    const { parent } = await family();
    const other = await family();
    const { sessionId } = (await app.graphql(start, { amount: 'due_now' }, parent.token)).data.startCheckout;
    const mine = await app.graphql(result, { id: sessionId }, parent.token);
    expect(mine.data.checkoutResult.paid).toBe(false);
    const theirs = await app.graphql(result, { id: sessionId }, other.parent.token);
    expect(theirs.errors?.[0]).toMatchObject({
      message: onlinePaymentMessages.checkoutNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await app.graphql(result, { id: 'cs_unknown' }, parent.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the webhook', () => {
  it('applies a validly signed event once, however often it is delivered', async () => {
    const { parent, householdId } = await family(12_500);
    standIn.setDelivery('hold');
    const { sessionId } = await payOnline(parent);
    const event = completedEvent(standIn.session(sessionId)!);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, received: true, applied: true });
    const again = await deliver(event);
    expect(await again.json()).toMatchObject({ success: true, applied: false });
    expect(await lines(householdId, 'payment')).toBe(1);
    expect(await balance(householdId)).toBe(0);
  });

  it('applies Stripe’s own duplicate deliveries once', async () => {
    const { parent, householdId } = await family(12_500);
    standIn.setDelivery('twice');
    await payOnline(parent);
    expect(standIn.deliveries.slice(-2).map((each) => each.status)).toEqual([200, 200]);
    expect(await lines(householdId, 'payment')).toBe(1);
  });

  it('refuses a wrong or missing signature with 400 and posts nothing', async () => {
    const { parent, householdId } = await family(12_500);
    standIn.setDelivery('hold');
    const { sessionId } = await payOnline(parent);
    const event = completedEvent(standIn.session(sessionId)!);
    for (const answer of [await deliver(event, 'whsec_somebody_else'), await deliver(event, '')]) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ success: false, error: onlinePaymentMessages.webhookSignature });
    }
    expect(await balance(householdId)).toBe(12_500);
  });

  it('acknowledges events it does not act on', async () => {
    const answer = await deliver({
      ...completedEvent({ id: 'pi_1', object: 'payment_intent' }),
      type: 'payment_intent.created',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ applied: false });
  });

  it('ends with the right balance when a dashboard refund is told before its payment', async () => {
    const { parent, householdId } = await family(12_500);
    standIn.setDelivery('hold');
    const { paymentIntent } = await payOnline(parent);
    await standIn.refund({ paymentIntent, amount: 2_500 });
    await standIn.idle();
    // Sent newest first: charge.refunded, refund.created, then checkout.session.completed.
    await standIn.releaseWebhooks();
    expect(standIn.deliveries.slice(-3).map((each) => [each.type, each.status])).toEqual([
      ['charge.refunded', 200],
      ['refund.created', 200],
      ['checkout.session.completed', 200],
    ]);
    expect(await lines(householdId, 'payment')).toBe(1);
    expect(await lines(householdId, 'refund')).toBe(1);
    expect(await balance(householdId)).toBe(2_500);
  });
});

describe('refunding a card payment from the office', () => {
  async function paidFamily() {
    const paid = await family(12_500);
    await payOnline(paid.parent);
    const payment = await app.app.db.manager.findOneByOrFail(LedgerTransaction, {
      householdId: paid.householdId,
      kind: 'payment',
    });
    return { ...paid, payment };
  }

  it('refunds through Stripe and posts the refund once, the webhook finding it posted', async () => {
    const { householdId, payment } = await paidFamily();
    const admin = await app.adminToken();
    const answer = await app.graphql(refund, { id: payment.id, amount: 5_000 }, admin);
    expect(answer.data.refundCardPayment).toMatchObject({ amount: 5_000, householdId });
    await standIn.idle();
    expect(standIn.deliveries.slice(-2).map((each) => each.status)).toEqual([200, 200]);
    expect(await lines(householdId, 'refund')).toBe(1);
    expect(await balance(householdId)).toBe(5_000);

    const tooMuch = await app.graphql(refund, { id: payment.id, amount: 7_501 }, admin);
    expect(tooMuch.errors?.[0]).toMatchObject({
      message: moneyMessages.refundAboveReceived('$75.00'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is for administrators only', async () => {
    const { parent, payment } = await paidFamily();
    const teacher = await app.seedUser({ role: Role.teacher });
    const code = async (token: string | undefined) =>
      (await app.graphql(refund, { id: payment.id, amount: 100 }, token)).errors?.[0].extensions?.code;
    expect(await code(undefined)).toBe('UNAUTHENTICATED');
    expect(await code(parent.token)).toBe('FORBIDDEN');
    expect(await code(teacher.token)).toBe('FORBIDDEN');
    expect(await lines(payment.householdId, 'refund')).toBe(0);
  });
});

describe('without Stripe', () => {
  it('says online payment is not set up', async () => {
    const off = await TestApp.start();
    try {
      expect((await off.graphql('{ onlinePaymentsEnabled }')).data.onlinePaymentsEnabled).toBe(false);
      const parent = await off.seedUser({ role: Role.parent });
      await off.app.db.write((manager) => seedFamily(manager, { children: [], guardianIds: [parent.user.id] }));
      const answer = await off.graphql(start, { amount: 'due_now' }, parent.token);
      expect(answer.errors?.[0]).toMatchObject({
        message: moneyMessages.onlinePaymentsOff,
        extensions: { code: 'CONFLICT' },
      });
    } finally {
      await off.stop();
    }
  });
});
