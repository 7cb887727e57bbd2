import {
  accountMessages,
  catalogTerms,
  classTitle,
  enrollmentFeeSummary,
  feeSettingsMessages,
  moneyMessages,
  type Catalog,
  type PublicFeesReply,
} from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollThroughForm, setSeats, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { HouseholdStudent } from '../households';
import { householdAccount } from './household-account';
import { recordPayment } from './payments';

// Three first-grade classes at different hours, and one (the afternoon club) that the office later drops.
const reading = 'reading_1st';
const math = 'math_1st';
const science = 'science_1st_2nd';
const club = 'parakeet_nest';

let app: TestApp;
let admin: string;
let teacher: string;
let parent: string;
let termKey: string;

const settingsQuery = `query($termKey: String!) { feeSettings(termKey: $termKey) {
  termKey termName policy { dues secondChildPercent laterChildPercent installments { dueOn percent } feesKeptAfter
  depositReleaseDays instructorPercent } classes { classKey title classFee supplyFee deposit } } }`;
const saveTermMutation =
  'mutation($input: TermFeesInput!) { saveTermFees(input: $input) { policy { dues installments { dueOn percent } } } }';
const saveClassesMutation = `mutation($termKey: String!, $classes: [ClassFeesInput!]!) {
  saveClassFees(termKey: $termKey, classes: $classes) { classes { classKey classFee supplyFee deposit } } }`;
const publicQuery = '{ publicFees { terms { termKey dues } classes { classKey classFee } } }';

const policy = (changes: Record<string, unknown> = {}) => ({
  termKey,
  dues: 0,
  secondChildPercent: 0,
  laterChildPercent: 0,
  installments: [],
  feesKeptAfter: null,
  depositReleaseDays: null,
  instructorPercent: 70,
  ...changes,
});

async function saveTerm(changes: Record<string, unknown>) {
  const answer = await app.graphql(saveTermMutation, { input: policy(changes) }, admin);
  expect(answer.errors).toBeUndefined();
}

async function saveClasses(classes: { classKey: string; classFee: number; supplyFee: number; deposit: number }[]) {
  const answer = await app.graphql(saveClassesMutation, { termKey, classes }, admin);
  expect(answer.errors).toBeUndefined();
}

/** Enrolls each child through the page (held seats) and answers the family's household. */
async function family(children: readonly (readonly string[])[]) {
  const parentEmail = uniqueEmail('fees');
  const names: string[] = [];
  for (const classes of children) {
    const studentName = uniqueName('Ada');
    await enrollThroughForm(app, { parentEmail, studentName, classes });
    names.push(studentName);
  }
  const students = await Promise.all(
    names.map((fullName) => app.app.db.manager.findOneByOrFail(HouseholdStudent, { fullName })),
  );
  expect(new Set(students.map((student) => student.householdId)).size).toBe(1);
  return students[0].householdId;
}

/** The household's balance, checked against the sum of its lines as the family sees them. */
async function balanceOf(householdId: string) {
  const { balance, lines } = await householdAccount(app.app.db.manager, app.app.catalog(), householdId, '2099-01-01');
  expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(balance);
  return balance;
}

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = (await app.seedUser({ role: Role.admin, name: 'Dana Admin' })).token!;
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  parent = (await app.seedUser({ role: Role.parent })).token!;
  termKey = catalogTerms(app.app.catalog())[0].key;
  for (const classKey of [reading, math, science, club]) await setSeats(app, admin, classKey, 500);
});
afterAll(() => app.stop());

describe('who may read and save fees', () => {
  it('the office reads and saves them; teachers, parents and visitors are refused; anyone reads what the form shows', async () => {
    const settings = await app.graphql(settingsQuery, { termKey }, admin);
    expect(settings.errors).toBeUndefined();
    expect(settings.data.feeSettings.policy).toMatchObject({ dues: 0, installments: [], instructorPercent: 100 });
    expect(settings.data.feeSettings.classes).toContainEqual({
      classKey: reading,
      title: classTitle(app.app.catalog().classes.find((item) => item.key === reading)!),
      classFee: 0,
      supplyFee: 0,
      deposit: 0,
    });
    for (const [token, code] of [
      [teacher, 'FORBIDDEN'],
      [parent, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      for (const [query, variables] of [
        [settingsQuery, { termKey }],
        [saveTermMutation, { input: policy({ dues: 100 }) }],
        [saveClassesMutation, { termKey, classes: [{ classKey: reading, classFee: 1, supplyFee: 0, deposit: 0 }] }],
      ] as const)
        expect((await app.graphql(query, variables, token)).errors?.[0].extensions?.code).toBe(code);
      const rest = await app.rest('PUT', '/api/fee-settings.php', { body: policy({ dues: 100 }), token });
      expect(rest.status).toBe(code === 'FORBIDDEN' ? 403 : 401);
      expect((await app.rest('GET', `/api/fee-settings.php?termKey=${termKey}`, { token })).status).toBe(rest.status);
    }
    expect((await app.rest('PUT', '/api/fee-settings.php', { body: policy(), token: parent })).body).toMatchObject({
      success: false,
      error: accountMessages.forbidden,
    });
    expect((await app.graphql(publicQuery)).errors).toBeUndefined();
    const reply = (await app.rest('GET', '/api/class-fees')).body as PublicFeesReply;
    expect(reply.terms.map((term) => term.termKey)).toContain(termKey);
    // What the office keeps to itself stays out of the public answer.
    expect(reply.terms[0]).not.toHaveProperty('instructorPercent');
    const rest = await app.rest('GET', `/api/fee-settings.php?termKey=${termKey}`, { token: admin });
    expect(rest.body).toMatchObject({ success: true, settings: { termKey, policy: { instructorPercent: 100 } } });
  });
});

describe('what the office may save', () => {
  it.each([
    ['a negative amount', { dues: -1 }, 'dues', moneyMessages.amountInvalid],
    ['dollars as text', { dues: '12.50' }, 'dues', moneyMessages.amountInvalid],
    ['an amount over the limit', { dues: 10_000_001 }, 'dues', moneyMessages.amountInvalid],
    ['a percent over 100', { secondChildPercent: 101 }, 'secondChildPercent', moneyMessages.percentInvalid],
    [
      'installments not adding up',
      { installments: [{ dueOn: '2026-09-01', percent: 60 }] },
      'installments',
      moneyMessages.installmentsTotal,
    ],
    [
      'an installment on no day',
      { installments: [{ dueOn: '2026-02-30', percent: 100 }] },
      'installments.0.dueOn',
      moneyMessages.installmentDateInvalid,
    ],
    ['release after 2 days', { depositReleaseDays: 2 }, 'depositReleaseDays', moneyMessages.releaseDaysInvalid],
    ['a keep-fees day that is no day', { feesKeptAfter: 'soon' }, 'feesKeptAfter', feeSettingsMessages.dateInvalid],
    ['a term that does not exist', { termKey: 'nope' }, 'termKey', feeSettingsMessages.termNotFound],
  ])('refuses %s, naming the field, on both channels', async (_case, changes, field, message) => {
    const rest = await app.rest('PUT', '/api/fee-settings.php', { body: policy(changes), token: admin });
    expect(rest.body).toMatchObject({ success: false, error: message });
    // GraphQL's own types refuse text for a number before the service sees it; the rest reach the same words.
    if (Object.values(changes).some((value) => value === '12.50')) return;
    const answer = await app.graphql(saveTermMutation, { input: policy(changes) }, admin);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { field } });
  });

  it.each([
    [
      'a deposit above the class fee',
      { classKey: reading, classFee: 1000, supplyFee: 0, deposit: 1001 },
      'classes.0.deposit',
      moneyMessages.depositAboveFees,
    ],
    [
      'a fractional cent',
      { classKey: reading, classFee: 10.5, supplyFee: 0, deposit: 0 },
      'classes.0.classFee',
      moneyMessages.amountInvalid,
    ],
    [
      'a class of no term',
      { classKey: 'nope', classFee: 0, supplyFee: 0, deposit: 0 },
      'classes.0.classKey',
      feeSettingsMessages.classNotInTerm,
    ],
  ])('refuses %s in a class’s fees', async (_case, fees, field, message) => {
    const rest = await app.rest('PUT', '/api/class-fees.php', { body: { termKey, classes: [fees] }, token: admin });
    expect(rest).toMatchObject({ status: 400, body: { success: false, error: message } });
    if (!Number.isInteger(fees.classFee)) return;
    const answer = await app.graphql(saveClassesMutation, { termKey, classes: [fees] }, admin);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('keeps the installments in the order they fall due', async () => {
    const installments = [
      { dueOn: '2027-01-15', percent: 50 },
      { dueOn: '2026-10-01', percent: 50 },
    ];
    const answer = await app.graphql(saveTermMutation, { input: policy({ installments }) }, admin);
    expect(answer.data.saveTermFees.policy.installments).toEqual([installments[1], installments[0]]);
    await saveTerm({});
  });
});

describe('every account follows the fees', () => {
  it('saving class fees and the term’s policy re-reconciles each family with places in the term', async () => {
    await saveClasses([
      { classKey: reading, classFee: 0, supplyFee: 0, deposit: 0 },
      { classKey: math, classFee: 0, supplyFee: 0, deposit: 0 },
    ]);
    await saveTerm({});
    const householdId = await family([[reading, math], [reading]]);
    expect(await balanceOf(householdId)).toBe(0);

    await saveClasses([
      { classKey: reading, classFee: 10_000, supplyFee: 1_500, deposit: 3_000 },
      { classKey: math, classFee: 8_000, supplyFee: 0, deposit: 0 },
    ]);
    // Two children: reading and math (class fees 18,000) and reading (11,500 with supplies).
    expect(await balanceOf(householdId)).toBe(10_000 + 1_500 + 8_000 + 10_000 + 1_500);

    await saveTerm({ dues: 5_000, secondChildPercent: 10 });
    // Dues once, and the second child (fewer class fees) gets 10% off their 10,000.
    expect(await balanceOf(householdId)).toBe(5_000 + 31_000 - 1_000);

    await saveClasses([{ classKey: math, classFee: 6_000, supplyFee: 0, deposit: 0 }]);
    expect(await balanceOf(householdId)).toBe(5_000 + 29_000 - 1_000);
  });

  it.each([
    ['one class', [reading]],
    ['two classes', [reading, math]],
    ['three classes, one without fees', [reading, math, science]],
  ])('the enrollment form’s total for %s is what the ledger posts', async (_case, chosen) => {
    await saveTerm({ dues: 2_500, secondChildPercent: 10, laterChildPercent: 20 });
    await saveClasses([
      { classKey: reading, classFee: 12_345, supplyFee: 1_005, deposit: 5_000 },
      { classKey: math, classFee: 9_999, supplyFee: 0, deposit: 1 },
      { classKey: science, classFee: 0, supplyFee: 0, deposit: 0 },
    ]);
    const fees = (await app.rest('GET', '/api/class-fees')).body as PublicFeesReply;
    const catalog: Catalog = app.app.catalog();
    const summary = enrollmentFeeSummary(
      fees,
      chosen.map((classKey) => ({
        classKey,
        classTitle: classTitle(catalog.classes.find((item) => item.key === classKey)!),
        termKey,
      })),
      'Ada',
    );
    const householdId = await family([chosen]);
    expect(await balanceOf(householdId)).toBe(summary.total);
  });

  it('a class dropped from the catalog reverses its fees, and what was paid stays as a credit', async () => {
    await saveTerm({});
    await saveClasses([{ classKey: club, classFee: 4_000, supplyFee: 500, deposit: 0 }]);
    const householdId = await family([[club]]);
    expect(await balanceOf(householdId)).toBe(4_500);
    await app.app.db.write((manager) =>
      recordPayment(manager, {
        householdId,
        amount: 4_500,
        method: 'check',
        reference: '101',
        occurredOn: '2026-09-01',
      }),
    );
    const current = await app.graphql('query { contentDocument(key: "catalog.json") { body revision } }', {}, admin);
    const body = JSON.parse(current.data.contentDocument.body) as Catalog;
    body.classes = body.classes.filter((item) => item.key !== club);
    const saved = await app.graphql(
      'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
      {
        input: {
          key: 'catalog.json',
          body: JSON.stringify(body, null, 2),
          baseRevision: current.data.contentDocument.revision,
        },
      },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    await expect.poll(() => balanceOf(householdId), { timeout: 10_000 }).toBe(-4_500);
  });
});
