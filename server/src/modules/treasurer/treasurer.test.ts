import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agingBuckets,
  submissionIdField,
  termsByClass,
  treasurerReportTexts,
  treasurerReports,
  wallClock,
} from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { Role, type User } from '../accounts';
import { ClassTeacher, Placement } from '../enrollment-office';
import { ClassFeesRow, TermFeesRow } from '../fees';
import { HouseholdStudent } from '../households';
import { LedgerEntry, LedgerTransaction, postLine, recordPayment, recordRefund, receivable } from '../ledger';
import { TreasurerService } from './treasurer.service';
import type { TreasurerReportView } from './treasurer.types';

// The treasurer's figures against a ledger seeded through the product's own paths (enrollments, the office's
// placement moves, payments and refunds), each figure summed again here from the lines and entries themselves.

const classKey = 'science_1st_2nd';
const classFee = 12_001;
const supplyFee = 2_500;
const instructorPercent = 40;
let app: TestApp;
let admin: User;
let tokens: Record<'admin' | 'teacher' | 'parent', string>;
let report: TreasurerReportView;
let lines: LedgerTransaction[];
let entries: LedgerEntry[];
const households: Record<'paying' | 'refunded' | 'overdue', string> = { paying: '', refunded: '', overdue: '' };
const today = new Date();

async function enroll() {
  const fields = enrollmentFields([classKey], { parentEmail: uniqueEmail('treasurer') });
  await postEnrollment(app, fields);
  const placement = await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: fields[submissionIdField] });
  const { householdId } = await app.app.db.manager.findOneByOrFail(HouseholdStudent, { id: placement.studentId! });
  return { placement, householdId };
}

const pay = (householdId: string, amount: number, method: 'cash' | 'check', occurredOn: string) =>
  app.app.db.write((manager) =>
    recordPayment(manager, { householdId, amount, method, occurredOn, reference: method === 'check' ? '1042' : null }),
  );

const sumOf = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  const seeded = await app.seedUser({ role: Role.admin, name: 'Dana Admin' });
  admin = seeded.user;
  const teacherA = await app.seedUser({ role: Role.teacher, name: 'Ana Ruiz' });
  const teacherB = await app.seedUser({ role: Role.teacher, name: 'Ben Cole' });
  const parent = await app.seedUser({ role: Role.parent, name: 'Pat Parent' });
  tokens = { admin: seeded.token!, teacher: teacherA.token!, parent: parent.token! };
  const termKey = termsByClass(app.app.catalog()).get(classKey)!.key;
  await app.app.enrollmentOffice.setClassSeats(contextAs(admin), classKey, 500);
  await app.app.db.write(async (manager) => {
    await manager.insert(ClassFeesRow, { classKey, classFee, supplyFee, deposit: 5_000, updatedAt: new Date() });
    await manager.insert(TermFeesRow, {
      termKey,
      dues: 0,
      secondChildPercent: 0,
      laterChildPercent: 0,
      installments: [],
      feesKeptAfter: null,
      depositReleaseDays: null,
      instructorPercent,
      updatedAt: new Date(),
    });
    await manager.insert(ClassTeacher, [
      { classKey, userId: teacherA.user.id },
      { classKey, userId: teacherB.user.id },
    ]);
  });

  const paying = await enroll();
  households.paying = paying.householdId;
  await pay(paying.householdId, 5_000, 'cash', '2026-10-05');
  await pay(paying.householdId, 3_000, 'check', '2026-11-12');

  const refunded = await enroll();
  households.refunded = refunded.householdId;
  await pay(refunded.householdId, 6_000, 'cash', '2026-11-20');
  await app.app.enrollmentOffice.setPlacementStatus(contextAs(admin), refunded.placement.id, 'declined');
  await app.app.db.write((manager) =>
    recordRefund(manager, {
      householdId: refunded.householdId,
      amount: 6_000,
      method: 'cash',
      occurredOn: '2026-12-01',
    }),
  );

  // A charge the office made long ago and nobody paid: it ages past 90 days.
  const overdue = await enroll();
  households.overdue = overdue.householdId;
  const asOf = wallClock(today, app.app.catalog().timeZone).day;
  await app.app.db.write((manager) =>
    postLine(
      manager,
      {
        householdId: overdue.householdId,
        kind: 'dues',
        amount: 4_000,
        description: 'Dues',
        occurredOn: daysBefore(asOf, 100),
        termKey,
      },
      new Date(),
    ),
  );

  report = await new TreasurerService(app.app.db, app.app.catalog, () => today).report(contextAs(admin));
  lines = await app.app.db.manager.find(LedgerTransaction);
  entries = await app.app.db.manager.find(LedgerEntry);
});
afterAll(() => app.stop());

describe("the treasurer's figures tie out to the ledger", () => {
  it("gives each household's balance as its receivable entries and its lines both sum it, by column", () => {
    expect(report.balances).toHaveLength(3);
    for (const row of report.balances) {
      const own = lines.filter((line) => line.householdId === row.householdId);
      const receivables = entries.filter(
        (entry) => entry.account === receivable && entry.householdId === row.householdId,
      );
      expect(row.balance).toBe(sumOf(own.map((line) => line.amount)));
      expect(row.balance).toBe(sumOf(receivables.map((entry) => entry.amount)));
      expect(row.charges + row.discounts + row.payments).toBe(row.balance);
    }
    const balance = (id: string) => report.balances.find((row) => row.householdId === id)!.balance;
    expect(balance(households.paying)).toBe(classFee + supplyFee - 8_000);
    expect(balance(households.refunded)).toBe(0);
    expect(balance(households.overdue)).toBe(classFee + supplyFee + 4_000);
    expect(report.balanceTotal.balance).toBe(sumOf(lines.map((line) => line.amount)));
    expect(report.balanceTotal.charges).toBe(sumOf(report.balances.map((row) => row.charges)));
  });

  it('ages only what is owed, each household’s buckets adding up to its positive balance', () => {
    const positive = report.balances.filter((row) => row.balance > 0);
    expect(report.aging.map((row) => row.householdId).sort()).toEqual(positive.map((row) => row.householdId).sort());
    for (const row of report.aging) {
      expect(sumOf(row.buckets)).toBe(row.owed);
      expect(row.owed).toBe(positive.find((each) => each.householdId === row.householdId)!.balance);
    }
    expect(report.agingTotal.owed).toBe(sumOf(positive.map((row) => row.balance)));
    expect(report.agingTotal.buckets).toEqual(
      agingBuckets.map((_, index) => sumOf(report.aging.map((row) => row.buckets[index]))),
    );
    const overdue = report.aging.find((row) => row.householdId === households.overdue)!;
    expect(overdue.buckets[agingBuckets.indexOf('90+')]).toBe(4_000);
  });

  it('sums payments and refunds by method and month as their lines and money entries do', () => {
    expect(report.payments.map(({ month, method, received, refunded }) => [month, method, received, refunded])).toEqual(
      [
        ['2026-12', 'cash', 0, 6_000],
        ['2026-11', 'cash', 6_000, 0],
        ['2026-11', 'check', 3_000, 0],
        ['2026-10', 'cash', 5_000, 0],
      ],
    );
    const moneyLines = lines.filter((line) => line.kind === 'payment' || line.kind === 'refund');
    expect(report.paymentTotal.net).toBe(-sumOf(moneyLines.map((line) => line.amount)));
    for (const method of ['cash', 'check'] as const) {
      const money = entries.filter((entry) => entry.account === `money:${method}`);
      const net = report.payments.filter((row) => row.method === method).map((row) => row.net);
      expect(sumOf(net)).toBe(sumOf(money.map((entry) => entry.amount)));
    }
  });

  it("owes each instructor an even split of the class's net class fees times the term's percent", () => {
    const feeLines = lines.filter((line) => line.kind === 'class_fee' && line.classKey === classKey);
    const netFees = sumOf(feeLines.map((line) => line.amount));
    expect(netFees).toBe(2 * classFee);
    expect(report.instructors.map((row) => [row.instructorName, row.classFees, row.teachers, row.owed])).toEqual([
      ['Ana Ruiz', netFees, 2, 4_801],
      ['Ben Cole', netFees, 2, 4_800],
    ]);
    // 40% of $240.02 is $96.008: $96.01, the odd cent to the first teacher by name.
    expect(report.instructorTotal).toBe(9_601);
  });
});

describe("the treasurer's view is the administrators'", () => {
  const query = '{ treasurerReport { asOf balanceTotal { balance } instructorTotal } }';

  it('answers administrators in GraphQL and refuses teachers, parents and anonymous callers', async () => {
    const answer = await app.graphql(query, {}, tokens.admin);
    expect(answer.data).toMatchObject({ treasurerReport: { balanceTotal: { balance: report.balanceTotal.balance } } });
    for (const role of ['teacher', 'parent'] as const)
      expect((await app.graphql(query, {}, tokens[role])).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(treasurerReports)('downloads the %s spreadsheet for administrators only', async (name) => {
    const { csvPath, columns } = treasurerReportTexts[name];
    expect((await app.rest('GET', csvPath, { token: tokens.teacher })).status).toBe(403);
    expect((await app.rest('GET', csvPath, { token: tokens.parent })).status).toBe(403);
    expect((await app.rest('GET', csvPath)).status).toBe(401);
    const response = await fetch(app.url + csvPath, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.toString('utf8').slice(1).split('\r\n');
    expect(rows.pop()).toBe('');
    expect(rows[0]).toBe(columns.map((column) => (column.includes(',') ? `"${column}"` : column)).join(','));
    expect(rows.at(-1)!.startsWith('Total,')).toBe(true);
  });

  it('writes amounts as dollars a spreadsheet adds up, negative ones too', async () => {
    const response = await app.rest('GET', treasurerReportTexts.balances.csvPath, { token: tokens.admin });
    const total = String(response.body).trimEnd().split('\r\n').at(-1);
    const { charges, discounts, payments, balance } = report.balanceTotal;
    expect(total).toBe(['Total', ...[charges, discounts, payments, balance].map((cents) => cents / 100)].join(','));
    expect(total).toContain(`,${report.balanceTotal.payments / 100},`);
    expect(report.balanceTotal.payments).toBeLessThan(0);
  });
});
