import { moneyMessages } from '@coop/contract';
import { expect, test, type APIRequestContext } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { enrollOnPage } from './support/enrollment-form';
import { adminToken, bearer, createMember, signIn, uniqueIdentity } from './support/members';

// A family reads its statement: a class with fees, a child enrolled through the public form, and the parent's
// Fees & payments showing the charges, what is due, the way to pay, and a statement to print.

const classKey = 'algebra_1_9th_10th';

const noFees = { classFee: 0, supplyFee: 0, deposit: 0 };

/** The office sets the class's fees in cents, through its own API. */
async function setClassFees(request: APIRequestContext, fees: typeof noFees) {
  const answer = await request.put('/api/class-fees.php', {
    headers: bearer(await adminToken(request)),
    data: { termKey: '2026-27', classes: [{ classKey, ...fees }] },
  });
  expect(answer.ok()).toBe(true);
}

test.afterEach(({ request }) => setClassFees(request, noFees));

test('a parent reads the balance, what is due and every line, and prints the statement', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  await setClassFees(request, { classFee: 18_000, supplyFee: 3_500, deposit: 6_000 });
  const parent = uniqueIdentity('Parent');
  const student = `Student ${parent.name.split(' ').at(-1)}`;
  await enrollOnPage(page, { parent, student, classKey });
  const { password } = await createMember(request, 'parent', parent);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { email: parent.email, password }, '/secure/payments');
  await expect(page.getByRole('heading', { name: 'Fees & payments', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your account', exact: true });
  await expect(summary).toContainText('Balance: $215.00');

  const due = page.getByRole('region', { name: 'What is due when' }).first();
  await expect(due.getByRole('row').filter({ hasText: 'deposit' })).toContainText('$60.00');
  const lines = page.getByRole('region', { name: 'Every line of your account' }).first();
  await expect(lines.getByRole('row').filter({ hasText: `Class fee: ` })).toContainText('$180.00');
  await expect(lines.getByRole('row').filter({ hasText: `Supply fee: ` })).toContainText('$35.00');
  await expect(lines.getByRole('row').last()).toContainText('$215.00');

  // Pay now through Checkout where the co-op takes cards; otherwise the word that only cash and checks are taken.
  const enabled = await request
    .post('/graphql', { data: { query: '{ onlinePaymentsEnabled }' } })
    .then(async (answer) => ((await answer.json()) as { data?: { onlinePaymentsEnabled?: boolean } }).data);
  if (enabled?.onlinePaymentsEnabled)
    await expect(summary.getByRole('button', { name: 'Pay the whole balance ($215.00)' })).toBeVisible();
  else await expect(summary).toContainText(moneyMessages.onlinePaymentsOff);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('statement-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('statement-1280.png'), fullPage: true });

  // On paper: the co-op and the household at the top, the date, no site chrome or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/^Statement as of /)).toBeVisible();
  await expect(page.getByText(`The ${parent.name.split(' ').at(-1)} family`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print statement' })).toBeHidden();
  await expect(page.getByRole('banner').first()).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('statement-print.png'), fullPage: true });
  expect(errors).toEqual([]);
});
