import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMessages,
  directoryMessages,
  emailVerificationMessages,
  pageMessages,
  searchMaxLength,
} from '@coop/contract';
import { enrollThroughForm, uniqueEmail } from '../../test-support/enrollments';
import { TestApp, type Answer, type GraphqlAnswer } from '../../test-support/test-app';
import { Role, UserStatus } from '../accounts';

// The member directory over the real app, on both channels: who may read it, that it lists only the households that
// opted in with only the fields each chose, its order and search, a guardian's choices and their history, and that
// nothing about a child beyond a first name and a grade is ever read or answered.

let app: TestApp;
let admin: string;

const entryFields = 'id name phone guardians { name email } children { firstName grade }';
const directoryQuery = `query($search: String) { directory(search: $search) { ${entryFields} } }`;
const listingFields = 'householdId householdName listed fields';

const readGraphql = (token?: string, search?: string) => app.graphql(directoryQuery, { search }, token);
const readRest = (token?: string, search?: string) =>
  app.rest('GET', `/api/directory.php${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`, {
    token,
  });
const chooseGraphql = (token: string | undefined, input: Record<string, unknown>) =>
  app.graphql(
    `mutation($input: DirectoryListingInput!) { setMyDirectoryListing(input: $input) { ${listingFields} } }`,
    { input },
    token,
  );
const chooseRest = (token: string | undefined, body: Record<string, unknown>) =>
  app.rest('PUT', '/api/directory.php', { token, body });

/** What a call came to on either channel: OK, or the code it was refused with. */
const codeOf = (answer: GraphqlAnswer | Answer) =>
  'data' in answer ? (answer.errors?.[0]?.extensions?.code ?? 'OK') : answer.status === 200 ? 'OK' : answer.body.code;
const messageOf = (answer: GraphqlAnswer | Answer) =>
  'data' in answer ? answer.errors?.[0]?.message : answer.body.error;

/** The directory as the caller reads it on each channel; both must agree. */
async function directoryAs(token: string, search?: string) {
  const [graphql, rest] = await Promise.all([readGraphql(token, search), readRest(token, search)]);
  expect(graphql.errors).toBeUndefined();
  expect(rest.status).toBe(200);
  expect(rest.body.households).toEqual(graphql.data.directory);
  return graphql.data.directory as Array<Record<string, unknown>>;
}

interface Family {
  token: string;
  name: string;
  email: string;
  householdId: string;
}

/**
 * A family as the product makes one: an enrollment form, then the parent's account with the same address, which
 * becomes the household's guardian when it opens its household; then its name, address, phone and one more child
 * with every detail a guardian keeps.
 */
async function family(word: string, details: { name: string; phone: string; child: string }): Promise<Family> {
  const email = uniqueEmail(word);
  await enrollThroughForm(app, {
    parentEmail: email,
    studentName: `Sam ${word}`,
    classes: ['reading_1st'],
    allergies: 'Peanuts',
  });
  const name = `Maria ${word}`;
  const parent = await app.seedUser({ role: Role.parent, email, name });
  const token = parent.token!;
  const mine = await app.graphql('{ myHousehold { id } }', {}, token);
  const householdId = mine.data.myHousehold.id as string;
  const updated = await app.graphql(
    'mutation($input: UpdateHouseholdInput!) { updateHousehold(input: $input) { id } }',
    { input: { householdId, name: details.name, homePhone: details.phone, address: '12 Oak Street\nRogers, AR' } },
    token,
  );
  expect(updated.errors).toBeUndefined();
  const added = await app.graphql(
    'mutation($input: AddHouseholdStudentInput!) { addHouseholdStudent(input: $input) { id } }',
    {
      input: {
        householdId,
        fullName: details.child,
        birthday: '2016-05-20',
        grade: '4',
        allergies: 'Bee stings',
        medicalNotes: 'Carries an inhaler',
        emergencyContacts: [{ name: 'Rosa Grandmother', relationship: 'Grandmother', phone: '(479) 555-0177' }],
        pickupAdults: ['Uncle Pickup'],
      },
    },
    token,
  );
  expect(added.errors).toBeUndefined();
  return { token, name, email, householdId };
}

let rivera: Family;
let abbott: Family;
let quiet: Family;
const members = {} as Record<'teacher' | 'parent', string>;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  rivera = await family('Rivera', { name: 'The Rivera family', phone: '(479) 555-0142', child: 'Ana Maria Rivera' });
  abbott = await family('Abbott', { name: 'the Abbott family', phone: '(479) 555-0111', child: 'Ben Abbott' });
  quiet = await family('Quiet', { name: 'The Quiet family', phone: '(479) 555-0100', child: 'Cleo Quiet' });
  members.teacher = (await app.seedUser({ role: Role.teacher }))!.token!;
  members.parent = (await app.seedUser({ role: Role.parent }))!.token!;
});
afterAll(() => app?.stop());

describe('who may read the directory and choose a listing', () => {
  it('refuses anyone not signed in, a pending account, a reset pending, and an unconfirmed address', async () => {
    const pending = await app.seedUser({ status: UserStatus.pending });
    // A pending account cannot sign in, and a session it held before is no session at all.
    const login = await app.rest('POST', '/api/login.php', {
      body: { email: pending.user.email, password: pending.password },
    });
    expect([login.status, login.body.code]).toEqual([403, 'ACCOUNT_NOT_APPROVED']);
    const pendingSession = await app.seedSession(pending.user.id);
    const resetRequired = (await app.seedUser({ role: Role.parent, status: UserStatus.password_reset_required })).token;
    const unconfirmedParent = (await app.seedUser({ role: Role.parent, emailVerified: false })).token;
    const unconfirmedTeacher = (await app.seedUser({ role: Role.teacher, emailVerified: false })).token;

    const refusals: Array<[string | undefined, number, string, string]> = [
      [undefined, 401, 'UNAUTHENTICATED', accountMessages.noToken],
      [pendingSession, 401, 'UNAUTHENTICATED', accountMessages.invalidSession],
      [resetRequired, 403, 'PASSWORD_RESET_REQUIRED', accountMessages.resetRequired],
      [unconfirmedParent, 403, 'EMAIL_NOT_VERIFIED', emailVerificationMessages.required],
      [unconfirmedTeacher, 403, 'EMAIL_NOT_VERIFIED', emailVerificationMessages.required],
    ];
    for (const [token, status, code, message] of refusals) {
      for (const answer of [await readRest(token), await chooseRest(token, { listed: true, fields: ['phone'] })]) {
        expect([answer.status, answer.body.code, answer.body.error]).toEqual([status, code, message]);
        expect(JSON.stringify(answer.body)).not.toContain('Rivera');
      }
      for (const answer of [
        await readGraphql(token),
        await chooseGraphql(token, { listed: true, fields: ['phone'] }),
        await app.graphql(`{ myDirectoryListing { ${listingFields} } }`, {}, token),
      ]) {
        expect([codeOf(answer), messageOf(answer)]).toEqual([code, message]);
        expect(answer.data?.directory ?? answer.data?.setMyDirectoryListing ?? null).toBeNull();
      }
    }
  });

  it('lets approved, confirmed teachers, parents and administrators read it', async () => {
    for (const token of [members.teacher, members.parent, admin, rivera.token]) {
      expect(await directoryAs(token)).toEqual([]);
    }
  });
});

describe('the listing', () => {
  it('is not listed until a guardian chooses so, then shows only the fields chosen, by name', async () => {
    // Nothing is listed by default.
    expect(await directoryAs(members.parent)).toEqual([]);
    expect((await app.graphql(`{ myDirectoryListing { ${listingFields} } }`, {}, rivera.token)).data).toEqual({
      myDirectoryListing: {
        householdId: rivera.householdId,
        householdName: 'The Rivera family',
        listed: false,
        fields: [],
      },
    });

    const chosen = await chooseGraphql(rivera.token, { listed: true, fields: ['children', 'householdName'] });
    expect(chosen.data.setMyDirectoryListing).toEqual({
      householdId: rivera.householdId,
      householdName: 'The Rivera family',
      listed: true,
      fields: ['householdName', 'children'],
    });
    const everything = ['householdName', 'guardianNames', 'children', 'phone', 'email'];
    const abbottChose = await chooseRest(abbott.token, { listed: true, fields: everything });
    expect(abbottChose.status).toBe(200);
    expect(abbottChose.body.listing).toEqual({
      householdId: abbott.householdId,
      householdName: 'the Abbott family',
      listed: true,
      fields: everything,
    });

    const expected = [
      {
        id: abbott.householdId,
        name: 'the Abbott family',
        phone: '(479) 555-0111',
        guardians: [{ name: abbott.name, email: abbott.email }],
        children: [
          { firstName: 'Sam', grade: null },
          { firstName: 'Ben', grade: '4' },
        ],
      },
      {
        id: rivera.householdId,
        name: 'The Rivera family',
        phone: null,
        guardians: [],
        children: [
          { firstName: 'Sam', grade: null },
          { firstName: 'Ana', grade: '4' },
        ],
      },
    ];
    for (const token of [members.teacher, members.parent, admin, quiet.token, rivera.token]) {
      expect(await directoryAs(token)).toEqual(expected);
    }
  });

  it('is found by the names it shows, and never by one it keeps to itself', async () => {
    const names = async (search: string) =>
      (await directoryAs(members.parent, search)).map((entry) => entry.name ?? entry.guardians);
    expect(await names('RIVERA')).toEqual(['The Rivera family']);
    expect(await names('ana')).toEqual(['The Rivera family']);
    expect(await names(abbott.name.toLowerCase())).toEqual(['the Abbott family']);
    expect(await names('sam')).toEqual(['the Abbott family', 'The Rivera family']);
    // Rivera shows no guardian names, no phone, and children by their first names only.
    expect(await names(rivera.name)).toEqual([]);
    expect(await names('0142')).toEqual([]);
    expect(await names('Quiet')).toEqual([]);

    const tooLong = 'x'.repeat(searchMaxLength + 1);
    const rest = await readRest(members.parent, tooLong);
    expect([rest.status, rest.body.error]).toEqual([400, pageMessages.searchTooLong]);
    const graphql = await readGraphql(members.parent, tooLong);
    expect([codeOf(graphql), messageOf(graphql)]).toEqual(['BAD_USER_INPUT', pageMessages.searchTooLong]);
  });

  it('drops a household that opts out, and writes each change in its history', async () => {
    const listedNow = await chooseRest(quiet.token, { listed: true, fields: ['guardianNames'] });
    expect(listedNow.status).toBe(200);
    // Listed without its name: placed by its guardians' names.
    expect((await directoryAs(members.teacher)).map((entry) => entry.name ?? entry.guardians)).toEqual([
      [{ name: quiet.name, email: null }],
      'the Abbott family',
      'The Rivera family',
    ]);
    // The same choices again change nothing and write nothing.
    await chooseGraphql(quiet.token, { listed: true, fields: ['guardianNames'] });
    await chooseGraphql(quiet.token, { listed: true, fields: ['guardianNames', 'phone'] });
    const out = await chooseGraphql(quiet.token, { listed: false, fields: ['guardianNames', 'phone'] });
    expect(out.data.setMyDirectoryListing).toMatchObject({ listed: false, fields: ['guardianNames', 'phone'] });
    expect((await directoryAs(admin)).map((entry) => entry.id)).toEqual([abbott.householdId, rivera.householdId]);
    expect(JSON.stringify(await readRest(members.parent))).not.toContain(quiet.name);

    const history = await app.graphql(
      'query($id: ID!) { household(id: $id) { history { text } } }',
      { id: quiet.householdId },
      quiet.token,
    );
    const lines = history.data.household.history.map((line: { text: string }) => line.text);
    expect(lines.slice(0, 3)).toEqual([
      `${quiet.name} took the household out of the member directory.`,
      `${quiet.name} changed what the member directory shows of the household: its guardians' names and phone.`,
      `${quiet.name} listed the household in the member directory, showing its guardians' names.`,
    ]);
    expect(lines.filter((line: string) => line.includes('directory'))).toHaveLength(3);
  });

  it('refuses choices it cannot read, and an account that guards no household, in the shared words', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ listed: 'yes', fields: [] }, directoryMessages.listedInvalid],
      [{ fields: ['phone'] }, directoryMessages.listedInvalid],
      [{ listed: true, fields: ['phone', 'address'] }, directoryMessages.fieldsInvalid],
      [{ listed: true, fields: 'phone' }, directoryMessages.fieldsInvalid],
      [{ listed: true, fields: [] }, directoryMessages.fieldsRequired],
    ];
    for (const [body, message] of refusals) {
      const answer = await chooseRest(rivera.token, body);
      expect([answer.status, answer.body.code, answer.body.error]).toEqual([400, 'BAD_USER_INPUT', message]);
    }
    const empty = await chooseGraphql(rivera.token, { listed: true, fields: [] });
    expect([codeOf(empty), messageOf(empty)]).toEqual(['BAD_USER_INPUT', directoryMessages.fieldsRequired]);
    // A field the schema does not know never reaches the service.
    expect(codeOf(await chooseGraphql(rivera.token, { listed: true, fields: ['medicalNotes'] }))).toBe(
      'BAD_USER_INPUT',
    );

    for (const token of [members.parent, members.teacher, admin]) {
      const rest = await chooseRest(token, { listed: true, fields: ['phone'] });
      expect([rest.status, rest.body.error]).toEqual([404, directoryMessages.noHousehold]);
      const graphql = await chooseGraphql(token, { listed: true, fields: ['phone'] });
      expect([codeOf(graphql), messageOf(graphql)]).toEqual(['NOT_FOUND', directoryMessages.noHousehold]);
      expect((await app.graphql(`{ myDirectoryListing { ${listingFields} } }`, {}, token)).data).toEqual({
        myDirectoryListing: null,
      });
    }
    // Nothing of the refused choices was kept.
    expect((await directoryAs(members.parent)).find((entry) => entry.id === rivera.householdId)).toMatchObject({
      name: 'The Rivera family',
      phone: null,
    });
  });
});

describe("a child's details", () => {
  /** Every statement the database runs while `work` does. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const logger = (app.app.db.manager.connection as { logger: { logQuery: (...args: unknown[]) => unknown } }).logger;
    const original = logger.logQuery;
    const seen: string[] = [];
    logger.logQuery = (...args: unknown[]) => {
      seen.push(String(args[0]));
      return original.apply(logger, args);
    };
    try {
      await work();
    } finally {
      logger.logQuery = original;
    }
    return seen;
  }

  it("are never read or answered, even to the household's own guardian showing every field", async () => {
    const everything = ['householdName', 'guardianNames', 'children', 'phone', 'email'];
    expect(codeOf(await chooseRest(rivera.token, { listed: true, fields: everything }))).toBe('OK');
    const statements = await statementsOf(() => directoryAs(rivera.token));
    // The children are read (their first names and grades), without a column more.
    expect(statements.some((sql) => sql.includes('household_students'))).toBe(true);
    for (const column of ['medical_notes', 'allergies', 'birthday', 'emergency_contacts', 'pickup_adults', 'address'])
      expect(statements.filter((sql) => sql.includes(column))).toEqual([]);

    const answers = [
      await readRest(rivera.token),
      await readGraphql(rivera.token),
      await chooseRest(rivera.token, { listed: true, fields: everything }),
      await app.graphql(`{ myDirectoryListing { ${listingFields} } }`, {}, rivera.token),
    ];
    const guardianSees = JSON.stringify(answers);
    expect(guardianSees).toContain('Ana');
    for (const secret of ['inhaler', 'Bee stings', 'Peanuts', '2016-05-20', 'Oak Street', 'Rosa', '555-0177', 'Uncle'])
      expect(guardianSees).not.toContain(secret);
    expect(guardianSees).not.toContain('Ana Maria');
  });
});
