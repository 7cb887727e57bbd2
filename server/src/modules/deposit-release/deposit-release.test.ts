import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  classTitle,
  dayText,
  depositReleaseReason,
  submissionIdField,
  termsByClass,
  wallClock,
} from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { Role, type User } from '../accounts';
import { Placement } from '../enrollment-office';
import { ClassFeesRow, TermFeesRow } from '../fees';
import { HouseholdStudent } from '../households';
import { householdBalance, recordPayment } from '../ledger';
import { OutboxMessage } from '../mail';

const deposit = 5_000;
const releaseDays = 5;
let app: TestApp;
let admin: User;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = (await app.seedUser({ role: Role.admin, name: 'Dana Admin' })).user;
});
afterAll(() => app.stop());

/** The term's rule: release after `days` days, or never (null). Every class here is in the one school year. */
async function setRule(days: number | null) {
  const termKey = termsByClass(app.app.catalog()).get('reading_1st')!.key;
  await app.app.db.write((manager) =>
    manager.save(TermFeesRow, {
      termKey,
      dues: 0,
      secondChildPercent: 0,
      laterChildPercent: 0,
      installments: [],
      feesKeptAfter: null,
      depositReleaseDays: days,
      instructorPercent: 100,
      updatedAt: new Date(),
    }),
  );
}

/** One family enrolling one child in the class: its placement, household and address. */
async function family(classKey: string) {
  const parentEmail = uniqueEmail('deposit');
  const fields = enrollmentFields([classKey], { parentEmail, parentName: 'Rosa Parent' });
  await postEnrollment(app, fields);
  const placement = await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: fields[submissionIdField] });
  const { householdId } = await app.app.db.manager.findOneByOrFail(HouseholdStudent, { id: placement.studentId! });
  return { placement, householdId, parentEmail, studentName: fields.student_name };
}

/** A class of one seat with a deposit, its seat held by one family while another waits. */
async function fullClass(classKey: string) {
  await app.app.enrollmentOffice.setClassSeats(contextAs(admin), classKey, 1);
  await app.app.db.write((manager) =>
    manager.save(ClassFeesRow, { classKey, classFee: 12_000, supplyFee: 2_500, deposit, updatedAt: new Date() }),
  );
  const held = await family(classKey);
  const waiting = await family(classKey);
  expect([held.placement.status, waiting.placement.status]).toEqual(['held', 'waitlisted']);
  const heldOn = wallClock(held.placement.statusAt, app.app.catalog().timeZone).day;
  // Morning on the co-op's calendar, `days` days after the seat was held: the clock each run is given.
  const onDay = (days: number) => new Date(`${addDays(heldOn, days)}T14:00:00Z`);
  return { held, waiting, heldOn, onDay };
}

const statusOf = async (placement: Placement) =>
  (await app.app.db.manager.findOneByOrFail(Placement, { id: placement.id })).status;

const mailsTo = (recipient: string, kind?: OutboxMessage['kind']) =>
  app.app.db.manager.findBy(OutboxMessage, { recipient, ...(kind ? { kind } : {}) });

describe('releasing held seats whose deposits stay unpaid', () => {
  it('keeps a seat whose deposit was paid in time', async () => {
    await setRule(releaseDays);
    const { held, waiting, onDay } = await fullClass('reading_1st');
    await app.app.db.write((manager) =>
      recordPayment(manager, {
        householdId: held.householdId,
        amount: deposit,
        method: 'cash',
        occurredOn: '2026-08-01',
      }),
    );
    for (const day of [3, 5, 30]) await app.app.depositRelease.runDue(onDay(day));
    expect(await statusOf(held.placement)).toBe('held');
    expect(await statusOf(waiting.placement)).toBe('waitlisted');
    expect((await mailsTo(held.parentEmail)).map((mail) => mail.kind)).toEqual(['enrollment_received']);
  });

  it('warns once, then releases the seat once and promotes the next family', async () => {
    await setRule(releaseDays);
    const { held, waiting, heldOn, onDay } = await fullClass('reading_2nd');
    const title = classTitle(app.app.catalog().classes.find((item) => item.key === 'reading_2nd')!);

    expect((await app.app.depositRelease.runDue(onDay(2))).warned).not.toContain(held.placement.id);
    expect((await app.app.depositRelease.runDue(onDay(3))).warned).toContain(held.placement.id);
    expect((await app.app.depositRelease.runDue(onDay(4))).warned).not.toContain(held.placement.id);
    const warnings = await mailsTo(held.parentEmail, 'deposit_warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].subject).toBe(`Deposit due to keep ${held.studentName}'s seat in ${title}`);
    expect(warnings[0].text).toContain(`the $50.00 deposit that holds ${held.studentName}'s seat in ${title}`);
    expect(warnings[0].text).toContain(`If it is still unpaid on ${dayText(addDays(heldOn, releaseDays))}`);
    expect(warnings[0].text).toContain('Please pay by cash or check at the co-op');
    expect(warnings[0].text).toContain('Fees & payments: http');
    expect(await statusOf(held.placement)).toBe('held');

    const released = await app.app.depositRelease.runDue(onDay(releaseDays));
    expect(released.released).toEqual([held.placement.id]);
    expect((await app.app.depositRelease.runDue(onDay(releaseDays + 1))).released).toEqual([]);
    const after = await app.app.db.manager.findOneByOrFail(Placement, { id: held.placement.id });
    expect([after.status, after.reason]).toEqual(['declined', depositReleaseReason]);
    expect(await statusOf(waiting.placement)).toBe('held');
    const releases = await mailsTo(held.parentEmail, 'deposit_released');
    expect(releases).toHaveLength(1);
    expect(releases[0].text).toContain(`so the seat went to the next family on the waitlist`);
    // The release is its own letter, not the office's decline as well; the promoted family is told as always.
    expect(await mailsTo(held.parentEmail, 'placement_declined')).toHaveLength(0);
    expect(await mailsTo(waiting.parentEmail, 'placement_promoted')).toHaveLength(1);
    // The declined seat's fees are reversed.
    expect(await householdBalance(app.app.db.manager, held.householdId)).toBe(0);
  });

  it('keeps a seat whose deposit is paid after the warning', async () => {
    await setRule(releaseDays);
    const { held, waiting, onDay } = await fullClass('math_1st');
    await app.app.depositRelease.runDue(onDay(3));
    expect(await mailsTo(held.parentEmail, 'deposit_warning')).toHaveLength(1);
    await app.app.db.write((manager) =>
      recordPayment(manager, {
        householdId: held.householdId,
        amount: deposit,
        method: 'check',
        reference: '101',
        occurredOn: '2026-08-01',
      }),
    );
    expect((await app.app.depositRelease.runDue(onDay(releaseDays))).released).not.toContain(held.placement.id);
    expect(await statusOf(held.placement)).toBe('held');
    expect(await statusOf(waiting.placement)).toBe('waitlisted');
  });

  it('does nothing in a term without the rule', async () => {
    await setRule(null);
    const { held, waiting, onDay } = await fullClass('language_arts_1st');
    expect(await app.app.depositRelease.runDue(onDay(60))).toEqual({ warned: [], released: [] });
    expect(await statusOf(held.placement)).toBe('held');
    expect(await statusOf(waiting.placement)).toBe('waitlisted');
    expect((await mailsTo(held.parentEmail)).map((mail) => mail.kind)).toEqual(['enrollment_received']);
  });

  it('takes each step once when two instances run at the same time', async () => {
    await setRule(releaseDays);
    const other = await app.alongside();
    const { held, waiting, onDay } = await fullClass('math_2nd_3rd');
    const both = (day: number) =>
      Promise.all([app.app.depositRelease.runDue(onDay(day)), other.app.depositRelease.runDue(onDay(day))]);

    const warned = (await both(3)).flatMap((run) => run.warned).filter((id) => id === held.placement.id);
    expect(warned).toHaveLength(1);
    const released = (await both(releaseDays)).flatMap((run) => run.released).filter((id) => id === held.placement.id);
    expect(released).toHaveLength(1);
    expect(await mailsTo(held.parentEmail, 'deposit_warning')).toHaveLength(1);
    expect(await mailsTo(held.parentEmail, 'deposit_released')).toHaveLength(1);
    expect(await mailsTo(waiting.parentEmail, 'placement_promoted')).toHaveLength(1);
    expect(await statusOf(waiting.placement)).toBe('held');
  });
});
