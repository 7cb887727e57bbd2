import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyMessages, officeAccountMessages, submissionIdField, termsByClass } from '@coop/contract';
import { enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { saveFeeRows } from '../../test-support/fee-rows';
import { TestApp, type Answer, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';
import { Placement } from '../enrollment-office';
import { HouseholdStudent } from '../households';
import { LedgerEntry, recordCardPayment } from '../ledger';

// The office's household accounts over the real app, on both channels: who may read and record, a check that
// lowers the balance, the refund limit, scholarships, and reversals of what people recorded (never of charges).

const classKey = 'science_1st_2nd';
let app: TestApp;
let admin: string;
let teacher: string;
let parent: string;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  parent = (await app.seedUser({ role: Role.parent })).token!;
  await saveFeeRows(app, { classKey, classFee: 12_000, supplyFee: 2_500, deposit: 5_000 });
});
afterAll(() => app?.stop());

/** A household holding a seat in the class: it owes $145.00. */
async function family(): Promise<string> {
  const fields = enrollmentFields([classKey], { parentEmail: uniqueEmail('accounts') });
  await postEnrollment(app, fields);
  const placement = await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: fields[submissionIdField] });
  return (await app.app.db.manager.findOneByOrFail(HouseholdStudent, { id: placement.studentId! })).householdId;
}

const accountFields = `householdId name balance dueNow
  lines { id kind amount description occurredOn method reference note createdByName reversesId reversedById reversible }
  due { dueOn label amount paid remaining }`;

const account = (householdId: string, { token }: { token?: string } = { token: admin }) =>
  app.graphql(`query($id: ID!) { officeAccount(householdId: $id) { ${accountFields} } }`, { id: householdId }, token);

const pay = (input: Record<string, unknown>, { token }: { token?: string } = { token: admin }) =>
  app.graphql(
    `mutation($input: OfficeMoneyInput!) { recordOfficePayment(input: $input) { ${accountFields} } }`,
    { input },
    token,
  );

const refund = (input: Record<string, unknown>) =>
  app.graphql(
    `mutation($input: OfficeMoneyInput!) { recordOfficeRefund(input: $input) { ${accountFields} } }`,
    {
      input,
    },
    admin,
  );

const reverse = (householdId: string, lineId: string) =>
  app.graphql(
    `mutation($h: ID!, $l: ID!) { reverseAccountLine(householdId: $h, lineId: $l, note: "Entered twice") { ${accountFields} } }`,
    { h: householdId, l: lineId },
    admin,
  );

/** What a call came to on either channel: OK, or the code it was refused with. */
const codeOf = (answer: GraphqlAnswer | Answer) =>
  'data' in answer ? (answer.errors?.[0]?.extensions?.code ?? 'OK') : answer.status === 200 ? 'OK' : answer.body.code;

const messageOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.message;

/** The balance is the sum of the lines and of the household's receivable entries. */
async function expectTiedOut(householdId: string, balance: number, lines: { amount: number }[]) {
  expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(balance);
  const entries = await app.app.db.manager.findBy(LedgerEntry, { account: 'receivable', householdId });
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
}

describe('who may see and record household accounts', () => {
  it('lets administrators only, on GraphQL and REST', async () => {
    const householdId = await family();
    const check = { householdId, amount: '10.00', method: 'check', occurredOn: '2026-11-20', checkNumber: '1001' };
    const tokens = { admin, teacher, parent, anonymous: undefined };
    const codes: Record<string, string[]> = {};
    for (const [role, token] of Object.entries(tokens))
      codes[role] = [
        codeOf(await app.graphql('{ officeAccounts { householdId balance } }', {}, token)),
        codeOf(await account(householdId, { token })),
        codeOf(await pay(check, { token })),
        codeOf(await app.rest('GET', '/api/office-accounts.php', { token })),
        codeOf(await app.rest('GET', `/api/office-account.php?householdId=${householdId}`, { token })),
        codeOf(await app.rest('POST', '/api/office-account-payments.php', { token, body: check })),
        codeOf(
          await app.rest('POST', '/api/office-account-credits.php', {
            token,
            body: { householdId, kind: 'credit', amount: '1', note: 'Volunteer hours' },
          }),
        ),
      ];
    expect(codes).toEqual({
      admin: Array(7).fill('OK'),
      teacher: Array(7).fill('FORBIDDEN'),
      parent: Array(7).fill('FORBIDDEN'),
      anonymous: Array(7).fill('UNAUTHENTICATED'),
    });
    // Only the administrator's two checks and one credit were recorded.
    const { balance, lines } = (await account(householdId)).data.officeAccount;
    expect(balance).toBe(14_500 - 1_000 - 1_000 - 100);
    await expectTiedOut(householdId, balance, lines);
  });
});

describe('recording money in an account', () => {
  it('lowers the balance by a check, with its number and date, and lists the household with its balance', async () => {
    const householdId = await family();
    const before = (await account(householdId)).data.officeAccount;
    expect(before.balance).toBe(14_500);
    expect(before.dueNow).toBeGreaterThan(0);

    const answer = await pay({
      householdId,
      amount: '$50',
      method: 'check',
      occurredOn: '2026-11-27',
      checkNumber: ' 2044 ',
      note: 'Deposit',
    });
    const after = answer.data.recordOfficePayment;
    expect(after.balance).toBe(9_500);
    expect(after.lines.at(-1)).toMatchObject({
      kind: 'payment',
      amount: -5_000,
      description: 'Check no. 2044',
      occurredOn: '2026-11-27',
      method: 'check',
      reference: '2044',
      note: 'Deposit',
      createdByName: expect.any(String),
      reversible: true,
    });
    await expectTiedOut(householdId, after.balance, after.lines);

    const list = await app.rest('GET', `/api/office-accounts.php?search=${encodeURIComponent(after.name)}`, {
      token: admin,
    });
    expect(list.body.accounts).toContainEqual(expect.objectContaining({ householdId, balance: 9_500 }));
  });

  it('refuses what the form refuses, with the shared words and the field', async () => {
    const householdId = await family();
    const base = { householdId, amount: '20.00', method: 'check', occurredOn: '2026-11-27', checkNumber: '7' };
    const refusals = [
      [{ ...base, amount: '12.345' }, moneyMessages.amountInvalid, 'amount'],
      [{ ...base, amount: '0' }, moneyMessages.amountPositive, 'amount'],
      [{ ...base, checkNumber: '' }, moneyMessages.checkNumberRequired, 'checkNumber'],
      [{ ...base, method: 'card' }, officeAccountMessages.methodInvalid, 'method'],
      [{ ...base, occurredOn: '2026-02-30' }, officeAccountMessages.dateInvalid, 'occurredOn'],
      [{ ...base, note: 'x'.repeat(501) }, moneyMessages.noteTooLong, 'note'],
    ] as const;
    for (const [body, message, field] of refusals) {
      const answer = await pay(body);
      expect([codeOf(answer), messageOf(answer), answer.errors?.[0]?.extensions?.field]).toEqual([
        'BAD_USER_INPUT',
        message,
        field,
      ]);
    }
    const missing = await pay({ ...base, householdId: '00000000-0000-4000-8000-000000000000' });
    expect([codeOf(missing), messageOf(missing)]).toEqual(['NOT_FOUND', moneyMessages.householdNotFound]);
    expect((await account(householdId)).data.officeAccount.balance).toBe(14_500);
  });

  it('refunds no more than was received, in cash, and grants a scholarship for a term', async () => {
    const householdId = await family();
    await pay({ householdId, amount: '30', method: 'cash', occurredOn: '2026-11-27' });
    const tooMuch = await refund({ householdId, amount: '30.01', method: 'cash', occurredOn: '2026-11-28' });
    expect([codeOf(tooMuch), messageOf(tooMuch)]).toEqual([
      'BAD_USER_INPUT',
      moneyMessages.refundAboveReceived('$30.00'),
    ]);
    const refunded = (await refund({ householdId, amount: '30', method: 'cash', occurredOn: '2026-11-28' })).data
      .recordOfficeRefund;
    expect(refunded.balance).toBe(14_500);
    expect(refunded.lines.at(-1)).toMatchObject({ kind: 'refund', amount: 3_000, description: 'Refund (cash)' });

    const termKey = termsByClass(app.app.catalog()).get(classKey)!.key;
    const granted = await app.graphql(
      `mutation($input: OfficeCreditInput!) { grantAccountCredit(input: $input) { ${accountFields} } }`,
      { input: { householdId, kind: 'scholarship', amount: '45.00', note: 'Need-based', termKey } },
      admin,
    );
    const { balance, lines } = granted.data.grantAccountCredit;
    expect(balance).toBe(10_000);
    expect(lines.at(-1)).toMatchObject({ kind: 'scholarship', amount: -4_500, note: 'Need-based' });
    const noTerm = await app.rest('POST', '/api/office-account-credits.php', {
      token: admin,
      body: { householdId, kind: 'credit', amount: '5', note: 'x', termKey: 'no-such-term' },
    });
    expect([noTerm.status, noTerm.body.error]).toEqual([400, officeAccountMessages.termNotFound]);
  });
});

describe('reversing a line', () => {
  it('reverses a payment once, and never a charge', async () => {
    const householdId = await family();
    const paid = (await pay({ householdId, amount: '100', method: 'cash', occurredOn: '2026-11-27' })).data
      .recordOfficePayment;
    const payment = paid.lines.at(-1);
    const charge = paid.lines.find((line: { kind: string }) => line.kind === 'class_fee');
    expect(charge.reversible).toBe(false);

    const reversed = (await reverse(householdId, payment.id)).data.reverseAccountLine;
    expect(reversed.balance).toBe(14_500);
    expect(reversed.lines.at(-1)).toMatchObject({
      kind: 'payment',
      amount: 10_000,
      reversesId: payment.id,
      note: 'Entered twice',
      reversible: false,
    });
    expect(reversed.lines.find((line: { id: string }) => line.id === payment.id)).toMatchObject({
      reversedById: reversed.lines.at(-1).id,
      reversible: false,
    });
    await expectTiedOut(householdId, reversed.balance, reversed.lines);

    const again = await reverse(householdId, payment.id);
    expect([codeOf(again), messageOf(again)]).toEqual(['CONFLICT', moneyMessages.alreadyReversed]);
    const ofCharge = await reverse(householdId, charge.id);
    expect([codeOf(ofCharge), messageOf(ofCharge)]).toEqual(['CONFLICT', moneyMessages.notReversible]);
    const elsewhere = await reverse(await family(), payment.id);
    expect([codeOf(elsewhere), messageOf(elsewhere)]).toEqual(['NOT_FOUND', moneyMessages.lineNotFound]);
  });

  it('never reverses a card payment, which the card processor holds: it is refunded to the card', async () => {
    const householdId = await family();
    await app.app.db.write((manager) =>
      recordCardPayment(manager, {
        householdId,
        amount: 14_500,
        externalId: `cs_test_${householdId}`,
        reference: `pi_test_${householdId}`,
        occurredOn: '2026-11-28',
      }),
    );
    const { lines } = (await account(householdId)).data.officeAccount;
    const card = lines.find((line: { method: string | null }) => line.method === 'card');
    expect(card).toMatchObject({ kind: 'payment', amount: -14_500, reversible: false });
    const refused = await reverse(householdId, card.id);
    expect([codeOf(refused), messageOf(refused)]).toEqual(['CONFLICT', officeAccountMessages.cardLineNotReversible]);
    expect((await account(householdId)).data.officeAccount.balance).toBe(0);
  });
});
