import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';

// A teacher's one-off change, saved through the content store, is in the very next feed a calendar app fetches.
let app: TestApp;
let teacherToken: string | undefined;

const documentQuery = 'query($key: String!) { contentDocument(key: $key) { body revision } }';
const saveMutation = 'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }';

beforeAll(async () => {
  app = await TestApp.start();
  const admin = await app.adminToken();
  const teacher = await app.seedUser({ role: Role.teacher });
  teacherToken = teacher.token;
  const assigned = await app.graphql(
    'mutation($ids: [ID!]!) { setClassTeachers(classKey: "math_1st", teacherIds: $ids) { classKey } }',
    { ids: [teacher.user.id] },
    admin,
  );
  expect(assigned.errors).toBeUndefined();
});
afterAll(() => app?.stop());

async function mathEvent(): Promise<VEvent> {
  const response = await fetch(`${app.url}/calendar/elementary.ics`);
  expect(response.status).toBe(200);
  const events = Object.values(ical.sync.parseICS(await response.text())).filter(
    (item): item is VEvent => item?.type === 'VEVENT',
  );
  return events.find((event) => event.uid.startsWith('math_1st.'))!;
}

describe('calendar feeds after a saved change', () => {
  it('leave out the meeting a teacher cancelled and move the one they moved', async () => {
    const before = await mathEvent();
    const current = (await app.graphql(documentQuery, { key: 'schedule-changes.json' }, teacherToken)).data
      .contentDocument;
    // math_1st meets on Tuesdays and Thursdays at 9:30 in Chicago (UTC−5 in September).
    const body = JSON.stringify([
      { id: 'math-ill', class_key: 'math_1st', date: '2026-09-01', kind: 'cancelled', note: 'Teacher is ill' },
      { id: 'math-room', class_key: 'math_1st', date: '2026-09-03', kind: 'room', location: 'Library' },
    ]);
    const saved = await app.graphql(
      saveMutation,
      { input: { key: 'schedule-changes.json', body, baseRevision: current.revision } },
      teacherToken,
    );
    expect(saved.errors).toBeUndefined();

    const after = await mathEvent();
    expect(after.uid).toBe(before.uid);
    const instances = ical.expandRecurringEvent(after, {
      from: new Date('2026-08-31T00:00:00Z'),
      to: new Date('2026-09-05T00:00:00Z'),
    });
    expect(instances.map((item) => [new Date(item.start).toISOString(), item.event.location])).toEqual([
      ['2026-09-03T14:30:00.000Z', 'Library'],
    ]);
  });

  it('refuse a change to a day the class does not meet, naming the field', async () => {
    const current = (await app.graphql(documentQuery, { key: 'schedule-changes.json' }, teacherToken)).data
      .contentDocument;
    const body = JSON.stringify([{ id: 'x', class_key: 'math_1st', date: '2026-09-02', kind: 'cancelled' }]);
    const answer = await app.graphql(
      saveMutation,
      { input: { key: 'schedule-changes.json', body, baseRevision: current.revision } },
      teacherToken,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe(
      'content/schedule-changes.json: changes[0].date 2026-09-02 is not a day Math (Grade 1) meets on',
    );
  });
});
