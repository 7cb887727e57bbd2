import { addDays, dayText, wallClock } from '@coop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedFamily } from '../../test-support/families';
import { TestApp } from '../../test-support/test-app';
import { seedPolicy, seedRole, seedSlot, signupTermKey } from '../../test-support/volunteer-slots';
import { Role } from '../accounts';
import { Placement } from '../enrollment-office';
import { OutboxMessage } from '../mail';
import { BackgroundCheck, VolunteerSignup, VolunteerSlot } from '../volunteers';
import { SignupRemoval } from './signup-removal.entity';

let app: TestApp;
let termKey: string;
let today: string;
let adminToken: string;

beforeAll(async () => {
  app = await TestApp.start();
  termKey = signupTermKey(app.app.catalog());
  today = wallClock(new Date(), app.app.catalog().timeZone).day;
  adminToken = (await app.seedUser({ role: Role.admin, name: 'Dana Office' })).token!;
});
afterAll(() => app.stop());

// Each test is a term of its own households: those of earlier tests stop taking part.
beforeEach(() =>
  app.app.db.write((manager) => manager.createQueryBuilder().update(Placement).set({ status: 'withdrawn' }).execute()),
);

/** A household taking part (a child confirmed in Reading) with one guardian signed in. */
async function household(name: string) {
  const { user, token } = await app.seedUser({
    role: Role.parent,
    name,
    email: `${name.split(' ')[0].toLowerCase()}-${Date.now()}@example.test`,
  });
  const { householdId } = await app.app.db.write((manager) =>
    seedFamily(manager, { children: [{ places: { reading_1st: 'confirmed' } }], guardianIds: [user.id] }),
  );
  return { user, token: token!, householdId, email: user.email };
}

/** `count` slots of one role on the day `days` ahead, each 9:00 to 12:00 at successive hours apart when asked. */
async function slots(
  count: number,
  options: { days?: number; people?: number; role?: Parameters<typeof seedRole>[1] } = {},
) {
  return app.app.db.write(async (manager) => {
    const role = await seedRole(manager, options.role);
    const made = [];
    for (let i = 0; i < count; i++)
      made.push(
        await seedSlot(manager, {
          termKey,
          roleId: role.id,
          date: addDays(today, (options.days ?? 10) + i),
          people: options.people ?? 1,
        }),
      );
    return made;
  });
}

const signUp = (token: string, slotId: string, volunteerId: string, volunteerKind = 'guardian') =>
  app.rest('POST', '/api/volunteer-signup.php', { token, body: { slotId, volunteerKind, volunteerId } });

describe('who may use sign-up', () => {
  it('refuses anonymous and teachers on both channels, and shows a parent only their household', async () => {
    await app.app.db.write((manager) => seedPolicy(manager, termKey, {}));
    const teacher = (await app.seedUser({ role: Role.teacher })).token!;
    const ana = await household('Ana Parent');
    const ben = await household('Ben Parent');
    const [slot] = await slots(1, { people: 2 });
    expect((await signUp(ben.token, slot.id, ben.user.id)).status).toBe(200);

    const board = 'query { volunteerSignupBoard { termKey slots { id placesLeft signups { volunteerName } } } }';
    expect((await app.rest('GET', '/api/volunteer-signups.php')).status).toBe(401);
    expect((await app.rest('GET', '/api/volunteer-signups.php', { token: teacher })).status).toBe(403);
    expect((await app.graphql(board)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql(board, {}, teacher)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const mine = await app.graphql(board, {}, ana.token);
    const seen = (
      mine.data as { volunteerSignupBoard: { slots: { id: string; placesLeft: number; signups: unknown[] }[] } }
    ).volunteerSignupBoard.slots.find((each) => each.id === slot.id)!;
    expect(seen).toMatchObject({ placesLeft: 1, signups: [] });
    const office = await app.rest('GET', '/api/volunteer-signups.php', { token: adminToken });
    const officeSlot = office.body.board.slots.find((each: { id: string }) => each.id === slot.id);
    expect(officeSlot.signups.map((each: { volunteerName: string }) => each.volunteerName)).toEqual(['Ben Parent']);

    // A parent names only their own household's people; only the office fills and removes.
    expect((await signUp(ana.token, slot.id, ben.user.id)).status).toBe(403);
    const fill = { slotId: slot.id, volunteerKind: 'guardian', volunteerId: ana.user.id };
    expect((await app.rest('POST', '/api/volunteer-signup-fill.php', { token: ana.token, body: fill })).status).toBe(
      403,
    );
    const fillQuery = `mutation($s: ID!, $v: ID!) { fillSlot(slotId: $s, volunteerKind: "guardian", volunteerId: $v) { id } }`;
    expect((await app.graphql(fillQuery, { s: slot.id, v: ana.user.id }, ana.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.graphql(fillQuery, { s: slot.id, v: ana.user.id }, adminToken)).errors).toBeUndefined();
  });
});

describe('fair share', () => {
  it('refuses a second share while another household has none, then opens the rest', async () => {
    await app.app.db.write((manager) => seedPolicy(manager, termKey, { quotaMinutes: 180 }));
    const ana = await household('Ana Parent');
    const ben = await household('Ben Parent');
    const [first, second, third] = await slots(3);
    expect((await signUp(ana.token, first.id, ana.user.id)).status).toBe(200);
    const refused = await signUp(ana.token, second.id, ana.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Every household signs up for its share first: yours has 3 of 3 hours. More opens once every household has its share.',
    );
    expect((await signUp(ben.token, third.id, ben.user.id)).status).toBe(200);
    expect((await signUp(ana.token, second.id, ana.user.id)).status).toBe(200);
    const board = await app.rest('GET', '/api/volunteer-signups.php', { token: ana.token });
    expect(board.body.board).toMatchObject({ quotaMinutes: 180, signedUpMinutes: 360, everyoneHasShare: true });
  });

  it('lets the office fill past fair share but not past age or background check rules', async () => {
    await app.app.db.write((manager) => seedPolicy(manager, termKey, { quotaMinutes: 180 }));
    const ana = await household('Ana Parent');
    await household('Ben Parent');
    const [first, second] = await slots(2);
    const [checked] = await slots(1, { days: 30, role: { name: 'Nursery', needsBackgroundCheck: true } });
    const fill = (slotId: string) =>
      app.rest('POST', '/api/volunteer-signup-fill.php', {
        token: adminToken,
        body: { slotId, volunteerKind: 'guardian', volunteerId: ana.user.id },
      });
    expect((await fill(first.id)).status).toBe(200);
    expect((await fill(second.id)).status).toBe(200);
    const refused = await fill(checked.id);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Nursery needs a background check on file for that day, and Ana Parent has none.',
    ]);
    await app.app.db.write((manager) =>
      manager.insert(BackgroundCheck, {
        userId: ana.user.id,
        checkedOn: today,
        expiresOn: null,
        note: '',
        byName: 'Dana Office',
        updatedAt: new Date(),
      }),
    );
    const filled = await fill(checked.id);
    expect(filled.status).toBe(200);

    const removed = await app.rest('POST', '/api/volunteer-signup-remove.php', {
      token: adminToken,
      body: { signupId: filled.body.signup.id, reason: 'Moved to Thursdays' },
    });
    expect(removed.status).toBe(200);
    const row = await app.app.db.manager.findOneByOrFail(VolunteerSignup, { id: filled.body.signup.id });
    expect([row.endedReason, row.endedBy]).toEqual(['removed', 'Dana Office']);
    expect(await app.app.db.manager.findOneBy(SignupRemoval, { signupId: row.id })).toMatchObject({
      reason: 'Moved to Thursdays',
    });
  });
});

describe('cancelling and swapping', () => {
  it('offers a place that stays held until another household takes it, and the office sees the swap', async () => {
    await app.app.db.write((manager) => seedPolicy(manager, termKey, { quotaMinutes: 180 }));
    const ana = await household('Ana Parent');
    const ben = await household('Ben Parent');
    const [slot, other] = await slots(2);
    const held = (await signUp(ana.token, slot.id, ana.user.id)).body.signup;
    const post = (path: string, token: string, body: object) => app.rest('POST', `/api/${path}.php`, { token, body });

    expect((await post('volunteer-signup-offer', ana.token, { signupId: held.id })).body.signup.offered).toBe(true);
    // Still held: the slot is full to a new sign-up.
    expect((await signUp(ben.token, slot.id, ben.user.id)).status).toBe(409);
    expect((await post('volunteer-signup-withdraw-offer', ana.token, { signupId: held.id })).status).toBe(200);
    const take = { signupId: held.id, volunteerKind: 'guardian', volunteerId: ben.user.id };
    expect((await post('volunteer-signup-take', ben.token, take)).body.error).toBe('This place is no longer offered.');
    await post('volunteer-signup-offer', ana.token, { signupId: held.id });
    const board = await app.rest('GET', '/api/volunteer-signups.php', { token: ben.token });
    expect(board.body.board.slots.find((each: { id: string }) => each.id === slot.id).offeredIds).toEqual([held.id]);
    const taken = await post('volunteer-signup-take', ben.token, take);
    expect(taken.status).toBe(200);

    const offered = await app.app.db.manager.findOneByOrFail(VolunteerSignup, { id: held.id });
    expect(offered.endedReason).toBe('swapped');
    expect(await app.app.db.manager.findOneByOrFail(VolunteerSignup, { id: taken.body.signup.id })).toMatchObject({
      swappedFromId: held.id,
      householdId: ben.householdId,
    });
    const swaps = await app.rest('GET', '/api/volunteer-swaps.php', { token: adminToken });
    expect(swaps.body.swaps.find((swap: { offerId: string }) => swap.offerId === held.id)).toMatchObject({
      offeredBy: 'Ana Parent',
      takenBy: 'Ben Parent',
    });
    expect((await app.rest('GET', '/api/volunteer-swaps.php', { token: ana.token })).status).toBe(403);

    // Ana's share is free again: she signs up for the other slot, and cancels it.
    const again = await signUp(ana.token, other.id, ana.user.id);
    expect((await post('volunteer-signup-cancel', ana.token, { signupId: again.body.signup.id })).status).toBe(200);
    expect((await post('volunteer-signup-cancel', ben.token, { signupId: again.body.signup.id })).status).toBe(404);
  });
});

describe('the automatic fill and reminders', () => {
  it('fills open places fewest hours first, mails the households placed, and reminds the day before, once', async () => {
    await app.app.db.write((manager) => seedPolicy(manager, termKey, { quotaMinutes: 180, autoAssignDays: 3 }));
    const ana = await household('Ana Parent');
    const ben = await household('Ben Parent');
    const cam = await household('Cam Parent');
    const [early] = await slots(1, { days: 5 });
    expect((await signUp(ana.token, early.id, ana.user.id)).status).toBe(200);
    // Two places two days ahead: Ben and Cam have no hours, Ana has three.
    const [soon] = await slots(1, { days: 2, people: 2 });
    const run = await app.app.signupScheduler.runDue();
    expect(run.filled).toEqual([`${termKey}:${soon.date}`]);
    const placed = await app.app.db.manager.findBy(VolunteerSignup, { slotId: soon.id });
    expect(placed.map((row) => row.householdId).sort()).toEqual([ben.householdId, cam.householdId].sort());
    expect(placed.every((row) => row.source === 'auto')).toBe(true);
    const assigned = await app.app.db.manager.findBy(OutboxMessage, { kind: 'volunteer_assigned' });
    expect(assigned.map((mail) => mail.recipient).sort()).toEqual([ben.email, cam.email].sort());
    expect((await app.app.signupScheduler.runDue()).filled).toEqual([]);

    // The day before the slot, Ben and Cam are reminded once each.
    const dayBefore = new Date(`${addDays(soon.date, -1)}T18:00:00Z`);
    expect((await app.app.signupScheduler.runDue(dayBefore)).reminded.sort()).toEqual(
      [ben.householdId, cam.householdId].sort(),
    );
    expect((await app.app.signupScheduler.runDue(dayBefore)).reminded).toEqual([]);
    const reminder = await app.app.db.manager.findOneByOrFail(OutboxMessage, {
      kind: 'volunteer_reminder',
      recipient: ben.email,
    });
    expect(reminder.text).toContain('Hall monitor');
    expect(reminder.text).toContain('9:00 AM to 12:00 PM: Ben Parent');
  });

  it('shows the office the open places of the next co-op day, linking to Sign up', async () => {
    const attention = 'query { attention { kind text href done } }';
    const lineOf = async () =>
      (
        (await app.graphql(attention, {}, adminToken)).data as {
          attention: { kind: string; text: string; href: string; done: boolean }[];
        }
      ).attention.find((line) => line.kind === 'VOLUNTEER_PLACES');
    await app.app.db.write((manager) => seedPolicy(manager, termKey, {}));
    const ana = await household('Ana Parent');
    const [slot] = await slots(1, { days: 0, people: 2 });
    const day = dayText(slot.date);
    expect(await lineOf()).toEqual({
      kind: 'VOLUNTEER_PLACES',
      text: `2 places are still open for ${day}.`,
      href: '/secure/volunteering/shifts',
      done: false,
    });
    const fill = { slotId: slot.id, volunteerKind: 'guardian', volunteerId: ana.user.id };
    await app.rest('POST', '/api/volunteer-signup-fill.php', { token: adminToken, body: fill });
    expect((await lineOf())?.text).toBe(`1 place is still open for ${day}.`);
    await app.app.db.write((manager) => manager.update(VolunteerSlot, { id: slot.id }, { people: 1 }));
    expect(await lineOf()).toMatchObject({ text: `Every volunteer place is filled for ${day}.`, done: true });
  });
});
