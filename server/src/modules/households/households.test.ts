import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, emailVerificationMessages, householdMessages } from '@coop/contract';
import { enrollThroughForm, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { TestApp, type Answer, type GraphqlAnswer } from '../../test-support/test-app';
import { Role, User } from '../accounts';
import { OutboxMessage } from '../mail';

// Households over the real app, on both channels: who sees and changes what, the public form's matching, the
// invitation mailed to a second guardian, the history in words, and the office's merge.

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app?.stop());

const householdFields = `id name address homePhone formAddresses
  guardians { userId name email emailConfirmed }
  invitations { id email invitedBy }
  students { id fullName birthday grade allergies medicalNotes emergencyContacts { name relationship phone } pickupAdults
    placements { classKey status } }
  history { text }`;

const myHousehold = (token?: string) => app.graphql(`{ myHousehold { ${householdFields} } }`, {}, token);
const householdById = (id: string, token?: string) =>
  app.graphql(`query($id: ID!) { household(id: $id) { ${householdFields} } }`, { id }, token);

/** What a call came to on either channel: OK, or the code it was refused with. */
const codeOf = (answer: GraphqlAnswer | Answer) =>
  'data' in answer ? (answer.errors?.[0]?.extensions?.code ?? 'OK') : answer.status === 200 ? 'OK' : answer.body.code;

/** A parent account whose address is confirmed (unless said), and the family's first form under that address. */
async function family(word: string, options: { confirmed?: boolean; name?: string } = {}) {
  const email = uniqueEmail(word);
  const student = uniqueName('Sam');
  await enrollThroughForm(app, { parentEmail: email, studentName: student, classes: ['reading_1st'] });
  const parent = await app.seedUser({
    role: Role.parent,
    email,
    name: options.name ?? `${word} Parent`,
    emailVerified: options.confirmed ?? true,
  });
  return { email, student, token: parent.token!, user: parent.user };
}

const newStudent = (householdId: string, fullName: string) => ({
  householdId,
  fullName,
  birthday: '2016-05-20',
  grade: '4',
  allergies: 'Bee stings',
  medicalNotes: 'Carries an inhaler',
  emergencyContacts: [{ name: 'Rosa Rivera', relationship: 'Grandmother', phone: '(479) 555-0142' }],
  pickupAdults: ['Rosa Rivera'],
});

describe('the public form and households', () => {
  it('forms a household from a new address, and adds a second child to it without repeating the first', async () => {
    const email = uniqueEmail('rivera');
    await enrollThroughForm(app, { parentEmail: email, studentName: 'Sam  Rivera', classes: ['reading_1st'] });
    // The same child again, typed differently, with the e-mail in capitals, and a sister.
    await enrollThroughForm(app, {
      parentEmail: email.toUpperCase(),
      studentName: 'sam rivera',
      classes: ['math_1st'],
    });
    await enrollThroughForm(app, { parentEmail: email, studentName: 'Ana Rivera', classes: ['reading_1st'] });
    const maria = await app.seedUser({ role: Role.parent, email, name: 'Maria Rivera' });

    const household = (await myHousehold(maria.token)).data.myHousehold;
    expect(household.name).toBe('The Parent family');
    expect(household.formAddresses).toEqual([email]);
    expect(household.students.map((student: { fullName: string }) => student.fullName)).toEqual([
      'Sam Rivera',
      'Ana Rivera',
    ]);
    const sam = household.students[0];
    expect(sam).toMatchObject({ grade: null, allergies: 'Peanuts', emergencyContacts: [] });
    // The form's MM/DD/YYYY, kept as a date.
    expect(sam.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sam.placements.map((placement: { classKey: string }) => placement.classKey).sort()).toEqual([
      'math_1st',
      'reading_1st',
    ]);
    expect(household.guardians).toEqual([{ userId: maria.user.id, name: 'Maria Rivera', email, emailConfirmed: true }]);
    expect(household.history.map((line: { text: string }) => line.text)).toEqual([
      'Maria Rivera became a guardian: their confirmed e-mail address is the one the enrollment forms came with.',
      'Ana Parent added Ana Rivera with an enrollment form.',
      'Created from an enrollment form Ana Parent sent for Sam Rivera.',
    ]);
    // My family reads the household: the same two children with their classes.
    const myFamily = await app.graphql(
      '{ myFamily { studentId studentName placements { classKey } } }',
      {},
      maria.token,
    );
    expect(myFamily.data.myFamily.map((student: { studentId: string }) => student.studentId)).toEqual(
      household.students.map((student: { id: string }) => student.id),
    );
  });

  it("joins a form to the household of a guardian whose confirmed address sent it, even one the household's forms never used", async () => {
    const first = await family('first');
    const householdId = (await myHousehold(first.token)).data.myHousehold.id;
    const second = await app.seedUser({ role: Role.parent, email: uniqueEmail('second'), name: 'Second Guardian' });
    await app.graphql(
      'mutation($id: ID!, $email: String!) { inviteGuardian(householdId: $id, email: $email) { id } }',
      { id: householdId, email: second.user.email },
      first.token,
    );
    const accepted = await app.rest('POST', '/api/household-invitation-accept.php', {
      token: second.token,
      body: { token: await invitationToken(second.user.email) },
    });
    expect(accepted.status).toBe(200);

    await enrollThroughForm(app, { parentEmail: second.user.email, studentName: 'Theo Late', classes: ['math_1st'] });
    const names = (await myHousehold(first.token)).data.myHousehold.students.map(
      (s: { fullName: string }) => s.fullName,
    );
    expect(names).toEqual([first.student, 'Theo Late']);
  });
});

/** The token of the newest invitation mailed to the address, read from the outbox as the invitee reads it. */
async function invitationToken(email: string): Promise<string> {
  const messages = await app.app.db.manager.find(OutboxMessage, {
    where: { recipient: email, kind: 'household_invitation' },
    order: { createdAt: 'ASC' },
  });
  const match = /\/secure\/family\?invitation=([\w-]+)/.exec(messages.at(-1)?.text ?? '');
  if (!match) throw new Error(`no invitation was mailed to ${email}`);
  return match[1];
}

describe('who may see and change a household, on both channels', () => {
  type Who = 'anonymous' | 'guardian' | 'otherParent' | 'unconfirmed' | 'teacher' | 'admin';
  const tokens = {} as Record<Who, string | undefined>;
  let householdId: string;
  let studentId: string;

  beforeAll(async () => {
    const owner = await family('owner', { name: 'Maria Rivera' });
    tokens.guardian = owner.token;
    householdId = (await myHousehold(owner.token)).data.myHousehold.id;
    studentId = (await myHousehold(owner.token)).data.myHousehold.students[0].id;
    tokens.otherParent = (await family('other')).token;
    // An account holding an address forms came with, never confirmed: it sees no child of that household.
    tokens.unconfirmed = (await family('unconfirmed', { confirmed: false })).token;
    tokens.teacher = (await app.seedUser({ role: Role.teacher })).token;
    tokens.admin = admin;
  });

  const expected: Record<Who, string> = {
    anonymous: 'UNAUTHENTICATED',
    guardian: 'OK',
    otherParent: 'NOT_FOUND',
    unconfirmed: 'EMAIL_NOT_VERIFIED',
    teacher: 'FORBIDDEN',
    admin: 'OK',
  };
  const everyone = Object.keys(expected) as Who[];

  it('reads: the guardian and administrators; another family is not found; an unconfirmed account sees nothing', async () => {
    for (const who of everyone) {
      expect([who, codeOf(await householdById(householdId, tokens[who]))]).toEqual([who, expected[who]]);
      const rest = await app.rest('GET', `/api/household.php?householdId=${householdId}`, { token: tokens[who] });
      expect([who, codeOf(rest)]).toEqual([who, expected[who]]);
    }
    const unconfirmed = await myHousehold(tokens.unconfirmed);
    expect(unconfirmed.errors?.[0]?.message).toBe(emailVerificationMessages.required);
    expect(
      JSON.stringify((await app.rest('GET', '/api/household.php', { token: tokens.unconfirmed })).body),
    ).not.toMatch(/Sam /);
    expect((await householdById(householdId, tokens.teacher)).errors?.[0]?.message).toBe(accountMessages.forbidden);
    // Only administrators list every household.
    for (const who of everyone) {
      const list = await app.graphql('{ households { id } }', {}, tokens[who]);
      const wanted = who === 'admin' ? 'OK' : who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      expect([who, codeOf(list)]).toEqual([who, wanted]);
      expect([who, codeOf(await app.rest('GET', '/api/households.php', { token: tokens[who] }))]).toEqual([
        who,
        wanted,
      ]);
    }
  });

  it('changes: contact details and a student, by the same rule on GraphQL and REST', async () => {
    for (const who of everyone) {
      const graphql = await app.graphql(
        'mutation($input: UpdateHouseholdInput!) { updateHousehold(input: $input) { homePhone } }',
        { input: { householdId, homePhone: '479-555-0100' } },
        tokens[who],
      );
      expect([who, codeOf(graphql)]).toEqual([who, expected[who]]);
      const rest = await app.rest('PUT', '/api/household-students.php', {
        token: tokens[who],
        body: { studentId, medicalNotes: `Noted by ${who}` },
      });
      expect([who, codeOf(rest)]).toEqual([who, expected[who]]);
    }
    const household = (await householdById(householdId, admin)).data.household;
    expect(household.homePhone).toBe('479-555-0100');
    expect(household.students[0].medicalNotes).toBe('Noted by admin');
    const texts = household.history.map((line: { text: string }) => line.text);
    expect(texts).toContain(`Maria Rivera changed ${household.students[0].fullName}'s medical notes.`);
    expect(texts).toContain(`Administrator changed ${household.students[0].fullName}'s medical notes.`);
    expect(texts).toContain("Maria Rivera changed the household's home phone.");
  });

  it('refuses what the shared rules refuse, with the field and the same words on both channels', async () => {
    const bad = { ...newStudent(householdId, 'Nell Rivera'), birthday: '2016-02-30' };
    const graphql = await app.graphql(
      'mutation($input: AddHouseholdStudentInput!) { addHouseholdStudent(input: $input) { id } }',
      { input: bad },
      tokens.guardian,
    );
    expect(graphql.errors?.[0]).toMatchObject({
      message: householdMessages.birthdayInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'birthday' },
    });
    const rest = await app.rest('POST', '/api/household-students.php', {
      token: tokens.guardian,
      body: { ...newStudent(householdId, 'Nell Rivera'), emergencyContacts: [] },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ error: householdMessages.emergencyContactRequired, code: 'BAD_USER_INPUT' });
    const phone = await app.rest('PUT', '/api/household.php', {
      token: tokens.guardian,
      body: { householdId, homePhone: 'call me maybe' },
    });
    expect(phone.body).toMatchObject({ error: householdMessages.phoneInvalid, code: 'BAD_USER_INPUT' });
  });

  it('adds a student with their details once, which the history names', async () => {
    const added = await app.rest('POST', '/api/household-students.php', {
      token: tokens.guardian,
      body: newStudent(householdId, 'Nell Rivera'),
    });
    expect(added.status).toBe(200);
    const nell = added.body.household.students.find((s: { fullName: string }) => s.fullName === 'Nell Rivera');
    expect(nell).toMatchObject({
      birthday: '2016-05-20',
      grade: '4',
      emergencyContacts: [{ name: 'Rosa Rivera', relationship: 'Grandmother', phone: '(479) 555-0142' }],
      pickupAdults: ['Rosa Rivera'],
    });
    expect(added.body.household.history[0].text).toBe('Maria Rivera added Nell Rivera.');
    const other = await app.rest('POST', '/api/household-students.php', {
      token: tokens.otherParent,
      body: newStudent(householdId, 'Intruder'),
    });
    expect(other.status).toBe(404);
  });
});

describe('a second guardian', () => {
  it('is invited by mail, accepts with an account holding that address, and sees the same children', async () => {
    const first = await family('inviter', { name: 'Maria Rivera' });
    const householdId = (await myHousehold(first.token)).data.myHousehold.id;
    const email = uniqueEmail('invitee');
    const invited = await app.graphql(
      'mutation($id: ID!, $email: String!) { inviteGuardian(householdId: $id, email: $email) { invitations { email invitedBy } } }',
      { id: householdId, email: email.toUpperCase() },
      first.token,
    );
    expect(invited.data.inviteGuardian.invitations).toEqual([{ email, invitedBy: 'Maria Rivera' }]);
    const again = await app.rest('POST', '/api/household-invitations.php', {
      token: first.token,
      body: { householdId, email },
    });
    expect(again.body).toMatchObject({ code: 'CONFLICT', error: householdMessages.alreadyInvited });
    const [message] = await app.app.db.manager.findBy(OutboxMessage, { recipient: email });
    expect(message).toMatchObject({ kind: 'household_invitation', sensitive: true });
    expect(message.subject).toContain('Maria Rivera invited you to ');
    const token = await invitationToken(email);

    // Someone else signed in cannot use it, nor can the invitee before confirming the address.
    const stranger = await app.seedUser({ role: Role.parent });
    const refused = await app.graphql(
      'mutation($token: String!) { acceptGuardianInvitation(token: $token) { id } }',
      { token },
      stranger.token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: householdMessages.invitationOtherAddress(email),
      extensions: { code: 'FORBIDDEN' },
    });
    const invitee = await app.seedUser({ role: Role.parent, email, name: 'Luis Rivera', emailVerified: false });
    expect(
      codeOf(await app.rest('POST', '/api/household-invitation-accept.php', { token: invitee.token, body: { token } })),
    ).toBe('EMAIL_NOT_VERIFIED');
    await app.app.db.write((manager) => manager.update(User, { id: invitee.user.id }, { verifiedEmail: email }));

    const preview = await app.graphql(
      'query($token: String!) { householdInvitation(token: $token) { householdName invitedBy } }',
      { token },
      invitee.token,
    );
    expect(preview.data.householdInvitation).toEqual({ householdName: 'The Parent family', invitedBy: 'Maria Rivera' });
    const accepted = await app.rest('POST', '/api/household-invitation-accept.php', {
      token: invitee.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.household.invitations).toEqual([]);
    expect(accepted.body.household.history[0].text).toBe('Luis Rivera accepted an invitation and became a guardian.');
    expect(
      (await app.rest('POST', '/api/household-invitation-accept.php', { token: invitee.token, body: { token } })).body,
    ).toMatchObject({ code: 'BAD_USER_INPUT', error: householdMessages.invitationInvalid });

    const seenBy = async (token: string) =>
      (await myHousehold(token)).data.myHousehold.students.map((student: { fullName: string }) => student.fullName);
    expect(await seenBy(invitee.token!)).toEqual(await seenBy(first.token));
    // The second guardian may withdraw a child's placement, as the first may.
    const placements = await app.graphql('{ myFamily { placements { placementId } } }', {}, invitee.token);
    const placementId = placements.data.myFamily[0].placements[0].placementId;
    const withdrawn = await app.graphql(
      'mutation($id: ID!) { withdrawMyPlacement(placementId: $id) { status } }',
      { id: placementId },
      invitee.token,
    );
    expect(withdrawn.data.withdrawMyPlacement.status).toBe('withdrawn');
  });

  it('can be invited and the invitation withdrawn; a guardian cannot be invited again', async () => {
    const first = await family('withdrawer', { name: 'Maria Rivera' });
    const householdId = (await myHousehold(first.token)).data.myHousehold.id;
    const self = await app.rest('POST', '/api/household-invitations.php', {
      token: first.token,
      body: { householdId, email: first.email },
    });
    expect(self.body).toMatchObject({ code: 'CONFLICT', error: householdMessages.alreadyGuardian });
    const sent = await app.rest('POST', '/api/household-invitations.php', {
      token: first.token,
      body: { householdId, email: 'aunt@example.org' },
    });
    const invitationId = sent.body.household.invitations[0].id;
    const withdrawn = await app.rest('DELETE', `/api/household-invitations.php?invitationId=${invitationId}`, {
      token: first.token,
    });
    expect(withdrawn.body.household.invitations).toEqual([]);
    expect(withdrawn.body.household.history[0].text).toBe('Maria Rivera withdrew the invitation to aunt@example.org.');
    expect(
      (await app.graphql('{ household: myHousehold { id } }', {}, (await app.seedUser({ role: Role.teacher })).token))
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('merging two households', () => {
  it('moves students, guardians, placements and history into the kept one, and tells so in its history', async () => {
    const kept = await family('kept', { name: 'Maria Rivera' });
    const merged = await family('merged', { name: 'Luis Rivera' });
    const keptId = (await myHousehold(kept.token)).data.myHousehold.id;
    const mergedId = (await myHousehold(merged.token)).data.myHousehold.id;

    const mutation = 'mutation($keep: ID!, $merge: ID!) { mergeHouseholds(keepId: $keep, mergeId: $merge) { id } }';
    expect(codeOf(await app.graphql(mutation, { keep: keptId, merge: mergedId }, kept.token))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await app.rest('POST', '/api/household-merge.php', { token: admin, body: { keepId: keptId, mergeId: keptId } }),
      ),
    ).toBe('BAD_USER_INPUT');
    const answer = await app.rest('POST', '/api/household-merge.php', {
      token: admin,
      body: { keepId: keptId, mergeId: mergedId },
    });
    expect(answer.status).toBe(200);
    const household = answer.body.household;
    expect(household.students.map((student: { fullName: string }) => student.fullName)).toEqual([
      kept.student,
      merged.student,
    ]);
    expect(household.guardians.map((guardian: { name: string }) => guardian.name)).toEqual([
      'Maria Rivera',
      'Luis Rivera',
    ]);
    expect(household.formAddresses.sort()).toEqual([kept.email, merged.email].sort());
    expect(household.history[0].text).toBe('Administrator merged The Parent family into this household.');
    expect(household.history.map((line: { text: string }) => line.text)).toContain(
      'Luis Rivera became a guardian: their confirmed e-mail address is the one the enrollment forms came with.',
    );
    expect(codeOf(await householdById(mergedId, admin))).toBe('NOT_FOUND');

    // Both guardians see both children with their classes; a later form of either address joins the kept household.
    const family1 = await app.graphql('{ myFamily { studentName placements { classKey } } }', {}, merged.token);
    expect(family1.data.myFamily.map((student: { studentName: string }) => student.studentName)).toEqual([
      kept.student,
      merged.student,
    ]);
    expect(family1.data.myFamily[1].placements).toEqual([{ classKey: 'reading_1st' }]);
    await enrollThroughForm(app, { parentEmail: merged.email, studentName: 'Baby Rivera', classes: [] });
    expect((await myHousehold(kept.token)).data.myHousehold.students).toHaveLength(3);
  });
});
