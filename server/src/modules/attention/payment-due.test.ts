import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberAreaHref } from '@coop/contract';
import { enrollThroughForm, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { saveFeeRows } from '../../test-support/fee-rows';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';

// A parent's "Needs your attention" says what the household owes by today, and points to Fees & payments; a
// household that owes nothing now has no such line.

let app: TestApp;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  await saveFeeRows(app, { classKey: 'reading_1st', classFee: 12_000, supplyFee: 2_500, deposit: 5_000 });
});
afterAll(() => app?.stop());

async function paymentLines(token: string) {
  const answer = await app.graphql('{ attention { kind text href done } }', {}, token);
  return (answer.data.attention as { kind: string; text: string; href: string }[]).filter(
    (line) => line.kind === 'PAYMENT_DUE',
  );
}

it('tells a parent what is due now, and says nothing of money to one who owes nothing', async () => {
  const owing = uniqueEmail('owing');
  const token = (await app.seedUser({ role: Role.parent, email: owing })).token!;
  await enrollThroughForm(app, { parentEmail: owing, studentName: uniqueName('Ivy'), classes: ['reading_1st'] });
  // Nothing else is planned for the term, so everything charged today is due today.
  expect(await paymentLines(token)).toEqual([
    {
      kind: 'PAYMENT_DUE',
      text: '$145.00 is due now: pay it in Fees & payments.',
      href: memberAreaHref('payments'),
      done: false,
    },
  ]);

  const free = uniqueEmail('free');
  const other = (await app.seedUser({ role: Role.parent, email: free })).token!;
  await enrollThroughForm(app, { parentEmail: free, studentName: uniqueName('Max'), classes: ['math_1st'] });
  expect(await paymentLines(other)).toEqual([]);
});
