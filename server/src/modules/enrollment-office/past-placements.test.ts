import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollThroughForm, placementOf, rosterOf, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';

let app: TestApp;
let admin: string;
let teacher: string | undefined;
let parent: string | undefined;
const classKey = 'reading_1st';
const [kept, declined, withdrawn] = ['Ada', 'Bea', 'Cal'].map(uniqueName);

beforeAll(async () => {
  app = await TestApp.start();
  admin = (await app.adminToken())!;
  parent = (await app.seedUser({ role: Role.parent })).token;
  const assigned = await app.seedUser({ role: Role.teacher });
  teacher = assigned.token;
  await app.graphql(
    'mutation($ids: [ID!]!) { setClassTeachers(classKey: "reading_1st", teacherIds: $ids) { classKey } }',
    { ids: [assigned.user.id] },
    admin,
  );
  for (const studentName of [kept, declined, withdrawn])
    await enrollThroughForm(app, { parentEmail: uniqueEmail('family'), studentName, classes: [classKey] });
  for (const [studentName, status] of [
    [declined, 'declined'],
    [withdrawn, 'withdrawn'],
  ]) {
    const { placementId } = await placementOf(app, admin, classKey, studentName);
    const moved = await app.graphql(
      'mutation($id: ID!, $status: PlacementStatus!) { setPlacementStatus(placementId: $id, status: $status) { status } }',
      { id: placementId, status },
      admin,
    );
    expect(moved.errors).toBeUndefined();
  }
});
afterAll(() => app?.stop());

const names = (answer: GraphqlAnswer) =>
  (answer.data?.classRoster as Array<{ studentName: string }> | undefined)?.map((row) => row.studentName).sort();

const roster = (token: string | undefined, includePast?: boolean) =>
  app.graphql(
    'query($past: Boolean) { classRoster(classKey: "reading_1st", includePast: $past) { studentName } }',
    includePast === undefined ? {} : { past: includePast },
    token,
  );

describe('past placements on the rosters', () => {
  it('a roster lists the held, confirmed and waitlisted; the declined and withdrawn only when asked', async () => {
    expect((await rosterOf(app, admin, classKey, false)).map((row) => row.studentName)).toEqual([kept]);
    for (const token of [admin, teacher]) {
      expect(names(await roster(token))).toEqual([kept]);
      expect(names(await roster(token, false))).toEqual([kept]);
      expect(names(await roster(token, true))).toEqual([kept, declined, withdrawn].sort());
    }
  });

  it('asking for past placements opens nothing to parents or anonymous callers', async () => {
    expect((await roster(parent, true)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await roster(undefined, true)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the spreadsheet leaves the past placements out unless past=1', async () => {
    const csv = async (query: string) =>
      (await app.rest('GET', `/api/enrollments.csv${query}`, { token: admin })).body as string;
    const current = await csv('?class=reading_1st');
    expect(current).toContain(kept);
    expect(current).not.toContain(declined);
    expect(current).not.toContain(withdrawn);
    const everything = await csv('?class=reading_1st&past=1');
    for (const name of [kept, declined, withdrawn]) expect(everything).toContain(name);
    expect(await csv('')).not.toContain(declined);
    for (const token of [parent, teacher])
      expect((await app.rest('GET', '/api/enrollments.csv?past=1', { token })).status).toBe(403);
  });
});
