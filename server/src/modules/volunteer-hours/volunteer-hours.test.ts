import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteerHoursMessages, wallClock } from '@coop/contract';
import { enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { TestApp, type Answer, type GraphqlAnswer } from '../../test-support/test-app';
import { saveSignup, saveVolunteerTerm } from '../../test-support/volunteer-hour-rows';
import { Role } from '../accounts';
import { householdBalance, LedgerTransaction } from '../ledger';
import { VolunteerCheck } from './volunteer-check.entity';

// Check-in and the hours ledger over the real app, on both channels: who may check in whom, a replayed check stored
// once, the phone's clock held to sane bounds, worked time and the office's corrections, and a shortfall turned
// into a charge on the household's account (once) or waived.

const classKey = 'science_1st_2nd';
const quota = 180;
const rate = 1_500;
let app: TestApp;
let admin: string;
let teacher: string;
let termKey: string;
const today = () => wallClock(new Date(), 'America/Chicago').day;

/** A household with a child in the term and its guardian signed in. */
async function family() {
  const email = uniqueEmail('hours');
  expect((await postEnrollment(app, enrollmentFields([classKey], { parentEmail: email }))).status).toBe(200);
  const { token } = await app.seedUser({ email });
  const householdId: string = (await app.graphql('{ myHousehold { id } }', {}, token!)).data.myHousehold.id;
  return { token: token!, householdId };
}

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  termKey = (await app.graphql('{ volunteerHours { termKey } }', {}, admin)).data.volunteerHours.termKey;
  await saveVolunteerTerm(app, termKey, quota, rate);
});
afterAll(() => app?.stop());

const signupToday = (householdId: string, start = '09:00', end = '11:00') =>
  saveSignup(app, { termKey, householdId, date: today(), start, end });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const check = (token: string | undefined, body: Record<string, unknown>) =>
  app.rest('POST', '/api/volunteer-checks.php', { token, body });

const ledgerFields = `termKey termEnded hourlyRate households { householdId name requiredMinutes signedUpMinutes
  workedMinutes shortMinutes shortCharge missingOut settlement { outcome shortMinutes amount reason }
  signups { signupId workedMinutes missingOut correction { minutes reason } } }`;

const ledger = (token: string | undefined) => app.graphql(`{ volunteerHours { ${ledgerFields} } }`, {}, token);

type LedgerRow = Record<string, unknown> & { householdId: string; signups: Record<string, unknown>[] };

const rowOf = async (householdId: string) =>
  ((await ledger(admin)).data.volunteerHours.households as LedgerRow[]).find((row) => row.householdId === householdId);

const settle = (input: Record<string, unknown>, token: string | undefined = admin) =>
  app.graphql(
    `mutation($input: VolunteerSettlementInput!) { settleVolunteerHours(input: $input) { termKey } }`,
    { input },
    token,
  );

const codeOf = (answer: GraphqlAnswer | Answer) =>
  'data' in answer ? (answer.errors?.[0]?.extensions?.code ?? 'OK') : answer.status === 200 ? 'OK' : answer.body.code;

describe('who may check in, read and settle hours', () => {
  it('a parent their own household, an administrator anyone; teachers and strangers nothing, on both channels', async () => {
    const own = await family();
    const other = await family();
    const ownSignup = await signupToday(own.householdId);
    const otherSignup = await signupToday(other.householdId);
    const tokens = { admin, teacher, parent: own.token, anonymous: undefined };
    const codes: Record<string, string[]> = {};
    for (const [role, token] of Object.entries(tokens)) {
      const checkIn = (signupId: string) =>
        check(token, { id: randomUUID(), signupId, direction: 'in', at: minutesAgo(1) });
      codes[role] = [
        codeOf(await app.graphql('{ volunteerCheckins { today } }', {}, token)),
        codeOf(await app.rest('GET', '/api/volunteer-checkins.php', { token })),
        codeOf(await ledger(token)),
        codeOf(await app.rest('GET', '/api/volunteer-hours.php', { token })),
        codeOf(await checkIn(ownSignup)),
        codeOf(await checkIn(otherSignup)),
        codeOf(
          await app.rest('POST', '/api/volunteer-hour-corrections.php', {
            token,
            body: { signupId: ownSignup, minutes: 60, reason: 'Left early' },
          }),
        ),
        codeOf(
          await app.graphql(
            'mutation($input: VolunteerSettlementInput!) { settleVolunteerHours(input: $input) { termKey } }',
            { input: { termKey, householdId: other.householdId, outcome: 'waived', reason: 'Hardship' } },
            token,
          ),
        ),
      ];
    }
    expect(codes).toEqual({
      admin: Array(8).fill('OK'),
      teacher: Array(8).fill('FORBIDDEN'),
      parent: ['OK', 'OK', 'OK', 'OK', 'OK', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'],
      anonymous: Array(8).fill('UNAUTHENTICATED'),
    });
    // The parent sees their own household only, at the door and in the ledger.
    const door = (await app.graphql('{ volunteerCheckins { signups { signupId } } }', {}, own.token)).data;
    expect(door.volunteerCheckins.signups).toEqual([{ signupId: ownSignup }]);
    const households = (await ledger(own.token)).data.volunteerHours.households;
    expect(households.map((row: { householdId: string }) => row.householdId)).toEqual([own.householdId]);
  });
});

describe('checking in and out', () => {
  it('stores a check sent twice once, and answers the replay as the first', async () => {
    const { token, householdId } = await family();
    const signupId = await signupToday(householdId);
    const body = { id: randomUUID(), signupId, direction: 'in', at: minutesAgo(30) };
    const first = await check(token, body);
    const again = await check(token, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await app.app.db.manager.countBy(VolunteerCheck, { signupId })).toBe(1);
    // The same id for another signup is refused, not stored.
    const elsewhere = await check(token, { ...body, signupId: await signupToday(householdId) });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([409, volunteerHoursMessages.checkIdTaken]);
  });

  it('holds the phone’s clock to sane bounds: not ahead, and on or about the duty’s day', async () => {
    const { token, householdId } = await family();
    const signupId = await signupToday(householdId);
    const ahead = await check(token, { id: randomUUID(), signupId, direction: 'in', at: minutesAgo(-15) });
    expect([ahead.status, ahead.body.error]).toEqual([400, volunteerHoursMessages.timeAhead]);
    const lastWeek = await check(token, { id: randomUUID(), signupId, direction: 'in', at: minutesAgo(7 * 24 * 60) });
    expect([lastWeek.status, lastWeek.body.error]).toEqual([400, volunteerHoursMessages.timeOffDay]);
    const badTime = await check(token, { id: randomUUID(), signupId, direction: 'in', at: 'soon' });
    expect([badTime.status, badTime.body.error]).toEqual([400, volunteerHoursMessages.timeInvalid]);
    const noId = await check(token, { id: 'abc', signupId, direction: 'in', at: minutesAgo(1) });
    expect([noId.status, noId.body.error]).toEqual([400, volunteerHoursMessages.checkIdInvalid]);
    expect(await app.app.db.manager.countBy(VolunteerCheck, { signupId })).toBe(0);
  });

  it('counts first check-in to last check-out; a missing check-out nothing, flagged, until the office corrects it', async () => {
    const { token, householdId } = await family();
    const worked = await signupToday(householdId, '09:00', '10:30');
    const open = await signupToday(householdId, '11:00', '12:00');
    await check(token, { id: randomUUID(), signupId: worked, direction: 'in', at: minutesAgo(100) });
    await check(token, { id: randomUUID(), signupId: worked, direction: 'in', at: minutesAgo(95) });
    await check(token, { id: randomUUID(), signupId: worked, direction: 'out', at: minutesAgo(20) });
    await check(token, { id: randomUUID(), signupId: open, direction: 'in', at: minutesAgo(10) });
    let row = await rowOf(householdId);
    expect(row).toMatchObject({
      requiredMinutes: quota,
      signedUpMinutes: 150,
      workedMinutes: 80,
      shortMinutes: 100,
      shortCharge: 2_500,
      missingOut: 1,
    });
    expect(row!.signups.find((line) => line.signupId === open)).toMatchObject({ workedMinutes: 0, missingOut: true });

    const correct = (body: Record<string, unknown>) =>
      app.rest('POST', '/api/volunteer-hour-corrections.php', { token: admin, body });
    const noReason = await correct({ signupId: open, minutes: 60, reason: '  ' });
    expect([noReason.status, noReason.body.error]).toEqual([400, volunteerHoursMessages.reasonRequired]);
    expect((await correct({ signupId: open, minutes: 30, reason: 'Forgot to check out' })).status).toBe(200);
    expect((await correct({ signupId: open, minutes: 55, reason: 'Stayed to clean up' })).status).toBe(200);
    row = await rowOf(householdId);
    expect(row).toMatchObject({ workedMinutes: 135, shortMinutes: 45, missingOut: 0 });
    expect(row!.signups.find((line) => line.signupId === open)).toMatchObject({
      workedMinutes: 55,
      missingOut: false,
      correction: { minutes: 55, reason: 'Stayed to clean up' },
    });
  });
});

describe('settling a shortfall against the ledger', () => {
  it('charges short minutes at the term’s rate once: the balance rises by it, a second settle is refused', async () => {
    const { token, householdId } = await family();
    const signupId = await signupToday(householdId, '09:00', '10:00');
    await check(token, { id: randomUUID(), signupId, direction: 'in', at: minutesAgo(70) });
    await check(token, { id: randomUUID(), signupId, direction: 'out', at: minutesAgo(17) });
    // 53 minutes worked of 180: 127 short, at $15.00 an hour $31.75.
    const before = await householdBalance(app.app.db.manager, householdId);
    expect(codeOf(await settle({ termKey, householdId, outcome: 'charged' }))).toBe('OK');
    expect(await householdBalance(app.app.db.manager, householdId)).toBe(before + 3_175);
    const [line] = await app.app.db.manager.findBy(LedgerTransaction, { householdId, kind: 'volunteer_hours' });
    expect(line).toMatchObject({ amount: 3_175, termKey, chargeKey: null });
    expect(await rowOf(householdId)).toMatchObject({
      shortMinutes: 127,
      settlement: { outcome: 'charged', shortMinutes: 127, amount: 3_175 },
    });

    const twice = await settle({ termKey, householdId, outcome: 'charged' });
    const waiveAfter = await settle({ termKey, householdId, outcome: 'waived', reason: 'Changed our mind' });
    expect([twice, waiveAfter].map((answer) => answer.errors?.[0]?.message)).toEqual([
      volunteerHoursMessages.alreadySettled,
      volunteerHoursMessages.alreadySettled,
    ]);
    expect(await householdBalance(app.app.db.manager, householdId)).toBe(before + 3_175);

    // The family's statement lists the charge under its own label, due the day it was posted.
    const statement = (
      await app.graphql('{ myAccount { lines { kind amount description } due { amount label } } }', {}, token)
    ).data.myAccount;
    expect(statement.lines).toContainEqual({
      kind: 'volunteer_hours',
      amount: 3_175,
      description: expect.stringMatching(/^Volunteer hours not worked: .*, 2\.12 hours$/),
    });
  });

  it('waives with a reason and posts nothing', async () => {
    const { householdId } = await family();
    const before = await householdBalance(app.app.db.manager, householdId);
    const noReason = await settle({ termKey, householdId, outcome: 'waived' });
    expect(noReason.errors?.[0]?.message).toBe(volunteerHoursMessages.reasonRequired);
    expect(codeOf(await settle({ termKey, householdId, outcome: 'waived', reason: 'New baby' }))).toBe('OK');
    expect(await householdBalance(app.app.db.manager, householdId)).toBe(before);
    expect(await app.app.db.manager.countBy(LedgerTransaction, { householdId, kind: 'volunteer_hours' })).toBe(0);
    expect(await rowOf(householdId)).toMatchObject({
      shortMinutes: quota,
      settlement: { outcome: 'waived', amount: 0, reason: 'New baby' },
    });
  });

  it('tells the office on the attention panel how many households signed up for less than their quota', async () => {
    const lines = (await app.graphql('{ attention { kind text href done } }', {}, admin)).data.attention;
    const short = (await ledger(admin)).data.volunteerHours.households.filter(
      (row: { signedUpMinutes: number; requiredMinutes: number }) => row.signedUpMinutes < row.requiredMinutes,
    ).length;
    expect(short).toBeGreaterThan(1);
    expect(lines).toContainEqual({
      kind: 'VOLUNTEER_HOURS',
      text: `${short} households have signed up for fewer volunteer hours than their quota.`,
      href: '/secure/volunteering/hours',
      done: false,
    });
  });
});
