import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionIdField } from '@coop/contract';
import { saveFeeRows } from '../../test-support/fee-rows';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { Role, type User } from '../accounts';
import { Placement } from '../enrollment-office';
import { HouseholdStudent } from '../households';
import { householdAccount } from './household-account';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerTransaction } from './ledger-transaction.entity';
import { recordPayment } from './payments';

const classKey = 'science_1st_2nd';
let app: TestApp;
let admin: User;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = (await app.seedUser({ role: Role.admin, name: 'Dana Admin' })).user;
  await app.app.enrollmentOffice.setClassSeats(contextAs(admin), classKey, 500);
  await saveFeeRows(app, { classKey, classFee: 12_000, supplyFee: 2_500, deposit: 5_000 });
});
afterAll(() => app.stop());

async function heldPlacement() {
  const fields = enrollmentFields([classKey], { parentEmail: uniqueEmail('ledger') });
  await postEnrollment(app, fields);
  const placement = await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: fields[submissionIdField] });
  const { householdId } = await app.app.db.manager.findOneByOrFail(HouseholdStudent, { id: placement.studentId! });
  return { placement, householdId };
}

const account = (householdId: string) =>
  householdAccount(app.app.db.manager, app.app.catalog(), householdId, '2099-01-01');

describe('the ledger follows a placement', () => {
  it('charges a held seat, reverses a decline, keeps every transaction balanced and the balance the sum of lines', async () => {
    const { placement, householdId } = await heldPlacement();
    expect((await account(householdId)).balance).toBe(14_500);
    await app.app.db.write((manager) =>
      recordPayment(manager, { householdId, amount: 5_000, method: 'cash', occurredOn: '2026-11-29' }),
    );
    await app.app.enrollmentOffice.setPlacementStatus(contextAs(admin), placement.id, 'declined');
    const { balance, lines } = await account(householdId);
    expect(balance).toBe(-5_000);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(balance);
    // Lines posted in one transaction share their time; their order among themselves is not the point here.
    expect(lines.map((line) => [line.kind, line.amount]).sort()).toEqual(
      [
        ['class_fee', 12_000],
        ['supply_fee', 2_500],
        ['payment', -5_000],
        ['class_fee', -12_000],
        ['supply_fee', -2_500],
      ].sort(),
    );
    const entries = await app.app.db.manager.find(LedgerEntry);
    const byTransaction = new Map<string, number>();
    for (const entry of entries)
      byTransaction.set(entry.transactionId, (byTransaction.get(entry.transactionId) ?? 0) + entry.amount);
    expect([...byTransaction.values()].every((sum) => sum === 0)).toBe(true);
    expect(await app.app.db.manager.countBy(LedgerTransaction, { householdId })).toBe(5);
  });
});
