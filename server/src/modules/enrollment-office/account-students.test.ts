import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollThroughForm, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role, UserStatus } from '../accounts';

// What the approval screen shows of each account waiting: whether its address is confirmed, and the students
// enrolled under that address, whom approving it would reveal.
const pendingQuery = `{
  userConnection(group: pending, first: 200) { edges { node { email emailVerified enrolledStudents } } }
}`;

type PendingNode = { email: string; emailVerified: boolean; enrolledStudents: string[] };

const outcome = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

describe('the students under a pending account', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
  });
  afterAll(() => app?.stop());

  async function pendingAccounts(): Promise<Map<string, PendingNode>> {
    const answer = await app.graphql(pendingQuery, {}, admin);
    expect(answer.errors).toBeUndefined();
    const nodes = (answer.data.userConnection.edges as Array<{ node: PendingNode }>).map((edge) => edge.node);
    return new Map(nodes.map((node) => [node.email, node]));
  }

  it('an administrator reads, for each account, the students enrolled under its own address', async () => {
    const family = uniqueEmail('family');
    const other = uniqueEmail('other');
    const nobody = uniqueEmail('nobody');
    const older = uniqueName('Zoe');
    const younger = uniqueName('Ava');
    const neighbour = uniqueName('Max');
    for (const email of [family, other, nobody]) await app.seedUser({ status: UserStatus.pending, email });
    await enrollThroughForm(app, { parentEmail: family, studentName: older, classes: ['reading_1st'] });
    await enrollThroughForm(app, { parentEmail: family, studentName: younger, classes: ['reading_1st'] });
    // The same child enrolled twice is one name, and the form's capitals find the lower-cased account.
    await enrollThroughForm(app, { parentEmail: family.toUpperCase(), studentName: older, classes: ['math_1st'] });
    await enrollThroughForm(app, { parentEmail: other, studentName: neighbour, classes: ['reading_1st'] });

    const accounts = await pendingAccounts();
    expect(accounts.get(family)?.enrolledStudents).toEqual([younger, older]);
    expect(accounts.get(other)?.enrolledStudents).toEqual([neighbour]);
    expect(accounts.get(nobody)?.enrolledStudents).toEqual([]);
  });

  it('an administrator reads whether each address waiting is confirmed', async () => {
    const confirmed = uniqueEmail('confirmed');
    const unconfirmed = uniqueEmail('unconfirmed');
    await app.seedUser({ status: UserStatus.pending, email: confirmed });
    await app.seedUser({ status: UserStatus.pending, email: unconfirmed, emailVerified: false });

    const accounts = await pendingAccounts();
    expect(accounts.get(confirmed)?.emailVerified).toBe(true);
    expect(accounts.get(unconfirmed)?.emailVerified).toBe(false);
  });

  it('a page of accounts costs the same statements whether it holds two accounts or six', async () => {
    const fresh = await TestApp.start();
    try {
      const token = await fresh.adminToken();
      const seed = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const email = uniqueEmail('count');
          await fresh.seedUser({ status: UserStatus.pending, email });
          await enrollThroughForm(fresh, {
            parentEmail: email,
            studentName: uniqueName('Kid'),
            classes: ['reading_1st'],
          });
        }
      };
      const statements = async () => {
        // Read once first, so the session's touch falls outside the statements counted.
        await fresh.graphql(pendingQuery, {}, token);
        const before = fresh.queryCount;
        const answer = await fresh.graphql(pendingQuery, {}, token);
        expect(answer.errors).toBeUndefined();
        return { count: fresh.queryCount - before, accounts: answer.data.userConnection.edges.length as number };
      };
      await seed(2);
      const forTwo = await statements();
      await seed(4);
      const forSix = await statements();
      expect([forTwo.accounts, forSix.accounts]).toEqual([2, 6]);
      expect(forSix.count).toBe(forTwo.count);
    } finally {
      await fresh.stop();
    }
  });

  it('only administrators may ask for the field', async () => {
    const email = uniqueEmail('asker');
    await enrollThroughForm(app, { parentEmail: email, studentName: uniqueName('Mia'), classes: ['reading_1st'] });
    const ownStudents = '{ session { user { email enrolledStudents } } }';
    for (const role of [Role.teacher, Role.parent]) {
      const { token } = await app.seedUser({ role, email: role === Role.parent ? email : uniqueEmail(role) });
      const answer = await app.graphql(ownStudents, {}, token);
      expect(outcome(answer)).toBe('FORBIDDEN');
      expect(JSON.stringify(answer.data ?? null)).not.toContain('Mia');
      expect(outcome(await app.graphql(pendingQuery, {}, token))).toBe('FORBIDDEN');
    }
  });
});
