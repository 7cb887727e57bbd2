import { addDays, wallClock } from '@coop/contract';
import { expect, it } from 'vitest';
import { seedFamily } from '../../test-support/families';
import { twoInstances } from '../../test-support/two-instances';
import { seedPolicy, seedRole, seedSlot, signupTermKey } from '../../test-support/volunteer-slots';
import { Role } from '../accounts';
import { Placement } from '../enrollment-office';
import { OutboxMessage } from '../mail';
import { VolunteerSignup } from '../volunteers';

// Sign-ups landing at once on two instances of the product over one database: the slot's and the household's locks
// must make the rules hold as if the requests had come one after the other.

const instances = twoInstances();

async function setUp(quotaMinutes: number) {
  const { app } = instances;
  await app.app.db.write((manager) =>
    manager.createQueryBuilder().update(Placement).set({ status: 'withdrawn' }).execute(),
  );
  const termKey = signupTermKey(app.app.catalog());
  await app.app.db.write((manager) => seedPolicy(manager, termKey, { quotaMinutes, autoAssignDays: 3 }));
  const household = async () => {
    const { user, token } = await app.seedUser({ role: Role.parent });
    const { householdId } = await app.app.db.write((manager) =>
      seedFamily(manager, { children: [{ places: { reading_1st: 'confirmed' } }], guardianIds: [user.id] }),
    );
    return { user, token: token!, householdId };
  };
  const today = wallClock(new Date(), app.app.catalog().timeZone).day;
  const slots = (count: number, days: number, people = 1) =>
    app.app.db.write(async (manager) => {
      const role = await seedRole(manager, { name: 'Set-up' });
      const made = [];
      for (let i = 0; i < count; i++)
        made.push(
          await seedSlot(manager, {
            termKey,
            roleId: role.id,
            date: addDays(today, days),
            start: `${String(8 + i).padStart(2, '0')}:00`,
            end: `${String(9 + i).padStart(2, '0')}:00`,
            people,
          }),
        );
      return made;
    });
  return { household, slots, today };
}

const signUp = (which: number, token: string, slotId: string, volunteerId: string) =>
  (which % 2 ? instances.other : instances.app).rest('POST', '/api/volunteer-signup.php', {
    token,
    body: { slotId, volunteerKind: 'guardian', volunteerId },
  });

it('gives the last place to exactly one of two households signing up at once', async () => {
  const { household, slots } = await setUp(60);
  const ana = await household();
  const ben = await household();
  const [slot] = await slots(1, 20);
  const answers = await Promise.all([
    signUp(0, ana.token, slot.id, ana.user.id),
    signUp(1, ben.token, slot.id, ben.user.id),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('This slot is full: all 1 place is taken.');
  expect(await instances.app.app.db.manager.countBy(VolunteerSignup, { slotId: slot.id })).toBe(1);
});

it('stops a household firing sign-ups at once at its share while another has none', async () => {
  const { household, slots } = await setUp(120);
  const ana = await household();
  await household();
  const many = await slots(6, 21);
  const answers = await Promise.all(many.map((slot, i) => signUp(i, ana.token, slot.id, ana.user.id)));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
  expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
  expect(await instances.app.app.db.manager.countBy(VolunteerSignup, { householdId: ana.householdId })).toBe(2);
});

it('fills a day and reminds its households once when two instances run at once', async () => {
  const { household, slots, today } = await setUp(60);
  const ana = await household();
  const ben = await household();
  const [slot] = await slots(1, 2, 2);
  await Promise.all([instances.app.app.signupScheduler.runDue(), instances.other.app.signupScheduler.runDue()]);
  const placed = await instances.app.app.db.manager.findBy(VolunteerSignup, { slotId: slot.id });
  expect(placed.map((row) => row.householdId).sort()).toEqual([ana.householdId, ben.householdId].sort());
  const dayBefore = new Date(`${addDays(today, 1)}T18:00:00Z`);
  await Promise.all([
    instances.app.app.signupScheduler.runDue(dayBefore),
    instances.other.app.signupScheduler.runDue(dayBefore),
  ]);
  const mails = await instances.app.app.db.manager.findBy(OutboxMessage, { recipient: ana.user.email });
  expect(mails.map((mail) => mail.kind).sort()).toEqual(['volunteer_assigned', 'volunteer_reminder']);
});
