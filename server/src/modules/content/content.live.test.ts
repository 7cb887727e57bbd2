import { describe, expect, it } from 'vitest';
import { enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import type { TestApp } from '../../test-support/test-app';
import { twoInstances } from '../../test-support/two-instances';
import { ClassSetting } from '../enrollment-office';
import { OutboxMessage } from '../mail';

const instances = twoInstances();

async function saveAsAdmin(app: TestApp, key: string, change: (body: string) => string): Promise<void> {
  const token = await app.adminToken();
  const { body, revision } = app.app.content.stored(key)!;
  const answer = await app.graphql(
    'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
    { input: { key, body: change(body), baseRevision: revision } },
    token,
  );
  expect(answer.errors).toBeUndefined();
}

/** Waits until another instance has heard of the saves so far: its poll runs each second, slower on a busy machine. */
async function caughtUp(other: TestApp, app: TestApp): Promise<void> {
  const revision = app.app.content.snapshot().revision;
  await expect
    .poll(() => other.app.content.snapshot().revision, {
      message: 'the other instance never heard of the save',
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(revision);
}

const withRobotics = (body: string) => {
  const catalog = JSON.parse(body);
  const model = catalog.classes.find((item: { key: string }) => item.key === 'algebra_1_8th');
  catalog.classes.push({ ...model, key: 'robotics_8th', subject: 'Robotics', label: 'Robotics (8th)', seats: 1 });
  return `${JSON.stringify(catalog, null, 2)}\n`;
};

/** Thirteen when the school year starts: of age for a grade 8 class. */
const eighthGrader = '01/01/2013';

describe('a saved catalog', () => {
  it('is in force at once: a new class takes enrollments, has its seats and is in the calendar, on every instance', async () => {
    const { app, other } = instances;
    await saveAsAdmin(app, 'catalog.json', withRobotics);
    const settings = await app.app.db.manager.findOneBy(ClassSetting, { classKey: 'robotics_8th' });
    expect(settings?.seats).toBe(1);

    const first = await postEnrollment(app, enrollmentFields(['robotics_8th'], { parentEmail: uniqueEmail('robot'), birthday: eighthGrader }));
    expect(first.status).toBe(200);
    expect(first.body.placements).toMatchObject([{ classKey: 'robotics_8th', status: 'held' }]);
    const feed = await (await fetch(`${app.url}/calendar.ics`)).text();
    expect(feed).toContain('UID:robotics_8th.');

    await caughtUp(other, app);
    const second = await postEnrollment(other, enrollmentFields(['robotics_8th'], { parentEmail: uniqueEmail('bot'), birthday: eighthGrader }));
    expect(second.status).toBe(200);
    expect(second.body.placements).toMatchObject([{ classKey: 'robotics_8th', status: 'waitlisted' }]);
    expect(await (await fetch(`${other.url}/calendar.ics`)).text()).toContain('UID:robotics_8th.');
  });
});

describe('saved site details', () => {
  it('name the co-op in calendar feeds and give its phone in e-mail from then on', async () => {
    const { app } = instances;
    await saveAsAdmin(app, 'site.json', (body) =>
      body.replace('"name": "Ozark Learning Hub"', '"name": "Ozark Learning Co-op"').replace('(479) 555-0100', '(479) 555-0177'),
    );
    const feed = await (await fetch(`${app.url}/calendar.ics`)).text();
    expect(feed).toContain('X-WR-CALNAME:Ozark Learning Co-op: All classes');

    const parentEmail = uniqueEmail('phone');
    expect((await postEnrollment(app, enrollmentFields(['math_1st'], { parentEmail }))).status).toBe(200);
    const messages = await app.app.db.manager.findBy(OutboxMessage, { recipient: parentEmail });
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.text).toContain('(479) 555-0177');
  });
});

describe('two saves at once from the same revision', () => {
  it('keep one and refuse the other as a conflict, on one instance or two', async () => {
    const { app, other } = instances;
    await caughtUp(other, app);
    const key = 'teachers/maria-delgado.md';
    const { revision } = app.app.content.stored(key)!;
    const token = await app.adminToken();
    const save = (target: TestApp, body: string) =>
      target.graphql(
        'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { body } }',
        { input: { key, body, baseRevision: revision } },
        token,
      );
    const answers = await Promise.all([save(app, 'First.\n'), save(other, 'Second.\n')]);
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const kept = answers.find((answer) => !answer.errors)!.data.saveContentDocument.body;
    // The other instance's save, when it was the one kept, reaches this one with the next poll.
    await caughtUp(app, other);
    expect(app.app.content.stored(key)!.body).toBe(kept);
  });
});
