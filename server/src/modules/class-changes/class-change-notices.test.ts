import { oneClickUnsubscribeBody, type Catalog, type ScheduleChange } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollThroughForm,
  placementOf,
  setSeats,
  setStatus,
  uniqueEmail,
  uniqueName,
} from '../../test-support/enrollments';
import { TestApp } from '../../test-support/test-app';
import { twoInstances } from '../../test-support/two-instances';
import { Role } from '../accounts';
import { OutboxMessage } from '../mail';
import { ClassChangeNotice } from './class-change-notice.entity';

// history_la_3rd_4th meets on Tuesdays, 10:00–11:30 at Catalyst; the clock stands on a Thursday of the school year.
const classKey = 'history_la_3rd_4th';
const title = 'History & Language Arts (Grades 3–4)';
const start = new Date('2027-02-04T15:00:00Z');
const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

const documentQuery = 'query($key: String!) { contentDocument(key: $key) { body revision } }';
const saveMutation = 'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }';

const cancelled = (date: string, note?: string): ScheduleChange => ({
  id: `${classKey}-${date}`,
  class_key: classKey,
  date,
  kind: 'cancelled',
  ...(note ? { note } : {}),
});

/** Saves the whole document as the administrator does in the Schedule tab. */
async function saveDocument(app: TestApp, admin: string, key: string, edit: (body: string) => string) {
  const current = (await app.graphql(documentQuery, { key }, admin)).data.contentDocument;
  const saved = await app.graphql(
    saveMutation,
    { input: { key, body: edit(current.body), baseRevision: current.revision } },
    admin,
  );
  expect(saved.errors).toBeUndefined();
}

const saveChanges = (app: TestApp, admin: string, changes: ScheduleChange[]) =>
  saveDocument(app, admin, 'schedule-changes.json', () => JSON.stringify(changes));

const classChangeMails = (app: TestApp) =>
  app.app.db.manager.find(OutboxMessage, { where: { kind: 'class_change' }, order: { recipient: 'ASC' } });

async function enroll(app: TestApp, parentEmail: string, classes = [classKey]) {
  const studentName = uniqueName('Mia');
  await enrollThroughForm(app, { parentEmail, studentName, classes });
  return studentName;
}

/**
 * The class's families in every state: held (with two children in it), confirmed, waitlisted, declined and
 * withdrawn, a family of another class only, and a teacher of the class.
 */
async function familiesOfTheClass(app: TestApp) {
  const admin = await app.adminToken();
  const family = {
    held: uniqueEmail('held'),
    confirmed: uniqueEmail('confirmed'),
    waitlisted: uniqueEmail('waitlisted'),
    declined: uniqueEmail('declined'),
    withdrawn: uniqueEmail('withdrawn'),
    otherClass: uniqueEmail('other'),
  };
  expect((await setSeats(app, admin, classKey, 10)).errors).toBeUndefined();
  await enroll(app, family.held);
  await enroll(app, family.held);
  const confirmed = await enroll(app, family.confirmed);
  const declined = await enroll(app, family.declined);
  const withdrawn = await enroll(app, family.withdrawn);
  await enroll(app, family.otherClass, ['math_1st']);
  for (const [student, status] of [
    [confirmed, 'confirmed'],
    [declined, 'declined'],
    [withdrawn, 'withdrawn'],
  ]) {
    const { placementId } = await placementOf(app, admin, classKey, student);
    expect((await setStatus(app, admin, placementId, status, 'Asked to')).errors).toBeUndefined();
  }
  expect((await setSeats(app, admin, classKey, 3)).errors).toBeUndefined();
  await enroll(app, family.waitlisted);
  const teacher = await app.seedUser({ role: Role.teacher, email: uniqueEmail('teacher') });
  const assigned = await app.graphql(
    'mutation($key: String!, $ids: [ID!]!) { setClassTeachers(classKey: $key, teacherIds: $ids) { classKey } }',
    { key: classKey, ids: [teacher.user.id] },
    admin,
  );
  expect(assigned.errors).toBeUndefined();
  const told = [family.held, family.confirmed, family.waitlisted, teacher.user.email].sort();
  return { admin, family, told };
}

describe('class-change notices', () => {
  let app: TestApp;
  let clock = start;
  let office: Awaited<ReturnType<typeof familiesOfTheClass>>;

  beforeAll(async () => {
    // The app's own loop looks once an hour: the test sends what is due itself, on its own clock.
    app = await TestApp.start({}, {}, { classChanges: { now: () => clock, pollMs: 3_600_000 } });
    office = await familiesOfTheClass(app);
  });
  afterAll(() => app?.stop());

  it('one cancellation: one mail per household with a held, confirmed or waitlisted child, and the teacher, naming the date, once the saves stop', async () => {
    clock = start;
    await saveChanges(app, office.admin, [cancelled('2027-02-09', 'Field trip day')]);
    expect(await app.app.classChanges.sendDue(seconds(start, 29))).toBeUndefined();
    expect(await classChangeMails(app)).toEqual([]);

    const id = await app.app.classChanges.sendDue(seconds(start, 30));
    expect(id).toBeDefined();
    const mails = await classChangeMails(app);
    expect(mails.map((mail) => mail.recipient)).toEqual(office.told);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Schedule change for ${title}`);
      expect(mail.ref).toBe(`class-change:${id}`);
      expect(mail.unsubscribeUrl).toBeNull();
      expect(mail.text).toContain(
        'Tuesday, February 9: was 10:00 AM–11:30 AM at Catalyst, now cancelled. Field trip day',
      );
      expect(mail.text).toContain(`See the schedule of ${title}: ${app.config.siteUrl}/grade3`);
    }
    // Sent once: nothing is due any more.
    expect(await app.app.classChanges.sendDue(seconds(start, 120))).toBeUndefined();
    expect(await classChangeMails(app)).toHaveLength(office.told.length);
  });

  it('saves within the wait of each other make one notice with every change, sent once the last has waited', async () => {
    await app.app.db.manager.delete(OutboxMessage, { kind: 'class_change' });
    const first = seconds(start, 3600);
    clock = first;
    await saveChanges(app, office.admin, [cancelled('2027-02-09', 'Field trip day'), cancelled('2027-02-16')]);
    clock = seconds(first, 20);
    await saveDocument(app, office.admin, 'catalog.json', (body) => {
      const catalog = JSON.parse(body) as Catalog;
      catalog.classes = catalog.classes.map((item) => (item.key === classKey ? { ...item, location: 'Room 2' } : item));
      return JSON.stringify(catalog, null, 2);
    });
    expect(await app.app.classChanges.sendDue(seconds(first, 35))).toBeUndefined();
    expect(await app.app.classChanges.sendDue(seconds(first, 50))).toBeDefined();
    const mails = await classChangeMails(app);
    expect(mails.map((mail) => mail.recipient)).toEqual(office.told);
    expect(mails[0].text).toContain('Place: was Catalyst, now Room 2');
    expect(mails[0].text).toContain('Tuesday, February 16: was 10:00 AM–11:30 AM at Room 2, now cancelled');
    // The cancellation of February 9 was already told and is the same still.
    expect(mails[0].text).not.toContain('Tuesday, February 9:');
  });

  it('a change made and changed back within the wait sends nothing', async () => {
    await app.app.db.manager.delete(OutboxMessage, { kind: 'class_change' });
    const first = seconds(start, 7200);
    clock = first;
    const before = (await app.graphql(documentQuery, { key: 'schedule-changes.json' }, office.admin)).data
      .contentDocument.body as string;
    await saveChanges(app, office.admin, [...(JSON.parse(before) as ScheduleChange[]), cancelled('2027-02-23')]);
    clock = seconds(first, 10);
    await saveDocument(app, office.admin, 'schedule-changes.json', () => before);
    const id = await app.app.classChanges.sendDue(seconds(first, 60));
    expect(id).toBeDefined();
    expect(await app.app.db.manager.findOneByOrFail(ClassChangeNotice, { id })).toMatchObject({
      state: 'unchanged',
      open: null,
      recipients: 0,
    });
    expect(await classChangeMails(app)).toEqual([]);
  });

  it('still reach a family that stopped announcements, which its next announcement does not', async () => {
    const announce = async () => {
      const sent = await app.graphql(
        'mutation($input: SendAnnouncementInput!) { sendAnnouncement(input: $input) { id } }',
        { input: { subject: 'Bring a lunch', body: 'Bring a lunch.', audience: { kind: 'class_families', classKey } } },
        office.admin,
      );
      expect(sent.errors).toBeUndefined();
      return `announcement:${sent.data.sendAnnouncement.id}`;
    };
    const mailOf = (ref: string, to: string) => app.app.db.manager.findOneBy(OutboxMessage, { ref, recipient: to });

    // The family stops announcements from the link in one, without signing in, as a mail program's button does.
    const first = await mailOf(await announce(), office.family.held);
    const link = first!.unsubscribeUrl!;
    const stop = await fetch(`${app.url}${link.slice(app.config.siteUrl.length)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: oneClickUnsubscribeBody,
    });
    expect(stop.status).toBe(200);

    const second = await announce();
    expect(await mailOf(second, office.family.held)).toBeNull();
    expect(await mailOf(second, office.family.confirmed)).not.toBeNull();

    clock = seconds(start, 3600);
    await saveChanges(app, office.admin, [cancelled('2027-03-02')]);
    const id = await app.app.classChanges.sendDue(seconds(clock, 30));
    const notice = await mailOf(`class-change:${id}`, office.family.held);
    expect(notice?.text).toContain('Tuesday, March 2');
  });
});

describe('class-change notices across a restart', () => {
  it('a notice gathered before the server stopped goes out after it starts again', async () => {
    const clock = () => start;
    const first = await TestApp.start({}, {}, { classChanges: { now: clock, pollMs: 3_600_000 } });
    const email = uniqueEmail('restart');
    await enroll(first, email);
    await saveChanges(first, await first.adminToken(), [cancelled('2027-03-02')]);
    await first.stop({ keepData: true });
    const again = await TestApp.start({ ...first.config }, {}, { classChanges: { now: clock, pollMs: 3_600_000 } });
    try {
      expect(await again.app.classChanges.sendDue(seconds(start, 31))).toBeDefined();
      const mails = await again.app.db.manager.findBy(OutboxMessage, { kind: 'class_change', recipient: email });
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('Tuesday, March 2: was 10:00 AM–11:30 AM at Catalyst, now cancelled');
    } finally {
      await again.stop();
    }
  });
});

describe('class-change notices with two instances', () => {
  const instances = twoInstances();

  it('go once, whichever instance finds them due', async () => {
    const { app, other } = instances;
    const email = uniqueEmail('twice');
    await enroll(app, email);
    await saveChanges(app, await app.adminToken(), [cancelled('2027-03-09')]);
    const later = new Date(Date.now() + 60_000);
    const sent = await Promise.all([app.app.classChanges.sendDue(later), other.app.classChanges.sendDue(later)]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(await app.app.db.manager.countBy(OutboxMessage, { kind: 'class_change', recipient: email })).toBe(1);
  });
});
