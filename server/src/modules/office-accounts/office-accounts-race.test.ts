import { expect, it } from 'vitest';
import { submissionIdField, termsByClass } from '@coop/contract';
import { contextAs, enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { twoInstances } from '../../test-support/two-instances';
import { Role } from '../accounts';
import { Placement } from '../enrollment-office';
import { ClassFeesRow, TermFeesRow } from '../fees';
import { HouseholdStudent } from '../households';
import { LedgerEntry, LedgerTransaction } from '../ledger';

// Payments recorded by the office and withdrawals made at the same moment, spread over two instances of the
// product on one database: every household's balance must come out as the rules say, equal to its lines and to
// its entries, with each charge standing once.

const instances = twoInstances({ FORMS_LIMIT_PER_HOUR: '1000' });
const classKey = 'science_1st_2nd';
const families = 6;
const paymentsEach = 4;

it('keeps every balance right when payments and withdrawals land at once on two instances', async () => {
  const { app, other } = instances;
  const adminUser = (await app.seedUser({ role: Role.admin })).user;
  const token = await app.seedSession(adminUser.id);
  const termKey = termsByClass(app.app.catalog()).get(classKey)!.key;
  await app.app.enrollmentOffice.setClassSeats(contextAs(adminUser), classKey, 500);
  await app.app.db.write(async (manager) => {
    await manager.insert(ClassFeesRow, {
      classKey,
      classFee: 12_000,
      supplyFee: 2_500,
      deposit: 0,
      updatedAt: new Date(),
    });
    await manager.insert(TermFeesRow, {
      termKey,
      dues: 3_000,
      secondChildPercent: 50,
      laterChildPercent: 50,
      installments: [],
      feesKeptAfter: null,
      depositReleaseDays: null,
      instructorPercent: 100,
      updatedAt: new Date(),
    });
  });

  // Each family: two children holding seats (dues 30 + 2 × 145 − half of the second's class fee 60 = 260 owed).
  const households: { householdId: string; withdrawn: string }[] = [];
  for (let i = 0; i < families; i++) {
    const parentEmail = uniqueEmail(`race${i}`);
    const placements = [];
    for (const child of ['Ada', 'Ben']) {
      const fields = enrollmentFields([classKey], { parentEmail, studentName: `${child} Race${i}` });
      await postEnrollment(app, fields);
      placements.push(await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: fields[submissionIdField] }));
    }
    const { householdId } = await app.app.db.manager.findOneByOrFail(HouseholdStudent, {
      id: placements[0].studentId!,
    });
    households.push({ householdId, withdrawn: placements[1].id });
  }

  const admin = contextAs(adminUser);
  await Promise.all(
    households.flatMap(({ householdId, withdrawn }, i) => [
      (i % 2 ? other : app).app.enrollmentOffice.setPlacementStatus(admin, withdrawn, 'withdrawn'),
      ...Array.from({ length: paymentsEach }, (_, n) =>
        (n % 2 ? app : other)
          .rest('POST', '/api/office-account-payments.php', {
            token,
            body: { householdId, amount: '10.00', method: 'cash', occurredOn: '2026-11-29' },
          })
          .then((answer) => expect(answer.status).toBe(200)),
      ),
    ]),
  );

  const manager = app.app.db.manager;
  for (const { householdId } of households) {
    // One child left: dues and one class, no sibling discount, less the payments.
    const expected = 3_000 + 14_500 - paymentsEach * 1_000;
    const answer = await other.rest('GET', `/api/office-account.php?householdId=${householdId}`, { token });
    const { balance, lines } = answer.body.account as { balance: number; lines: { amount: number }[] };
    expect(balance).toBe(expected);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(expected);
    const entries = await manager.findBy(LedgerEntry, { account: 'receivable', householdId });
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(expected);

    const posted = await manager.findBy(LedgerTransaction, { householdId });
    const reversed = new Set(posted.map((line) => line.reversesId));
    const standingKeys = posted
      .filter((line) => line.chargeKey && line.reversesId === null && !reversed.has(line.id))
      .map((line) => line.chargeKey);
    expect(standingKeys.length).toBe(new Set(standingKeys).size);
    expect(posted.filter((line) => line.kind === 'payment')).toHaveLength(paymentsEach);
  }
  const sums = new Map<string, number>();
  for (const entry of await manager.find(LedgerEntry))
    sums.set(entry.transactionId, (sums.get(entry.transactionId) ?? 0) + entry.amount);
  expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
  // A dozen enrollments and thirty writes on a machine shared with other work: more than the default's time.
}, 60_000);
