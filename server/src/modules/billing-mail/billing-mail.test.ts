import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { Role } from '../accounts';
import { saveFeeRows } from '../../test-support/fee-rows';
import { HouseholdFormAddress } from '../households';
import { recordPayment } from '../ledger';
import { OutboxMessage } from '../mail';

// The billing mails over the real app, on a clock the test moves: one invoice for what one enrollment charged,
// a receipt for a payment, a reminder before and after an installment falls due, each once however often the
// loop runs.

const classKey = 'reading_1st';
let app: TestApp;
let clock = new Date();

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' }, { billingMail: { now: () => clock } });
  const admin = (await app.seedUser({ role: Role.admin })).user;
  await app.app.enrollmentOffice.setClassSeats(contextAs(admin), classKey, 500);
  await saveFeeRows(
    app,
    { classKey, classFee: 12_000, supplyFee: 2_500, deposit: 5_000 },
    {
      termKey: '2026-27',
      dues: 5_000,
      installments: [
        { dueOn: '2027-01-15', percent: 50 },
        { dueOn: '2027-03-15', percent: 50 },
      ],
    },
  );
});
afterAll(() => app.stop());

const mailsTo = (email: string, kind: OutboxMessage['kind']) =>
  app.app.db.manager.find(OutboxMessage, { where: { recipient: email, kind }, order: { createdAt: 'ASC' } });

describe('billing mails', () => {
  it('sends one invoice per enrollment, a receipt per payment, and each reminder once', async () => {
    const email = uniqueEmail('billing');
    expect((await postEnrollment(app, enrollmentFields([classKey], { parentEmail: email }))).status).toBe(200);
    await app.app.billingMail.sendDue();
    await app.app.billingMail.sendDue();

    const invoices = await mailsTo(email, 'invoice');
    expect(invoices).toHaveLength(1);
    expect(invoices[0].text).toContain('Household dues: $50.00');
    expect(invoices[0].text).toMatch(/Class fee: Reading \(Grade 1\), .*: \$120\.00/);
    expect(invoices[0].text).toMatch(/Supply fee: .*: \$25\.00/);
    expect(invoices[0].text).toContain('Your balance is now $195.00.');
    expect(invoices[0].text).toContain('/secure/payments');

    const { householdId } = await app.app.db.manager.findOneByOrFail(HouseholdFormAddress, { email });
    await app.app.db.write((manager) =>
      recordPayment(manager, { householdId, amount: 10_000, method: 'cash', occurredOn: '2026-11-29' }),
    );
    await app.app.billingMail.sendDue();
    await app.app.billingMail.sendDue();
    const receipts = await mailsTo(email, 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Receipt: $100.00 received by Ozark Learning Hub');
    expect(receipts[0].text).toContain('Thank you: we received $100.00');
    expect(receipts[0].text).toContain('Your balance is now $95.00.');
    // The payment changed no charges: still the one invoice.
    expect(await mailsTo(email, 'invoice')).toHaveLength(1);

    clock = new Date('2027-01-13T15:00:00Z');
    await app.app.billingMail.sendDue();
    await app.app.billingMail.sendDue();
    clock = new Date('2027-01-19T15:00:00Z');
    await app.app.billingMail.sendDue();
    await app.app.billingMail.sendDue();
    const reminders = await mailsTo(email, 'payment_reminder');
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'Payment due Friday, January 15',
      'Payment past due since Friday, January 15',
    ]);
    expect(reminders[0].text).toContain('$47.50 for 2026–27: installment 1 of 2 is due on Friday, January 15');
  });
});
