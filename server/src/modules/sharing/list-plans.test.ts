import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { SharedFile } from '../files';
import { SharedLink, LinkCategory } from '../links';
import { User, Role, UserStatus } from '../accounts';
import { Visibility } from './visibility';

/** Years of a co-op's use: enough rows that reading a whole table and sorting it would show. */
const rows = 10_000;

let app: TestApp;
let admin: string;
let postgres: boolean;
/** Random words, one row each, to search for: a search that matches few rows is the one an index is for. */
const rare = { files: '', links: '', users: '' };
const word = (table: keyof typeof rare, i: number) => {
  const text = randomUUID().slice(0, 8);
  if (i === 1234) rare[table] = text;
  return text;
};

beforeAll(async () => {
  app = await TestApp.start();
  postgres = app.app.db.source.driver.options.type === 'postgres';
  const owner = (await app.seedUser({ role: Role.teacher })).user.id;
  const start = Date.parse('2024-01-01T00:00:00Z');
  const visibilities = [Visibility.everyone, Visibility.teachers_and_admins, Visibility.admin_only];
  const categories = Object.values(LinkCategory);
  for (let from = 0; from < rows; from += 500) {
    const batch = Array.from({ length: 500 }, (_, k) => from + k);
    await app.app.db.write(async (manager) => {
      await manager.insert(
        SharedFile,
        batch.map((i) => ({
          id: randomUUID(),
          originalName: `worksheet ${i} ${word('files', i)}.pdf`,
          size: 1_000 + ((i * 7919) % 50_000),
          contentType: 'application/pdf',
          storedId: randomUUID(),
          visibility: visibilities[i % 3],
          uploaderId: owner,
          uploadedAt: new Date(start + i * 3_600_000),
          deletedAt: i % 50 === 0 ? new Date() : null,
        })),
      );
      await manager.insert(
        SharedLink,
        batch.map((i) => ({
          id: randomUUID(),
          title: `Resource ${i} ${word('links', i)}`,
          url: 'https://example.org',
          description: `Notes for week ${i % 52}`,
          category: categories[i % 5],
          visibility: visibilities[i % 3],
          sharedById: owner,
          sharedAt: new Date(start + i * 3_600_000),
        })),
      );
      await manager.insert(
        User,
        batch.map((i) => ({
          id: randomUUID(),
          name: `Family ${i} ${word('users', i)}`,
          email: `family${i}@coop.example`,
          passwordHash: 'not a hash',
          role: [Role.parent, Role.teacher, Role.admin][i % 3],
          status: i % 10 ? UserStatus.approved : UserStatus.pending,
          createdAt: new Date(start + i * 3_600_000),
          approvedAt: null,
          approvedBy: null,
        })),
      );
    });
  }
  // What PostgreSQL's autovacuum does after bulk writes like these: statistics to plan from, and the rows
  // just written to a GIN index moved from its pending list into the index (until then they cost every search).
  if (postgres) await app.app.db.source.query('VACUUM ANALYZE');
  // Signed in after the long seeding, so the first request does not reuse a connection the server has since closed.
  admin = await app.adminToken();
}, 120_000);
afterAll(() => app.stop());

/** How the engine runs the statement the last request ran, one line per step. */
async function planOfLastStatement(): Promise<string> {
  const { sql, parameters } = app.lastQuery!;
  if (postgres) {
    // A table this size is a few pages: reading it whole may cost less than any index, which would hide
    // whether an index can serve the statement at all.
    const runner = app.app.db.source.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN ${sql}`, parameters);
      return plan.map((line) => line['QUERY PLAN']).join('\n');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }
  const plan: { detail: string }[] = await app.app.db.source.query(`EXPLAIN QUERY PLAN ${sql}`, parameters);
  return plan.map((line) => line.detail).join('\n');
}

/** The page request's statement, and its plan, for a query of one connection. */
async function planOf(field: string, args: string, after = false): Promise<string> {
  let cursor = '';
  if (after) {
    const first = await app.graphql(`{ ${field}(first: 20, ${args}) { pageInfo { endCursor } } }`, {}, admin);
    cursor = `after: ${JSON.stringify(first.data[field].pageInfo.endCursor)},`;
  }
  const answer = await app.graphql(`{ ${field}(first: 20, ${cursor} ${args}) { edges { cursor } } }`, {}, admin);
  expect(answer.errors).toBeUndefined();
  expect(answer.data[field].edges.length).toBeGreaterThan(0);
  return planOfLastStatement();
}

const pages = [
  ...['DATE_DESC', 'DATE_ASC', 'NAME_ASC', 'NAME_DESC', 'SIZE_ASC', 'SIZE_DESC'].map((sort) => [
    'fileConnection',
    `sort: ${sort}`,
  ]),
  ['fileConnection', 'visibility: teachers_and_admins'],
  ...['DATE_DESC', 'DATE_ASC', 'TITLE_ASC', 'TITLE_DESC'].map((sort) => ['linkConnection', `sort: ${sort}`]),
  ['linkConnection', 'visibility: everyone'],
  ['linkConnection', 'category: Curriculum'],
  ...['DATE_DESC', 'DATE_ASC', 'NAME_ASC', 'NAME_DESC'].map((sort) => ['userConnection', `sort: ${sort}`]),
  ['userConnection', 'role: teacher'],
  ['userConnection', 'status: approved'],
  ['userConnection', 'group: approved'],
  ['userConnection', 'group: pending'],
];

describe('every page is read through an index in its order, never a whole table then sorted', () => {
  it.each(pages.flatMap(([field, args]) => [[field, args, false] as const, [field, args, true] as const]))(
    '%s(%s), later page: %s',
    async (field, args, after) => {
      const plan = await planOf(field, args, after);
      if (postgres) {
        expect(plan, plan).not.toMatch(/Seq Scan on (files|links|users)/);
        expect(plan, plan).not.toMatch(/(^|->)\s*(Incremental )?Sort\s+\(/m);
      } else {
        expect(plan, plan).not.toMatch(/SCAN (file|link|user)(?! USING)/);
        expect(plan, plan).not.toMatch(/TEMP B-TREE/);
      }
    },
  );
});

describe('the text search reads the trigram index', () => {
  it.each([
    ['fileConnection', 'files', ['original_name']],
    ['linkConnection', 'links', ['title', 'description']],
    ['userConnection', 'users', ['name', 'email']],
  ] as const)('%s', async (field, table, columns) => {
    const plan = await planOf(field, `search: "${rare[table].toUpperCase()}"`);
    if (postgres) {
      expect(plan, plan).not.toMatch(/Seq Scan on (files|links|users)/);
      for (const column of columns) expect(plan, plan).toContain(`Bitmap Index Scan on "IDX_${table}_${column}_trgm"`);
    } else {
      expect(plan, plan).toMatch(new RegExp(`SCAN ${table}_search VIRTUAL TABLE INDEX \\d+:M`));
    }
  });
});
