import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  addDays,
  catalogTerms,
  datesBetween,
  isClassDay,
  volunteerDutiesMessages as messages,
  weekdayOf,
  type Term,
} from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFamily } from '../../test-support/families';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { householdQuotas, VolunteerRole, VolunteerSignup } from './index';

let app: TestApp;
let admin: string;
let teacher: string;
let parent: string;
let term: Term;

const dutiesQuery = `query($termKey: String!) { volunteerDuties(termKey: $termKey) {
  termKey termName policy { quotaMinutes hourlyRate signupOpens signupCloses autoAssignDays }
  roles { id name description people minAge needsBackgroundCheck perClass retired }
  households { householdId name quotaMinutes } exemptions { householdId householdName quotaMinutes reason byName }
  guardians { userId name householdName check { checkedOn expiresOn note byName } }
  slots { id roleId roleName date start end classKey classTitle people held holders } } }`;
const addRole = `mutation($input: VolunteerRoleInput!) { addVolunteerRole(input: $input) { id name people minAge retired } }`;
const saveRole = `mutation($id: String!, $input: VolunteerRoleInput!) { saveVolunteerRole(id: $id, input: $input) { id name people } }`;
const retireRole = `mutation($id: String!) { retireVolunteerRole(id: $id) { id retired } }`;
const saveTerm = `mutation($input: VolunteerTermInput!) { saveVolunteerTerm(input: $input) { quotaMinutes hourlyRate signupOpens signupCloses autoAssignDays } }`;
const saveExemption = `mutation($input: VolunteerExemptionInput!) { saveVolunteerExemption(input: $input) { householdId quotaMinutes reason byName } }`;
const removeExemption = `mutation($termKey: String!, $householdId: String!) { removeVolunteerExemption(termKey: $termKey, householdId: $householdId) }`;
const saveCheck = `mutation($input: BackgroundCheckInput!) { saveBackgroundCheck(input: $input) { userId name check { checkedOn expiresOn note byName } } }`;
const removeCheck = `mutation($userId: String!) { removeBackgroundCheck(userId: $userId) }`;
const generate = `mutation($input: GenerateSlotsInput!) { generateVolunteerSlots(input: $input) }`;
const saveSlot = `mutation($input: VolunteerSlotInput!) { saveVolunteerSlot(input: $input) { id people start end held holders } }`;
const deleteSlot = `mutation($id: String!) { deleteVolunteerSlot(id: $id) }`;

const role = (changes: Record<string, unknown> = {}) => ({
  name: 'Hall monitor',
  description: 'Walks the halls between classes.',
  people: 2,
  minAge: null,
  needsBackgroundCheck: false,
  perClass: false,
  ...changes,
});
const policy = (changes: Record<string, unknown> = {}) => ({
  termKey: term.key,
  quotaMinutes: 450,
  hourlyRate: 2000,
  signupOpens: '2026-08-01T09:00',
  signupCloses: '2026-08-15T21:00',
  autoAssignDays: 3,
  ...changes,
});

/** Asks as the office and fails the test on any error. */
async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  const answer = await app.graphql(query, variables, admin);
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** The refusal's code, message and field. */
async function refusal(query: string, variables: Record<string, unknown>) {
  const [error] = (await app.graphql(query, variables, admin)).errors ?? [];
  return { code: error?.extensions?.code, message: error?.message, field: error?.extensions?.field };
}

const duties = async () => (await asAdmin(dutiesQuery, { termKey: term.key })).volunteerDuties;
const newRole = async (changes: Record<string, unknown> = {}) =>
  (await asAdmin(addRole, { input: role(changes) })).addVolunteerRole.id as string;

beforeAll(async () => {
  app = await TestApp.start();
  admin = (await app.seedUser({ role: Role.admin, name: 'Dana Admin' })).token!;
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  parent = (await app.seedUser({ role: Role.parent })).token!;
  term = catalogTerms(app.app.catalog())[0];
});
afterAll(() => app.stop());

describe('who may manage duties', () => {
  it('only the office, on both channels; teachers, parents and visitors are refused', async () => {
    expect((await duties()).termName).toBe(term.name);
    const id = randomUUID();
    const operations: [string, Record<string, unknown>][] = [
      [dutiesQuery, { termKey: term.key }],
      [addRole, { input: role() }],
      [saveRole, { id, input: role() }],
      [retireRole, { id }],
      [saveTerm, { input: policy() }],
      [saveExemption, { input: { termKey: term.key, householdId: id, quotaMinutes: 0, reason: 'x' } }],
      [removeExemption, { termKey: term.key, householdId: id }],
      [saveCheck, { input: { userId: id, checkedOn: '2026-08-01' } }],
      [removeCheck, { userId: id }],
      [generate, { input: { termKey: term.key, roleId: id, weekdays: ['tue'], start: '09:00', end: '12:00' } }],
      [saveSlot, { input: { id, people: 1, start: '09:00', end: '10:00' } }],
      [deleteSlot, { id }],
    ];
    const routes: [string, string][] = [
      ['GET', `/api/volunteer-duties.php?termKey=${term.key}`],
      ['POST', '/api/volunteer-roles.php'],
      ['PUT', '/api/volunteer-roles.php'],
      ['DELETE', '/api/volunteer-roles.php'],
      ['PUT', '/api/volunteer-terms.php'],
      ['PUT', '/api/volunteer-exemptions.php'],
      ['DELETE', '/api/volunteer-exemptions.php'],
      ['PUT', '/api/volunteer-background-checks.php'],
      ['DELETE', '/api/volunteer-background-checks.php'],
      ['POST', '/api/volunteer-slots.php'],
      ['PUT', '/api/volunteer-slots.php'],
      ['DELETE', '/api/volunteer-slots.php'],
    ];
    for (const [token, code, status] of [
      [teacher, 'FORBIDDEN', 403],
      [parent, 'FORBIDDEN', 403],
      [undefined, 'UNAUTHENTICATED', 401],
    ] as const) {
      for (const [query, variables] of operations)
        expect((await app.graphql(query, variables, token)).errors?.[0].extensions?.code).toBe(code);
      for (const [method, path] of routes) {
        const answer = await app.rest(method, path, {
          body: method === 'GET' ? undefined : { ...role(), ...policy() },
          token,
        });
        expect(answer.status, `${method} ${path}`).toBe(status);
      }
    }
    expect((await app.rest('POST', '/api/volunteer-roles.php', { body: role(), token: parent })).body).toMatchObject({
      success: false,
      error: accountMessages.forbidden,
    });
    expect(await app.app.db.manager.count(VolunteerRole)).toBe(0);
  });
});

describe('duty roles', () => {
  it.each([
    ['no name', { name: '  ' }, 'name', messages.nameRequired],
    ['a name too long', { name: 'x'.repeat(81) }, 'name', messages.nameTooLong],
    ['nobody per slot', { people: 0 }, 'people', messages.peopleInvalid],
    ['more than 50 people', { people: 51 }, 'people', messages.peopleInvalid],
    ['a minimum age under 10', { minAge: 9 }, 'minAge', messages.minAgeInvalid],
    ['a minimum age over 21', { minAge: 22 }, 'minAge', messages.minAgeInvalid],
  ])('refuses %s', async (_case, changes, field, message) => {
    expect(await refusal(addRole, { input: role(changes) })).toEqual({ code: 'BAD_USER_INPUT', message, field });
    const rest = await app.rest('POST', '/api/volunteer-roles.php', { body: role(changes), token: admin });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, error: message });
  });

  it('adds, edits and retires a role, which stays listed for history and generates no more slots', async () => {
    const rest = await app.rest('POST', '/api/volunteer-roles.php', {
      body: role({ name: 'Nursery', minAge: 14 }),
      token: admin,
    });
    expect(rest.body).toMatchObject({ success: true, role: { name: 'Nursery', minAge: 14, retired: false } });
    const id = rest.body.role.id as string;
    expect(
      (await asAdmin(saveRole, { id, input: role({ name: 'Nursery helper', people: 3 }) })).saveVolunteerRole,
    ).toEqual({
      id,
      name: 'Nursery helper',
      people: 3,
    });
    expect((await app.rest('DELETE', `/api/volunteer-roles.php?id=${id}`, { token: admin })).body).toMatchObject({
      role: { id, retired: true },
    });
    expect((await duties()).roles).toContainEqual(
      expect.objectContaining({ id, name: 'Nursery helper', retired: true }),
    );
    expect(
      await refusal(generate, {
        input: { termKey: term.key, roleId: id, weekdays: ['tue'], start: '09:00', end: '10:00' },
      }),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.roleRetired,
      field: 'roleId',
    });
    expect((await refusal(saveRole, { id: randomUUID(), input: role() })).code).toBe('NOT_FOUND');
  });
});

describe('the term’s volunteer policy', () => {
  it('saves the quota in minutes, the rate in cents, the window and the auto-assign days', async () => {
    expect((await asAdmin(saveTerm, { input: policy() })).saveVolunteerTerm).toEqual({
      quotaMinutes: 450,
      hourlyRate: 2000,
      signupOpens: '2026-08-01T09:00',
      signupCloses: '2026-08-15T21:00',
      autoAssignDays: 3,
    });
    const rest = await app.rest('PUT', '/api/volunteer-terms.php', {
      body: policy({ signupOpens: null, signupCloses: null, autoAssignDays: null, quotaMinutes: 480 }),
      token: admin,
    });
    expect(rest.body).toMatchObject({
      success: true,
      policy: { quotaMinutes: 480, signupOpens: null, autoAssignDays: null },
    });
    expect((await duties()).policy.quotaMinutes).toBe(480);
  });

  it.each([
    ['more than 200 hours', { quotaMinutes: 12_001 }, 'quotaMinutes', messages.hoursInvalid],
    ['a negative rate', { hourlyRate: -1 }, 'hourlyRate', messages.rateInvalid],
    ['an opening that is not a moment', { signupOpens: '2026-08-01' }, 'signupOpens', messages.momentInvalid],
    ['a close before the opening', { signupCloses: '2026-07-01T09:00' }, 'signupCloses', messages.closesBeforeOpens],
    ['auto-assign 31 days ahead', { autoAssignDays: 31 }, 'autoAssignDays', messages.autoAssignInvalid],
  ])('refuses %s', async (_case, changes, field, message) => {
    expect(await refusal(saveTerm, { input: policy(changes) })).toEqual({ code: 'BAD_USER_INPUT', message, field });
  });

  it('refuses dollars sent as text over REST, as the form sends cents', async () => {
    const rest = await app.rest('PUT', '/api/volunteer-terms.php', {
      body: policy({ hourlyRate: '12.50' }),
      token: admin,
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, error: messages.rateInvalid });
  });

  it('refuses a term the catalog does not have', async () => {
    expect(await refusal(saveTerm, { input: policy({ termKey: 'no-such-term' }) })).toEqual({
      code: 'NOT_FOUND',
      message: messages.termNotFound,
      field: 'termKey',
    });
  });
});

describe('exemptions and background checks', () => {
  it('keeps a household’s lower quota with its reason, and a guardian’s check with its expiry', async () => {
    const guardian = await app.seedUser({ role: Role.parent, name: 'Gail Guardian' });
    const { householdId } = await app.app.db.write((manager) =>
      seedFamily(manager, {
        children: [{ places: { [term.classes[0].key]: 'held' } }],
        guardianIds: [guardian.user.id],
      }),
    );
    await asAdmin(saveTerm, { input: policy({ quotaMinutes: 480 }) });
    const exemption = { termKey: term.key, householdId, quotaMinutes: 120, reason: 'New baby' };
    expect(await refusal(saveExemption, { input: { ...exemption, reason: ' ' } })).toMatchObject({
      field: 'reason',
      message: messages.reasonRequired,
    });
    expect(await refusal(saveExemption, { input: { ...exemption, householdId: randomUUID() } })).toMatchObject({
      code: 'NOT_FOUND',
      field: 'householdId',
    });
    expect((await asAdmin(saveExemption, { input: exemption })).saveVolunteerExemption).toEqual({
      householdId,
      quotaMinutes: 120,
      reason: 'New baby',
      byName: 'Dana Admin',
    });
    let view = await duties();
    expect(view.households).toContainEqual(expect.objectContaining({ householdId, quotaMinutes: 120 }));
    expect(view.exemptions).toContainEqual(expect.objectContaining({ householdId, reason: 'New baby' }));

    const check = { userId: guardian.user.id, checkedOn: '2026-07-01', expiresOn: '2028-06-30', note: 'State check' };
    expect(await refusal(saveCheck, { input: { ...check, expiresOn: '2026-06-01' } })).toMatchObject({
      field: 'expiresOn',
      message: messages.expiresInvalid,
    });
    // An account that looks after no household is not a guardian.
    expect(await refusal(saveCheck, { input: { ...check, userId: (await app.seedUser()).user.id } })).toMatchObject({
      code: 'NOT_FOUND',
      field: 'userId',
    });
    const rest = await app.rest('PUT', '/api/volunteer-background-checks.php', { body: check, token: admin });
    expect(rest.body).toMatchObject({
      success: true,
      guardian: {
        name: 'Gail Guardian',
        check: { checkedOn: '2026-07-01', expiresOn: '2028-06-30', byName: 'Dana Admin' },
      },
    });
    view = await duties();
    expect(view.guardians).toContainEqual(
      expect.objectContaining({ userId: guardian.user.id, check: expect.objectContaining({ note: 'State check' }) }),
    );

    expect(
      (
        await app.rest('DELETE', `/api/volunteer-exemptions.php?termKey=${term.key}&householdId=${householdId}`, {
          token: admin,
        })
      ).body,
    ).toEqual({ success: true, removed: true });
    expect(await asAdmin(removeCheck, { userId: guardian.user.id })).toEqual({ removeBackgroundCheck: true });
    view = await duties();
    expect(view.households).toContainEqual(expect.objectContaining({ householdId, quotaMinutes: 480 }));
    expect(view.guardians.find((each: { userId: string }) => each.userId === guardian.user.id).check).toBeNull();
  });
});

describe('slots', () => {
  it('makes one slot per co-op Tuesday of the term, breaks skipped, and adds nothing when run again', async () => {
    const roleId = await newRole({ name: 'Set-up', people: 4 });
    const input = { termKey: term.key, roleId, weekdays: ['tue'], start: '08:00', end: '08:30' };
    const tuesdays = [...datesBetween(term.start, term.end)].filter(
      (date) => weekdayOf(date) === 'tue' && isClassDay(date, { ...term, registration: undefined }),
    );
    expect((await asAdmin(generate, { input })).generateVolunteerSlots).toBe(tuesdays.length);
    expect((await app.rest('POST', '/api/volunteer-slots.php', { body: input, token: admin })).body).toEqual({
      success: true,
      added: 0,
    });
    const slots = (await duties()).slots.filter((slot: { roleId: string }) => slot.roleId === roleId);
    expect(slots.map((slot: { date: string }) => slot.date)).toEqual(tuesdays);
    // Fall break's Tuesday.
    expect(tuesdays).not.toContain('2026-10-13');
    expect(slots[0]).toMatchObject({
      roleName: 'Set-up',
      start: '08:00',
      end: '08:30',
      people: 4,
      held: 0,
      holders: [],
      classKey: null,
    });
    // An afternoon shift of the same duty is another slot on each of those days.
    expect(
      (await asAdmin(generate, { input: { ...input, start: '15:00', end: '15:30' } })).generateVolunteerSlots,
    ).toBe(tuesdays.length);
    expect(await refusal(generate, { input: { ...input, weekdays: [] } })).toMatchObject({
      field: 'weekdays',
      message: messages.weekdaysRequired,
    });
    expect(await refusal(generate, { input: { ...input, end: '07:00' } })).toMatchObject({
      field: 'end',
      message: messages.endBeforeStart,
    });
  });

  it('makes a classroom assistant’s slots at each class meeting’s times', async () => {
    const roleId = await newRole({ name: 'Classroom assistant', people: 1, perClass: true });
    const added = (await asAdmin(generate, { input: { termKey: term.key, roleId } })).generateVolunteerSlots;
    const reading = term.classes.find((item) => item.key === 'reading_1st')!;
    const slots = (await duties()).slots.filter((slot: { roleId: string }) => slot.roleId === roleId);
    expect(slots).toHaveLength(added);
    const readingSlots = slots.filter((slot: { classKey: string }) => slot.classKey === reading.key);
    expect(readingSlots.length).toBeGreaterThan(20);
    expect(readingSlots[0]).toMatchObject({
      start: reading.start,
      end: reading.end,
      classTitle: expect.stringContaining('Reading'),
    });
    expect((await asAdmin(generate, { input: { termKey: term.key, roleId } })).generateVolunteerSlots).toBe(0);
  });

  it('edits a slot’s people and times, and deletes one only when nobody holds a place on it', async () => {
    const roleId = await newRole({ name: 'Lunch duty' });
    const day = addDays(term.start, 0);
    await asAdmin(generate, {
      input: { termKey: term.key, roleId, weekdays: [weekdayOf(day)], start: '12:00', end: '12:45' },
    });
    const [slot] = (await duties()).slots.filter((each: { roleId: string }) => each.roleId === roleId);
    const signup = {
      id: randomUUID(),
      slotId: slot.id,
      householdId: randomUUID(),
      termKey: term.key,
      volunteerKind: 'guardian' as const,
      volunteerId: randomUUID(),
      volunteerName: 'Pat Parent',
      source: 'family' as const,
      signedUpBy: 'Pat Parent',
      createdAt: new Date(),
      offeredAt: null,
      swappedFromId: null,
      endedAt: null,
      endedReason: null,
      endedBy: null,
    };
    await app.app.db.write((manager) => manager.insert(VolunteerSignup, signup));
    expect(
      (await asAdmin(saveSlot, { input: { id: slot.id, people: 3, start: '11:45', end: '12:45' } })).saveVolunteerSlot,
    ).toEqual({
      id: slot.id,
      people: 3,
      start: '11:45',
      end: '12:45',
      held: 1,
      holders: ['Pat Parent'],
    });
    expect(await refusal(saveSlot, { input: { id: slot.id, people: 0, start: '11:45', end: '12:45' } })).toMatchObject({
      field: 'people',
    });
    expect(await refusal(deleteSlot, { id: slot.id })).toEqual({
      code: 'CONFLICT',
      message: messages.slotHeld,
      field: 'id',
    });
    await app.app.db.write((manager) =>
      manager.update(
        VolunteerSignup,
        { id: signup.id },
        { endedAt: new Date(), endedReason: 'cancelled', endedBy: 'Pat Parent' },
      ),
    );
    expect((await app.rest('DELETE', `/api/volunteer-slots.php?id=${slot.id}`, { token: admin })).body).toEqual({
      success: true,
      deleted: true,
    });
    expect((await duties()).slots.some((each: { id: string }) => each.id === slot.id)).toBe(false);
    expect((await refusal(deleteSlot, { id: slot.id })).code).toBe('NOT_FOUND');
  });
});

describe('householdQuotas', () => {
  it('counts held and confirmed children of the term only, exemptions applied and never raising the quota', async () => {
    const roll = await app.graphql(
      'mutation($from: String!) { rollOverTerm(from: $from, name: "Fall 2027", start: "2027-08-17") { key } }',
      { from: term.key },
      admin,
    );
    expect(roll.errors).toBeUndefined();
    const later = catalogTerms(app.app.catalog())[1];
    const [classKey, laterClass] = [term.classes[1].key, later.classes[0].key];
    const seed = (places: Record<string, 'held' | 'confirmed' | 'waitlisted' | 'withdrawn'>) =>
      app.app.db.write(async (manager) => (await seedFamily(manager, { children: [{ places }] })).householdId);
    const held = await seed({ [classKey]: 'held' });
    const confirmed = await seed({ [classKey]: 'confirmed' });
    const exempt = await seed({ [classKey]: 'confirmed' });
    const lowered = await seed({ [classKey]: 'held' });
    const waitlisted = await seed({ [classKey]: 'waitlisted' });
    const withdrawn = await seed({ [classKey]: 'withdrawn' });
    const otherTerm = await seed({ [laterClass]: 'held' });
    await asAdmin(saveTerm, { input: policy({ quotaMinutes: 480 }) });
    await asAdmin(saveTerm, { input: policy({ termKey: later.key, quotaMinutes: 600 }) });
    await asAdmin(saveExemption, {
      input: { termKey: term.key, householdId: exempt, quotaMinutes: 0, reason: 'Staff' },
    });
    await asAdmin(saveExemption, {
      input: { termKey: term.key, householdId: lowered, quotaMinutes: 600, reason: 'Set high' },
    });

    const quotas = await householdQuotas(app.app.db.manager, app.app.catalog(), term.key);
    expect(quotas.get(held)).toBe(480);
    expect(quotas.get(confirmed)).toBe(480);
    expect(quotas.get(exempt)).toBe(0);
    // An exemption above the term's quota asks no more than the quota.
    expect(quotas.get(lowered)).toBe(480);
    for (const absent of [waitlisted, withdrawn, otherTerm]) expect(quotas.has(absent)).toBe(false);
    const laterQuotas = await householdQuotas(app.app.db.manager, app.app.catalog(), later.key);
    expect([...laterQuotas]).toEqual([[otherTerm, 600]]);
  });
});
