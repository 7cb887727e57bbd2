import { randomUUID } from 'node:crypto';
import { In, Like } from 'typeorm';
import { accountGroupOf, pageMessages, pageSize } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { SharedFile } from '../files';
import { SharedLink, LinkCategory } from '../links';
import { User, Role, UserStatus } from '../accounts';
import { Visibility } from './visibility';

let app: TestApp;
let admin: string;
let teacher: string;
let parent: string;
let adminName: string;
const activeStatuses = [UserStatus.approved, UserStatus.password_reset_required];

/** First letters differ, so every collation orders these names alike; repeats make ties the id must break. */
const words = ['apple', 'berry', 'cherry', 'damson', 'elder', 'fig', 'grape'];
const audiences = [Visibility.everyone, Visibility.teachers_and_admins, Visibility.admin_only];
const categories = [LinkCategory.General, LinkCategory.Resources, LinkCategory.Curriculum];
const rowsEach = 37;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher, name: 'Tess Teacher' })).token!;
  parent = (await app.seedUser({ role: Role.parent, name: 'Pat Parent' })).token!;
  const owner = (await app.seedUser({ role: Role.teacher })).user.id;
  const start = Date.parse('2026-01-01T00:00:00Z');
  // Every third row shares its time with the one before, so the id must break ties between pages.
  const at = (i: number) => new Date(start + Math.floor(i / 3) * 2 * 60_000 + (i % 3 === 2 ? 60_000 : 0));
  await app.app.db.write(async (manager) => {
    await manager.insert(
      SharedFile,
      Array.from({ length: rowsEach }, (_, i) => ({
        id: randomUUID(),
        originalName: `${words[i % words.length]}-${i % 4 === 0 ? 'Report' : 'notes'}.txt`,
        size: 100 + (i % 5),
        contentType: 'text/plain',
        storedId: randomUUID(),
        visibility: audiences[i % 3],
        uploaderId: owner,
        uploadedAt: at(i),
      })),
    );
    await manager.insert(
      SharedLink,
      Array.from({ length: rowsEach }, (_, i) => ({
        id: randomUUID(),
        title: `${words[i % words.length]} link`,
        url: 'https://example.org',
        description: i % 5 === 0 ? 'A Ferry timetable' : 'plain',
        category: categories[i % 3],
        visibility: audiences[i % 3],
        sharedById: owner,
        sharedAt: at(i),
      })),
    );
  });
  const statuses = [UserStatus.pending, UserStatus.approved, UserStatus.password_reset_required, UserStatus.rejected];
  for (let i = 0; i < 12; i++) {
    await app.seedUser({
      role: i % 2 ? Role.teacher : Role.parent,
      status: statuses[i % statuses.length],
      name: `${words[i % words.length]} Family`,
      email: `member${i}@coop.example`,
    });
  }
  await app.app.db.write(async (manager) => {
    const approver = await manager.findOneByOrFail(User, { role: Role.admin });
    adminName = approver.name;
    await manager.update(User, { name: Like('% Family'), status: In(activeStatuses) }, { approvedBy: approver.id });
  });
});
afterAll(() => app.stop());

const connections = {
  files: {
    field: 'fileConnection',
    node: 'id original_name size visibility uploaded_at',
    sorts: ['DATE_DESC', 'DATE_ASC', 'NAME_ASC', 'NAME_DESC', 'SIZE_ASC', 'SIZE_DESC'],
    args: '$sort: FileSort, $visibility: Visibility, $search: String',
    pass: 'sort: $sort, visibility: $visibility, search: $search',
  },
  links: {
    field: 'linkConnection',
    node: 'id title description category visibility sharedAt',
    sorts: ['DATE_DESC', 'DATE_ASC', 'TITLE_ASC', 'TITLE_DESC'],
    args: '$sort: LinkSort, $visibility: Visibility, $category: LinkCategory, $search: String',
    pass: 'sort: $sort, visibility: $visibility, category: $category, search: $search',
  },
  users: {
    field: 'userConnection',
    node: 'id name email role status createdAt approvedBy approvedByName',
    sorts: ['DATE_DESC', 'DATE_ASC', 'NAME_ASC', 'NAME_DESC'],
    args: '$sort: UserSort, $role: Role, $status: UserStatus, $group: AccountGroup, $search: String',
    pass: 'sort: $sort, role: $role, status: $status, group: $group, search: $search',
  },
} as const;
type Kind = keyof typeof connections;

function pageQuery(kind: Kind): string {
  const { field, node, args, pass } = connections[kind];
  return `query($first: Int, $after: String, ${args}) { ${field}(first: $first, after: $after, ${pass}) {
    edges { cursor node { ${node} } } pageInfo { hasNextPage endCursor } } }`;
}

async function page(kind: Kind, variables: Record<string, unknown>, token = admin) {
  const answer = await app.graphql(pageQuery(kind), variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data[connections[kind].field];
}

/** Every node of every page, following endCursor until hasNextPage is false. */
async function walk(kind: Kind, variables: Record<string, unknown>, token = admin): Promise<any[]> {
  const nodes: any[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const { edges, pageInfo } = await page(kind, { ...variables, after }, token);
    nodes.push(...edges.map((edge: any) => edge.node));
    if (edges.length) expect(pageInfo.endCursor).toBe(edges.at(-1).cursor);
    if (!pageInfo.hasNextPage) return nodes;
    after = pageInfo.endCursor;
  }
  throw new Error('no last page');
}

async function statementsFor(call: () => Promise<unknown>): Promise<number> {
  const before = app.queryCount;
  await call();
  return app.queryCount - before;
}

const keyOf: Record<string, (node: any) => string | number> = {
  DATE: (node) => node.uploaded_at ?? node.sharedAt ?? node.createdAt,
  NAME: (node) => node.original_name ?? node.name,
  TITLE: (node) => node.title,
  SIZE: (node) => node.size,
};

describe('paging through a list in each sort visits every row once, in order', () => {
  const cases = (Object.keys(connections) as Kind[]).flatMap((kind) =>
    connections[kind].sorts.map((sort) => [kind, sort] as const),
  );
  it.each(cases)('%s by %s', async (kind, sort) => {
    const [by, direction] = sort.split('_');
    const whole = await walk(kind, { first: pageSize.max, sort });
    const paged = await walk(kind, { first: 4, sort });
    expect(paged.map((node) => node.id)).toEqual(whole.map((node) => node.id));
    expect(new Set(paged.map((node) => node.id)).size).toBe(paged.length);
    // Ascending is descending reversed, ties included: the id breaks them in the same direction.
    const opposite = await walk(kind, { first: 5, sort: `${by}_${direction === 'ASC' ? 'DESC' : 'ASC'}` });
    expect(opposite.map((node) => node.id)).toEqual(paged.map((node) => node.id).reverse());
    const keys = paged.map(keyOf[by]);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
  });

  it('newest first by default, in the same order as the whole lists', async () => {
    const old = await app.graphql('{ sharedFiles { id } sharedLinks { id } users { id } }', {}, admin);
    expect((await walk('files', { first: 6 })).map((n) => n.id)).toEqual(old.data.sharedFiles.map((n: any) => n.id));
    expect((await walk('links', { first: 6 })).map((n) => n.id)).toEqual(old.data.sharedLinks.map((n: any) => n.id));
    expect((await walk('users', { first: 6 })).map((n) => n.id)).toEqual(old.data.users.map((n: any) => n.id));
  });

  it('answers the default page size when none is asked for', async () => {
    const { edges } = await page('files', {});
    expect(edges).toHaveLength(Math.min(pageSize.default, rowsEach));
  });
});

describe('pages show only what the role sees', () => {
  it.each([
    ['parent', () => parent, ['everyone']],
    ['teacher', () => teacher, ['everyone', 'teachers_and_admins']],
  ])('a %s on every page of files and links', async (_role, token, seen) => {
    for (const kind of ['files', 'links'] as const) {
      for (const sort of connections[kind].sorts) {
        const nodes = await walk(kind, { first: 5, sort }, token());
        expect(nodes.length).toBe(Math.ceil(rowsEach / 3) * seen.length - (seen.length === 2 ? 1 : 0));
        expect(new Set(nodes.map((node) => node.visibility))).toEqual(new Set(seen));
      }
    }
  });

  it('a parent asking for teachers_and_admins items gets none', async () => {
    const nodes = await walk('files', { first: 5, visibility: 'teachers_and_admins' }, parent);
    expect(nodes).toEqual([]);
  });

  it('only administrators page through accounts', async () => {
    const answer = await app.graphql(pageQuery('users'), {}, teacher);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('filters and search', () => {
  it('filters files by visibility and links by visibility and category', async () => {
    const files = await walk('files', { first: 4, visibility: 'admin_only' });
    expect(files).toHaveLength(12);
    expect(files.every((node) => node.visibility === 'admin_only')).toBe(true);
    const links = await walk('links', { first: 4, category: 'Resources' }, teacher);
    expect(links).toHaveLength(12);
    expect(links.every((node) => node.category === 'Resources')).toBe(true);
    const both = await walk('links', { first: 4, visibility: 'everyone', category: 'General' }, teacher);
    expect(both).toHaveLength(13);
    expect(both.every((node) => node.visibility === 'everyone' && node.category === 'General')).toBe(true);
  });

  it('filters accounts by role and status', async () => {
    const nodes = await walk('users', { first: 3, role: 'teacher', status: 'approved' });
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((node) => node.role === 'teacher' && node.status === 'approved')).toBe(true);
  });

  it.each(['pending', 'approved', 'rejected'])(
    'groups accounts as User Management does, a reset required counting as approved: %s',
    async (group) => {
      const everyone = (await app.graphql('{ users { id status } }', {}, admin)).data.users;
      const expected = everyone.filter((user: any) => accountGroupOf(user.status) === group);
      const nodes = await walk('users', { first: 2, group, sort: 'NAME_ASC' });
      expect(nodes.map((node) => node.id).sort()).toEqual(expected.map((user: any) => user.id).sort());
      if (group === 'approved') {
        expect(new Set(nodes.map((node) => node.status))).toEqual(new Set(activeStatuses));
      }
    },
  );

  it('names the administrator who approved each account, on a page and in the whole list', async () => {
    const nodes = await walk('users', { first: 5, search: 'family', group: 'approved' });
    expect(nodes).toHaveLength(6);
    expect(nodes.every((node) => node.approvedBy && node.approvedByName === adminName)).toBe(true);
    const pending = await walk('users', { first: 5, search: 'family', group: 'pending' });
    expect(pending.every((node) => node.approvedBy === null && node.approvedByName === null)).toBe(true);
    const whole = (await app.graphql('{ users { name approvedByName } }', {}, admin)).data.users;
    expect(whole.filter((user: any) => user.approvedByName === adminName)).toHaveLength(6);
  });

  it.each([
    ['files', 'REPORT', (node: any) => /report/i.test(node.original_name), 10],
    ['files', 'rRy', (node: any) => /rry/i.test(node.original_name), 11],
    // Two letters: shorter than the index's pieces, matched by a plain scan.
    ['files', 'Fi', (node: any) => /fi/i.test(node.original_name), 5],
    ['links', 'ferry', (node: any) => /ferry/i.test(node.title + node.description), 8],
    ['links', 'rr', (node: any) => /rr/i.test(node.title + node.description), 17],
    ['users', 'FAMILY', (node: any) => /family/i.test(node.name), 12],
    ['users', 'member1', (node: any) => node.email.includes('member1'), 3],
    ['users', '%', () => false, 0],
  ] as const)('%s searched for "%s"', async (kind, search, matches, count) => {
    const nodes = await walk(kind as Kind, { first: 4, search });
    expect(nodes.every(matches)).toBe(true);
    expect(nodes).toHaveLength(count);
  });
});

describe('a page costs two statements: the session, then the page', () => {
  it.each([
    ['files', { sort: 'NAME_ASC', visibility: 'everyone', search: 'apple' }],
    ['links', { sort: 'TITLE_DESC', category: 'General', search: 'rr' }],
    ['users', { sort: 'NAME_DESC', status: 'approved', search: 'family' }],
    ['users', { sort: 'DATE_DESC', group: 'approved' }],
  ] as const)('%s, later pages too', async (kind, variables) => {
    const first = await page(kind, { first: 2, ...variables });
    expect(await statementsFor(() => page(kind, { first: 2, ...variables }))).toBe(2);
    const after = first.pageInfo.endCursor;
    expect(await statementsFor(() => page(kind, { first: 2, after, ...variables }))).toBe(2);
  });

  it.each(['files', 'links', 'users'])('REST %s with limit and cursor', async (kind) => {
    const first = await app.rest('GET', `/api/${kind}.php?limit=3`, { token: admin });
    const next = `/api/${kind}.php?limit=3&cursor=${first.body.next_cursor}`;
    expect(await statementsFor(() => app.rest('GET', next, { token: admin }))).toBe(2);
  });
});

describe("User Management's counts", () => {
  const counts = '{ accountCounts { pending approved rejected } }';

  it('count each group in one statement after the session', async () => {
    const everyone = (await app.graphql('{ users { status } }', {}, admin)).data.users;
    const expected = { pending: 0, approved: 0, rejected: 0 };
    for (const user of everyone) expected[accountGroupOf(user.status)]++;
    expect(expected.rejected).toBeGreaterThan(0);
    let answer: any;
    expect(await statementsFor(async () => (answer = await app.graphql(counts, {}, admin)))).toBe(2);
    expect(answer.data.accountCounts).toEqual(expected);
  });

  it('are for administrators only', async () => {
    for (const token of [teacher, parent]) {
      expect((await app.graphql(counts, {}, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('REST lists take limit and cursor', () => {
  it.each(['files', 'links', 'users'])('%s: pages cover the whole list, which stays the default', async (kind) => {
    const whole = await app.rest('GET', `/api/${kind}.php`, { token: admin });
    expect(whole.status).toBe(200);
    expect(whole.body).not.toHaveProperty('next_cursor');
    const rows: any[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const answer = await app.rest('GET', `/api/${kind}.php?${query}`, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body[kind].length).toBeLessThanOrEqual(5);
      rows.push(...answer.body[kind]);
      cursor = answer.body.next_cursor;
    } while (cursor);
    expect(rows).toEqual(whole.body[kind]);
  });

  it.each([
    ['limit=0', pageMessages.sizeInvalid],
    ['limit=201', pageMessages.sizeInvalid],
    ['limit=ten', pageMessages.sizeInvalid],
    ['limit=2&cursor=nonsense', pageMessages.cursorInvalid],
  ])('refuses %s', async (query, error) => {
    for (const kind of ['files', 'links', 'users']) {
      const answer = await app.rest('GET', `/api/${kind}.php?${query}`, { token: admin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error });
    }
  });
});

describe('refused arguments', () => {
  async function refusal(kind: Kind, variables: Record<string, unknown>) {
    const answer = await app.graphql(pageQuery(kind), variables, admin);
    expect(answer.data).toBeNull();
    return { code: answer.errors?.[0].extensions?.code, message: answer.errors?.[0].message };
  }

  it.each([0, -1, pageSize.max + 1])('first: %s', async (first) => {
    expect(await refusal('files', { first })).toEqual({ code: 'BAD_USER_INPUT', message: pageMessages.sizeInvalid });
  });

  it('the most a page may hold is taken', async () => {
    expect((await page('links', { first: pageSize.max })).edges).toHaveLength(rowsEach);
  });

  it.each([
    'nonsense',
    Buffer.from('["DATE_DESC"]').toString('base64url'),
    Buffer.from('["DATE_DESC","yesterday","x"]').toString('base64url'),
    Buffer.from('["SIZE_ASC","12","x"]').toString('base64url'),
  ])('a malformed cursor %s', async (after) => {
    const sort = after.startsWith('WyJTSVpF') ? 'SIZE_ASC' : 'DATE_DESC';
    expect(await refusal('files', { after, sort })).toEqual({
      code: 'BAD_USER_INPUT',
      message: pageMessages.cursorInvalid,
    });
  });

  it('a cursor made for another sort', async () => {
    for (const kind of ['files', 'links', 'users'] as const) {
      const { pageInfo } = await page(kind, { first: 2 });
      expect(await refusal(kind, { after: pageInfo.endCursor, sort: connections[kind].sorts[2] })).toEqual({
        code: 'BAD_USER_INPUT',
        message: pageMessages.cursorOtherSort,
      });
    }
  });

  it('a search text over the longest taken', async () => {
    expect(await refusal('links', { search: 'x'.repeat(201) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: pageMessages.searchTooLong,
    });
  });
});
