import { expect, test, type APIRequestContext } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { enrollOnPage } from './support/enrollment-form';
import { ADMIN_ACCOUNT } from './support/credentials';
import { adminToken, bearer, createMember, signIn, uniqueIdentity } from './support/members';

// A family pays online: from Fees & payments to the (stand-in) Stripe Checkout page and back, where the page waits
// for the payment to be confirmed and shows the balance it left. The stand-in signs and sends the webhook as Stripe
// does; whichever of the webhook and the return page confirms first, the payment counts once.

const classKey = 'learning_nest_9th';

async function setClassFees(
  request: APIRequestContext,
  fees: { classFee: number; supplyFee: number; deposit: number },
) {
  const answer = await request.put('/api/class-fees.php', {
    headers: bearer(await adminToken(request)),
    data: { termKey: '2026-27', classes: [{ classKey, ...fees }] },
  });
  expect(answer.ok()).toBe(true);
}

/** Steers this worker's Stripe stand-in: how it delivers webhooks, and waiting until it has delivered them. */
const standIn = (path: string) => `${process.env.E2E_STRIPE_URL}/_stand-in/${path}`;

test.afterEach(async ({ request }) => {
  await request.post(standIn('delivery'), { data: { mode: 'once' } });
  await setClassFees(request, { classFee: 0, supplyFee: 0, deposit: 0 });
});

test('a parent pays the whole balance through Checkout, comes back and sees it settled, once', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  await setClassFees(request, { classFee: 9_000, supplyFee: 1_250, deposit: 3_000 });
  const parent = uniqueIdentity('Payer');
  await enrollOnPage(page, { parent, student: `Student ${parent.name.split(' ').at(-1)}`, classKey });
  const { password } = await createMember(request, 'parent', parent);
  // Stripe may deliver an event more than once: this one comes twice.
  expect((await request.post(standIn('delivery'), { data: { mode: 'twice' } })).ok()).toBe(true);

  await signIn(page, { email: parent.email, password }, '/secure/payments');
  const summary = page.getByRole('region', { name: 'Your account', exact: true });
  await expect(summary).toContainText('Balance: $102.50');
  await summary.getByRole('button', { name: 'Pay the whole balance ($102.50)' }).click();

  // Stripe's page (the stand-in's), with the amount the server asked for.
  await expect(page).toHaveTitle('Pay $102.50');
  const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/secure\/payments/);
  await expect(page.getByText('Thank you: your payment of $102.50 is in your account.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(summary).toContainText('Balance: $0.00');
  // The return address no longer names the checkout, so a reload does not ask again.
  await expect(page).not.toHaveURL(/checkout=/);
  const lines = page.getByRole('region', { name: 'Every line of your account' }).first();
  await expect(lines.getByRole('row').filter({ hasText: 'Payment by card' })).toHaveCount(1);
  await expect(lines.getByRole('row').filter({ hasText: 'Payment by card' })).toContainText('−$102.50');

  // Once both deliveries of the webhook have been answered, the account still holds one payment.
  const deliveries = (await (await request.get(standIn('deliveries'))).json()) as {
    type: string;
    objectId: string;
    status: number;
  }[];
  const ours = deliveries.filter((each) => each.type === 'checkout.session.completed' && each.objectId === sessionId);
  expect(ours.map((each) => each.status)).toEqual([200, 200]);
  await page.reload();
  await expect(summary).toContainText('Balance: $0.00');
  await expect(lines.getByRole('row').filter({ hasText: 'Payment by card' })).toHaveCount(1);

  // The office gives part of it back to the card: the card processor refunds it, and the account owes it again.
  const student = `Student ${parent.name.split(' ').at(-1)}`;
  const household = `The ${parent.name.split(' ').at(-1)} family`;
  await signIn(page, ADMIN_ACCOUNT, '/secure/office/accounts');
  const main = page.getByRole('main');
  await main.getByLabel('Search households by name, contact, guardian or student').fill(student);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await main.getByRole('button', { name: `Open the account of ${household}` }).click();
  const card = main.getByRole('region', { name: 'Lines' }).getByRole('row', { name: /Payment by card/ });
  await expect(card.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await card.getByRole('button', { name: /^Refund to card/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund to the card?' });
  await expect(dialog.getByLabel('Amount to refund')).toHaveValue('102.50');
  await dialog.getByLabel('Amount to refund').fill('20');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Refund of $20.00 to the card recorded.' })).toBeVisible();
  await expect(main.getByTestId('account-balance')).toHaveText('$20.00 owed');
  // The refund's own webhook, answered, adds nothing more.
  await request.get(standIn('deliveries'));
  await page.reload();
  await expect(main.getByTestId('account-balance')).toHaveText('$20.00 owed');
  expect(errors).toEqual([]);
});

test('a parent who cancels on the Checkout page is told nothing was charged, and still owes the balance', async ({
  page,
  request,
}) => {
  await setClassFees(request, { classFee: 4_000, supplyFee: 0, deposit: 0 });
  const parent = uniqueIdentity('Canceller');
  await enrollOnPage(page, { parent, student: `Student ${parent.name.split(' ').at(-1)}`, classKey });
  const { password } = await createMember(request, 'parent', parent);
  await signIn(page, { email: parent.email, password }, '/secure/payments');
  const summary = page.getByRole('region', { name: 'Your account', exact: true });
  await summary.getByRole('button', { name: 'Pay the whole balance ($40.00)' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('The payment was cancelled; nothing was charged.')).toBeVisible();
  await expect(summary).toContainText('Balance: $40.00');
});
