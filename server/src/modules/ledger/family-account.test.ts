import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, emailVerificationMessages } from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { Role } from '../accounts';
import { saveFeeRows } from '../../test-support/fee-rows';
import { recordPayment } from './payments';

// The family's statement over the real app, on both channels: who may read it, and that what it shows (balance,
// lines, what is due when) is the household's ledger as the office and the rules posted it.

const classKey = 'reading_1st';
let app: TestApp;

const accountFields =
  'householdName asOf balance dueNow lines { kind amount description termName reversed balanceAfter } due { dueOn label amount paid remaining }';
const myAccount = (token?: string) => app.graphql(`{ myAccount { ${accountFields} } }`, {}, token);

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  const admin = (await app.seedUser({ role: Role.admin })).user;
  await app.app.enrollmentOffice.setClassSeats(contextAs(admin), classKey, 500);
  await saveFeeRows(
    app,
    { classKey, classFee: 12_000, supplyFee: 2_500, deposit: 5_000 },
    {
      termKey: '2026-27',
      dues: 5_000,
      installments: [
        { dueOn: '2098-10-01', percent: 50 },
        { dueOn: '2099-01-15', percent: 50 },
      ],
    },
  );
});
afterAll(() => app.stop());

/** A family enrolled through the public form, its guardian signed in with the form's address. */
async function family(options: { emailVerified?: boolean } = {}) {
  const email = uniqueEmail('statement');
  expect((await postEnrollment(app, enrollmentFields([classKey], { parentEmail: email }))).status).toBe(200);
  return app.seedUser({ email, emailVerified: options.emailVerified });
}

describe('a guardian reads their household account', () => {
  it('shows the balance as the sum of its lines, and dues and the deposit due now, the rest by installments', async () => {
    const { user, token } = await family();
    const household = (await app.graphql('{ myHousehold { id } }', {}, token)).data.myHousehold;
    await app.app.db.write((manager) =>
      recordPayment(manager, {
        householdId: household.id,
        amount: 6_000,
        method: 'check',
        reference: '1042',
        occurredOn: '2026-11-20',
        by: { userId: null, name: user.name },
      }),
    );

    const { data, errors } = await myAccount(token);
    expect(errors).toBeUndefined();
    const account = data.myAccount;
    expect(account.balance).toBe(5_000 + 12_000 + 2_500 - 6_000);
    expect(account.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0)).toBe(account.balance);
    expect(account.lines.at(-1).balanceAfter).toBe(account.balance);
    expect(account.lines.map((line: { description: string }) => line.description)).toContain('Check no. 1042');
    expect(account.lines.find((line: { kind: string }) => line.kind === 'dues')).toMatchObject({
      amount: 5_000,
      termName: '2026–27',
      reversed: false,
    });
    // Dues and the deposit are due the day the seat was held; the check paid the deposit and part of the dues.
    expect(account.due).toEqual([
      expect.objectContaining({ dueOn: account.asOf, amount: 5_000, paid: 5_000, remaining: 0 }),
      { dueOn: account.asOf, label: '2026–27: Household dues', amount: 5_000, paid: 1_000, remaining: 4_000 },
      { dueOn: '2098-10-01', label: '2026–27: installment 1 of 2', amount: 4_750, paid: 0, remaining: 4_750 },
      { dueOn: '2099-01-15', label: '2026–27: installment 2 of 2', amount: 4_750, paid: 0, remaining: 4_750 },
    ]);
    expect(account.dueNow).toBe(4_000);

    const rest = await app.rest('GET', '/api/my-account.php', { token });
    expect(rest.status).toBe(200);
    expect(rest.body.account).toMatchObject({ balance: account.balance, dueNow: 4_000, due: account.due });
  });

  it('answers null to an account with no household, the administrator’s included', async () => {
    const parent = await app.seedUser();
    expect((await myAccount(parent.token)).data.myAccount).toBeNull();
    expect((await myAccount(await app.adminToken())).data.myAccount).toBeNull();
    expect((await app.rest('GET', '/api/my-account.php', { token: parent.token })).body).toEqual({
      success: true,
      account: null,
    });
  });

  it('refuses a teacher, anyone signed out, and a guardian whose address is not confirmed', async () => {
    const teacher = await app.seedUser({ role: Role.teacher });
    expect((await myAccount(teacher.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.rest('GET', '/api/my-account.php', { token: teacher.token })).status).toBe(403);

    const anonymous = await myAccount();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const signedOut = await app.rest('GET', '/api/my-account.php');
    expect(signedOut).toMatchObject({ status: 401, body: { error: accountMessages.noToken } });

    const unconfirmed = await family({ emailVerified: false });
    const answer = await myAccount(unconfirmed.token);
    expect(answer.errors?.[0]).toMatchObject({
      message: emailVerificationMessages.required,
      extensions: { code: 'EMAIL_NOT_VERIFIED' },
    });
  });
});
