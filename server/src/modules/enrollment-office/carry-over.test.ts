import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { contextAs } from '../../test-support/enrollments';
import { FormSubmission, FormName } from '../forms';
import { Role } from '../accounts';
import { ClassSetting } from './class-setting.entity';
import { Enrollment } from './enrollment.entity';
import { Placement } from './placement.entity';
import { PlacementEvent } from './placement-event.entity';

const started: TestApp[] = [];
afterEach(async () => {
  for (const app of started.splice(0).reverse()) await app.stop();
});

/** An enrollment form as stored before the office existed: a row of answers and nothing else. */
function oldSubmission(student: string, minutesAgo: number, classes: string[]): FormSubmission {
  const fields = [
    { name: 'parent_name', value: `${student}'s Parent` },
    { name: 'parent_email', value: `${student.toLowerCase()}@Example.org` },
    { name: 'parent_phone', value: '(479) 555-0101' },
    { name: 'student_name', value: student },
    { name: 'student_age', value: '8' },
    { name: 'student_birthday', value: '02/02/2018' },
    { name: 'student_allergies', value: 'None' },
    ...classes.map((name) => ({ name, value: 'Yes' })),
    { name: 'acknowledgment', value: 'Yes' },
  ];
  return Object.assign(new FormSubmission(), {
    id: randomUUID(),
    form: FormName.enrollment,
    submittedAt: new Date(Date.now() - minutesAgo * 60_000),
    fieldsJson: JSON.stringify(fields),
  });
}

/** A database as an older release left it: forms stored, no enrollments, 2 seats in the class. */
async function databaseWithOldForms(classKey: string): Promise<{ dataDir: string; ids: string[] }> {
  const first = await TestApp.start();
  // Stored in an order different from the order they came in.
  const forms = [
    oldSubmission('Cara', 30, [classKey]),
    oldSubmission('Abe', 50, [classKey, 'retired_class']),
    oldSubmission('Dov', 20, [classKey]),
    oldSubmission('Bea', 40, [classKey]),
  ];
  await first.app.db.write(async (manager) => {
    await manager.insert(FormSubmission, forms);
    await manager.update(ClassSetting, { classKey }, { seats: 2 });
  });
  await first.stop({ keepData: true });
  return { dataDir: first.config.dataDir, ids: forms.map((form) => form.id) };
}

async function placementsByStudent(app: TestApp, classKey: string) {
  const admin = contextAs((await app.seedUser({ role: Role.admin })).user);
  const roster = await app.app.enrollmentOffice.classRoster(admin, classKey);
  return roster.map((entry) => [entry.studentName, entry.status, entry.waitlistPosition]);
}

it('places earlier enrollment forms at start, in the order they came, held while seats last', async () => {
  const classKey = 'parakeet_nest';
  const { dataDir } = await databaseWithOldForms(classKey);
  const app = await TestApp.start({ dataDir });
  started.push(app);
  expect(await placementsByStudent(app, classKey)).toEqual([
    ['Abe', 'held', null],
    ['Bea', 'held', null],
    ['Cara', 'waitlisted', 1],
    ['Dov', 'waitlisted', 2],
  ]);
  expect(app.logs).toContain('Enrollment office: 4 earlier enrollment forms placed in their classes.');
  const abe = await app.app.db.manager.findOneByOrFail(Enrollment, { studentName: 'Abe' });
  expect(abe).toMatchObject({ parentEmail: 'abe@example.org', studentAge: 8, studentBirthday: '02/02/2018' });
});

it('carries each form over once, however many instances start and restart', async () => {
  const classKey = 'amazon_trail';
  const { dataDir } = await databaseWithOldForms(classKey);
  // Two instances starting together over one database (on SQLite, one after the other over one file).
  const both = await Promise.all([TestApp.start({ dataDir }), TestApp.start({ dataDir })]);
  started.push(...both);
  const [app] = both;
  const count = () =>
    Promise.all([
      app.app.db.manager.count(Enrollment),
      app.app.db.manager.count(Placement),
      app.app.db.manager.count(PlacementEvent),
    ]);
  expect(await count()).toEqual([4, 4, 4]);
  await both[1].stop({ keepData: true });
  started.pop();
  const again = await TestApp.start({ dataDir });
  started.push(again);
  expect(await count()).toEqual([4, 4, 4]);
  expect(again.logs.some((line) => line.includes('earlier enrollment forms'))).toBe(false);
  expect(await placementsByStudent(app, classKey)).toEqual([
    ['Abe', 'held', null],
    ['Bea', 'held', null],
    ['Cara', 'waitlisted', 1],
    ['Dov', 'waitlisted', 2],
  ]);
});
