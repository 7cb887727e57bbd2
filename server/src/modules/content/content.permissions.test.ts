import fs from 'node:fs';
import path from 'node:path';
import { contentMessages } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';

type RoleName = 'anonymous' | 'parent' | 'otherTeacher' | 'teacher' | 'admin';
const roles: RoleName[] = ['anonymous', 'parent', 'otherTeacher', 'teacher', 'admin'];

let app: TestApp;
const tokens = {} as Record<RoleName, string | undefined>;

const outcome = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

const documentQuery = 'query($key: String!) { contentDocument(key: $key) { key body revision updatedAt updatedBy } }';
const saveMutation =
  'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { key body revision updatedBy } }';
const restoreMutation =
  'mutation($key: String!, $revision: Int!) { restoreContentVersion(key: $key, revision: $revision) { key body revision updatedBy } }';
const historyQuery =
  'query($key: String!, $first: Int, $after: String) { contentHistory(key: $key, first: $first, after: $after) { edges { cursor node { revision key body action authorName createdAt summary } } pageInfo { hasNextPage endCursor } } }';
const changesQuery =
  'query($first: Int) { contentChanges(first: $first) { edges { node { revision key action authorName summary } } } }';

const fileText = (key: string) => fs.readFileSync(path.join(app.config.contentDir, key), 'utf8');

async function current(key: string): Promise<{ body: string; revision: number }> {
  const answer = await app.graphql(documentQuery, { key }, tokens.admin);
  return answer.data.contentDocument;
}

async function save(role: RoleName, key: string, body: string, baseRevision?: number): Promise<GraphqlAnswer> {
  const base = baseRevision ?? (await current(key)).revision;
  return app.graphql(saveMutation, { input: { key, body, baseRevision: base } }, tokens[role]);
}

async function asEveryRole(query: string, variables: Record<string, unknown> = {}) {
  return Object.fromEntries(
    await Promise.all(roles.map(async (role) => [role, outcome(await app.graphql(query, variables, tokens[role]))])),
  );
}

const newsWith = (extra: object[]) => `${JSON.stringify([...JSON.parse(fileText('news.json')), ...extra], null, 2)}\n`;
const newsItem = (id: string) => ({
  id,
  type: 'event',
  date: '2027-01-15',
  title: `Event ${id}`,
  excerpt: 'Families meet at Catalyst.',
  featured: false,
});

beforeAll(async () => {
  app = await TestApp.start();
  tokens.admin = await app.adminToken();
  tokens.parent = (await app.seedUser({ role: Role.parent })).token;
  tokens.otherTeacher = (await app.seedUser({ role: Role.teacher })).token;
  const teacher = await app.seedUser({ role: Role.teacher, name: 'Tess Teacher' });
  tokens.teacher = teacher.token;
  const assigned = await app.graphql(
    'mutation($ids: [ID!]!) { setClassTeachers(classKey: "math_1st", teacherIds: $ids) { classKey } }',
    { ids: [teacher.user.id] },
    tokens.admin,
  );
  expect(assigned.errors).toBeUndefined();
});
afterAll(() => app?.stop());

describe('the documents on first start', () => {
  it('are the content/ files exactly, each with a first version by the content/ files', async () => {
    for (const key of ['news.json', 'catalog.json', 'grade-pages/grade3.md', 'teachers/maria-delgado.md']) {
      const document = await current(key);
      expect(document.body).toBe(fileText(key));
    }
    const history = await app.graphql(historyQuery, { key: 'news.json' }, tokens.admin);
    expect(history.data.contentHistory.edges.map((edge: any) => edge.node)).toMatchObject([
      { key: 'news.json', action: 'import', authorName: 'content/ files', body: fileText('news.json') },
    ]);
  });
});

describe('who may read what', () => {
  it('contentDocument: administrators any; a teacher news and the page of their class; nobody else', async () => {
    expect(await asEveryRole(documentQuery, { key: 'site.json' })).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'FORBIDDEN',
      otherTeacher: 'FORBIDDEN',
      teacher: 'FORBIDDEN',
      admin: 'OK',
    });
    expect(await asEveryRole(documentQuery, { key: 'grade-pages/grade1.md' })).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'FORBIDDEN',
      otherTeacher: 'FORBIDDEN',
      teacher: 'OK',
      admin: 'OK',
    });
    expect(await asEveryRole(documentQuery, { key: 'news.json' })).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'FORBIDDEN',
      otherTeacher: 'OK',
      teacher: 'OK',
      admin: 'OK',
    });
    const missing = await app.graphql(documentQuery, { key: 'grade-pages/nowhere.md' }, tokens.admin);
    expect(outcome(missing)).toBe('NOT_FOUND');
  });

  it('editableContent: every key for administrators, the shared ones and their class pages for teachers, none for parents', async () => {
    const keys = async (role: RoleName) => (await app.graphql('{ editableContent }', {}, tokens[role])).data?.editableContent;
    expect(await keys('admin')).toEqual(expect.arrayContaining(['site.json', 'catalog.json', 'teachers/maria-delgado.md']));
    expect((await keys('teacher')).sort()).toEqual(
      ['classes/grade1.md', 'grade-pages/grade1.md', 'news.json', 'schedule-changes.json'].sort(),
    );
    expect((await keys('otherTeacher')).sort()).toEqual(['news.json', 'schedule-changes.json']);
    expect(await keys('parent')).toEqual([]);
    expect(outcome(await app.graphql('{ editableContent }'))).toBe('UNAUTHENTICATED');
  });

  it('contentHistory follows the document; contentChanges is for administrators only', async () => {
    expect(await asEveryRole(historyQuery, { key: 'grade-pages/grade1.md' })).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'FORBIDDEN',
      otherTeacher: 'FORBIDDEN',
      teacher: 'OK',
      admin: 'OK',
    });
    expect(await asEveryRole(changesQuery, { first: 5 })).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'FORBIDDEN',
      otherTeacher: 'FORBIDDEN',
      teacher: 'FORBIDDEN',
      admin: 'OK',
    });
  });
});

describe('saving', () => {
  it('site details: administrators only', async () => {
    const body = fileText('site.json').replace('(479) 555-0100', '(479) 555-0123');
    for (const role of ['anonymous', 'parent', 'otherTeacher', 'teacher'] as const)
      expect(outcome(await save(role, 'site.json', body))).toBe(role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    const saved = await save('admin', 'site.json', body);
    expect(saved.data.saveContentDocument).toMatchObject({ key: 'site.json', body, updatedBy: 'Administrator' });
    expect(await current('site.json')).toMatchObject({ body });
  });

  it('a class page: administrators and teachers of a class on it', async () => {
    const key = 'grade-pages/grade1.md';
    const body = `${fileText(key)}\nBring a pencil case.\n`;
    expect(outcome(await save('parent', key, body))).toBe('FORBIDDEN');
    expect(outcome(await save('otherTeacher', key, body))).toBe('FORBIDDEN');
    expect(outcome(await save('teacher', 'grade-pages/grade5.md', body))).toBe('FORBIDDEN');
    expect(outcome(await save('teacher', 'teachers/maria-delgado.md', body))).toBe('FORBIDDEN');
    const saved = await save('teacher', key, body);
    expect(saved.data.saveContentDocument).toMatchObject({ body, updatedBy: 'Tess Teacher' });
    expect(outcome(await save('admin', key, `${body}More.\n`))).toBe('OK');
  });

  it('news: teachers add and edit items but may not remove one; parents nothing', async () => {
    const added = newsWith([newsItem('teacher-picnic')]);
    expect(outcome(await save('parent', 'news.json', added))).toBe('FORBIDDEN');
    expect(outcome(await save('otherTeacher', 'news.json', added))).toBe('OK');
    const edited = added.replace('Event teacher-picnic', 'Spring picnic');
    expect(outcome(await save('teacher', 'news.json', edited))).toBe('OK');
    const removed = `${JSON.stringify(JSON.parse(edited).slice(1), null, 2)}\n`;
    const refused = await save('teacher', 'news.json', removed);
    expect(outcome(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe(contentMessages.newsRemoved);
    expect(outcome(await save('admin', 'news.json', removed))).toBe('OK');
  });

  it('one-off changes: teachers only of classes they teach', async () => {
    const change = (classKey: string) =>
      JSON.stringify([{ id: 'c1', class_key: classKey, date: '2026-12-01', kind: 'cancelled' }]);
    expect(outcome(await save('otherTeacher', 'schedule-changes.json', change('math_1st')))).toBe('FORBIDDEN');
    expect(outcome(await save('teacher', 'schedule-changes.json', change('reading_1st')))).toBe('FORBIDDEN');
    expect(outcome(await save('teacher', 'schedule-changes.json', change('math_1st')))).toBe('OK');
    expect(outcome(await save('admin', 'schedule-changes.json', '[]\n'))).toBe('OK');
  });

  it('refuses a document that does not parse, naming the field', async () => {
    const news = newsWith([{ ...newsItem('bad-date'), date: '15/01/2027' }]);
    const refused = await save('admin', 'news.json', news);
    expect(outcome(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toMatch(/^content\/news\.json: item \d+ date must be a date YYYY-MM-DD/);
    const catalog = await save('admin', 'catalog.json', fileText('catalog.json').replace('"timeZone"', '"zone"'));
    expect(catalog.errors?.[0].message).toBe('content/catalog.json: timeZone must be a non-empty string');
    const site = await save('admin', 'site.json', JSON.stringify({ name: 'Co-op', contact: { phone: '1' } }));
    expect(site.errors?.[0].message).toBe('content/site.json: contact.address must be an object');
    const notice = await save('admin', 'notice.json', JSON.stringify({ text: 'Closed today' }));
    expect(notice.errors?.[0].message).toBe('content/notice.json: expires_at must be a non-empty text');
    expect(outcome(await save('admin', 'home.json', '[]'))).toBe('BAD_USER_INPUT');
    expect(outcome(await save('admin', 'classes/grade2.md', '  \n'))).toBe('BAD_USER_INPUT');
    expect(outcome(await save('admin', 'classes/grade2.md', 'x'.repeat(60_001)))).toBe('BAD_USER_INPUT');
  });

  it('refuses a save over a newer version than the one the editor opened', async () => {
    const key = 'classes/grade1.md';
    const opened = await current(key);
    expect(outcome(await save('admin', key, `${opened.body}First.\n`, opened.revision))).toBe('OK');
    const stale = await save('teacher', key, `${opened.body}Second.\n`, opened.revision);
    expect(outcome(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toBe(contentMessages.conflict);
    expect((await current(key)).body).toBe(`${opened.body}First.\n`);
  });
});

describe('versions', () => {
  it('every save is a version with its author and time; any version can be restored by who may edit', async () => {
    const key = 'classes/grade1.md';
    const original = fileText(key);
    const history = await app.graphql(historyQuery, { key, first: 50 }, tokens.teacher);
    const versions = history.data.contentHistory.edges.map((edge: any) => edge.node);
    expect(versions.at(-1)).toMatchObject({ action: 'import', body: original, authorName: 'content/ files' });
    expect(versions[0]).toMatchObject({ action: 'save', authorName: 'Administrator' });
    expect(Date.parse(versions[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const first = versions.at(-1).revision;

    expect(outcome(await app.graphql(restoreMutation, { key, revision: first }, tokens.otherTeacher))).toBe('FORBIDDEN');
    expect(outcome(await app.graphql(restoreMutation, { key, revision: first }, tokens.parent))).toBe('FORBIDDEN');
    expect(outcome(await app.graphql(restoreMutation, { key, revision: first }))).toBe('UNAUTHENTICATED');
    const restored = await app.graphql(restoreMutation, { key, revision: first }, tokens.teacher);
    expect(restored.data.restoreContentVersion).toMatchObject({ body: original, updatedBy: 'Tess Teacher' });
    expect(restored.data.restoreContentVersion.revision).toBeGreaterThan(versions[0].revision);
    const after = await app.graphql(historyQuery, { key, first: 1 }, tokens.admin);
    expect(after.data.contentHistory.edges[0].node).toMatchObject({
      action: 'restore',
      authorName: 'Tess Teacher',
      summary: `${key} restored to revision ${first}`,
    });
    const other = await app.graphql(restoreMutation, { key: 'classes/grade2.md', revision: first }, tokens.admin);
    expect(outcome(other)).toBe('NOT_FOUND');
  });

  it('histories page newest first; the changes log lists every document', async () => {
    const key = 'classes/grade1.md';
    const pageOne = await app.graphql(historyQuery, { key, first: 2 }, tokens.admin);
    expect(pageOne.data.contentHistory.pageInfo.hasNextPage).toBe(true);
    const pageTwo = await app.graphql(
      historyQuery,
      { key, first: 50, after: pageOne.data.contentHistory.pageInfo.endCursor },
      tokens.admin,
    );
    const revisions = [...pageOne.data.contentHistory.edges, ...pageTwo.data.contentHistory.edges].map(
      (edge: any) => edge.node.revision,
    );
    expect(revisions).toEqual([...revisions].sort((a, b) => b - a));
    const changes = await app.graphql(changesQuery, { first: 20 }, tokens.admin);
    const keys = new Set(changes.data.contentChanges.edges.map((edge: any) => edge.node.key));
    expect([...keys]).toEqual(expect.arrayContaining(['classes/grade1.md', 'news.json', 'site.json']));
  });
});
