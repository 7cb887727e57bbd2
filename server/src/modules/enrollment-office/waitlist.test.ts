import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOfficeMessages, placementSystemActors, submissionIdField } from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment, type Student } from '../../test-support/enrollments';
import { Role, UserStatus, type User } from '../accounts';
import { Placement } from './placement.entity';

let app: TestApp;
let admin: User;
const office = () => app.app.enrollmentOffice;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = (await app.seedUser({ role: Role.admin, name: 'Dana Admin' })).user;
});
afterAll(() => app.stop());

/** Enrolls students one after another into a class, answering each one's placement id. */
async function enrollInOrder(classKey: string, count: number, student: Student = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const fields = enrollmentFields([classKey], student);
    expect((await postEnrollment(app, fields)).status).toBe(200);
    const placement = await app.app.db.manager.findOneByOrFail(Placement, {
      enrollmentId: fields[submissionIdField],
      classKey,
    });
    ids.push(placement.id);
  }
  return ids;
}

/** The roster, past placements too, as status and position per placement id. */
async function standing(classKey: string) {
  const roster = await office().classRoster(contextAs(admin), classKey, null, true);
  return Object.fromEntries(roster.map((entry) => [entry.placementId, [entry.status, entry.waitlistPosition]]));
}

describe('the waitlist', () => {
  it('gives a seat freed by a withdrawal or a decline to the first waitlisted placement', async () => {
    const classKey = 'reading_1st';
    await office().setClassSeats(contextAs(admin), classKey, 2);
    const [a, b, c, d] = await enrollInOrder(classKey, 4);
    expect(await standing(classKey)).toEqual({
      [a]: ['held', null],
      [b]: ['held', null],
      [c]: ['waitlisted', 1],
      [d]: ['waitlisted', 2],
    });

    await office().setPlacementStatus(contextAs(admin), a, 'withdrawn');
    expect(await standing(classKey)).toMatchObject({ [c]: ['held', null], [d]: ['waitlisted', 1] });
    const [promoted] = await office()
      .classRoster(contextAs(admin), classKey, null)
      .then((all) => all.filter((entry) => entry.placementId === c));
    expect(promoted.history.map((event) => [event.from, event.to, event.by])).toEqual([
      [null, 'waitlisted', placementSystemActors.form],
      ['waitlisted', 'held', placementSystemActors.waitlist],
    ]);

    await office().setPlacementStatus(contextAs(admin), b, 'declined', 'Grade does not match');
    expect(await standing(classKey)).toMatchObject({
      [b]: ['declined', null],
      [c]: ['held', null],
      [d]: ['held', null],
    });
  });

  it('promotes nobody when a waitlisted placement leaves, and moves the others up', async () => {
    const classKey = 'reading_2nd';
    await office().setClassSeats(contextAs(admin), classKey, 1);
    const [a, b, c, d] = await enrollInOrder(classKey, 4);
    await office().setPlacementStatus(contextAs(admin), b, 'withdrawn');
    expect(await standing(classKey)).toMatchObject({
      [a]: ['held', null],
      [c]: ['waitlisted', 1],
      [d]: ['waitlisted', 2],
    });
  });

  it('gives raised seats to several waitlisted placements at once, in order', async () => {
    const classKey = 'language_arts_1st';
    await office().setClassSeats(contextAs(admin), classKey, 1);
    const [a, b, c, d] = await enrollInOrder(classKey, 4);
    const view = await office().setClassSeats(contextAs(admin), classKey, 3);
    expect(view).toMatchObject({ classKey, seats: 3, held: 3, waitlisted: 1 });
    expect(await standing(classKey)).toEqual({
      [a]: ['held', null],
      [b]: ['held', null],
      [c]: ['held', null],
      [d]: ['waitlisted', 1],
    });
  });

  it('removes nobody when seats are lowered, and promotes nobody until the class is below its seats', async () => {
    const classKey = 'language_arts_2nd';
    await office().setClassSeats(contextAs(admin), classKey, 3);
    const [a, b, c, d] = await enrollInOrder(classKey, 4);
    expect(await office().setClassSeats(contextAs(admin), classKey, 1)).toMatchObject({ held: 3, waitlisted: 1 });
    await office().setPlacementStatus(contextAs(admin), a, 'confirmed');
    await office().setPlacementStatus(contextAs(admin), b, 'withdrawn');
    expect(await standing(classKey)).toMatchObject({
      [a]: ['confirmed', null],
      [c]: ['held', null],
      [d]: ['waitlisted', 1],
    });
    await office().setPlacementStatus(contextAs(admin), c, 'withdrawn');
    expect(await standing(classKey)).toMatchObject({ [d]: ['waitlisted', 1] });
    await office().setPlacementStatus(contextAs(admin), a, 'declined');
    expect(await standing(classKey)).toMatchObject({ [d]: ['held', null] });
  });

  it('a parent withdrawing their own held placement frees its seat for the next family', async () => {
    const classKey = 'math_1st';
    await office().setClassSeats(contextAs(admin), classKey, 1);
    const parent = (await app.seedUser({ role: Role.parent, email: 'mia@example.org', name: 'Mia Parent' })).user;
    const [mine] = await enrollInOrder(classKey, 1, { parentEmail: 'MIA@example.org' });
    const [next] = await enrollInOrder(classKey, 1);
    await office().withdrawMyPlacement(contextAs(parent), mine);
    expect(await standing(classKey)).toMatchObject({ [mine]: ['withdrawn', null], [next]: ['held', null] });
  });
});

describe('the same student twice', () => {
  const student = { parentEmail: 'Ben@Example.org', studentName: 'Zoe  Park', birthday: '05/01/2016' };

  it('is one placement per class: a second form keeps the place the first took', async () => {
    const classKey = 'math_2nd_3rd';
    await office().setClassSeats(contextAs(admin), classKey, 1);
    await enrollInOrder(classKey, 1);
    const first = await postEnrollment(app, enrollmentFields([classKey, 'saxon_math_4th'], student));
    expect(first.body.placements).toEqual([
      { classKey, status: 'waitlisted', position: 1 },
      { classKey: 'saxon_math_4th', status: 'held', position: null },
    ]);
    const again = enrollmentFields([classKey], {
      ...student,
      parentEmail: 'ben@example.org ',
      studentName: 'zoe park',
    });
    expect((await postEnrollment(app, again)).body.placements).toEqual([
      { classKey, status: 'waitlisted', position: 1 },
    ]);
    expect(await app.app.db.manager.countBy(Placement, { classKey, status: 'waitlisted' })).toBe(1);
  });

  it('comes back when withdrawn: at the end of the waitlist, with the step in its history', async () => {
    const classKey = 'history_la_3rd_4th';
    await office().setClassSeats(contextAs(admin), classKey, 1);
    const [mine] = await enrollInOrder(classKey, 1, student);
    const [other] = await enrollInOrder(classKey, 1);
    await office().setPlacementStatus(contextAs(admin), mine, 'withdrawn');
    expect(await standing(classKey)).toMatchObject({ [other]: ['held', null] });
    const back = await postEnrollment(app, enrollmentFields([classKey], student));
    expect(back.body.placements).toEqual([{ classKey, status: 'waitlisted', position: 1 }]);
    const [entry] = (await office().classRoster(contextAs(admin), classKey)).filter((row) => row.placementId === mine);
    expect(entry.history.map((event) => [event.from, event.to, event.by])).toEqual([
      [null, 'held', placementSystemActors.form],
      ['held', 'withdrawn', 'Dana Admin'],
      ['withdrawn', 'waitlisted', placementSystemActors.form],
    ]);
  });
});

describe('seats and teachers', () => {
  it('takes seats from 0 to 500 from administrators only', async () => {
    for (const seats of [-1, 501, 2.5])
      await expect(office().setClassSeats(contextAs(admin), 'biology_9th_12th', seats)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: enrollmentOfficeMessages.seatsInvalid,
      });
    await expect(office().setClassSeats(contextAs(admin), 'no_such_class', 5)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const teacher = (await app.seedUser({ role: Role.teacher })).user;
    await expect(office().setClassSeats(contextAs(teacher), 'biology_9th_12th', 5)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await office().setClassSeats(contextAs(admin), 'biology_9th_12th', 0)).toMatchObject({ seats: 0 });
  });

  it('assigns approved teacher accounts only, who then read that class and no other', async () => {
    const classKey = 'biology_9th_12th';
    const teacher = (await app.seedUser({ role: Role.teacher, name: 'Tia Teacher' })).user;
    const pending = (await app.seedUser({ role: Role.teacher, status: UserStatus.pending })).user;
    const parent = (await app.seedUser({ role: Role.parent })).user;
    for (const wrong of [pending, parent])
      await expect(office().setClassTeachers(contextAs(admin), classKey, [teacher.id, wrong.id])).rejects.toMatchObject(
        { code: 'BAD_USER_INPUT', message: enrollmentOfficeMessages.teachersInvalid },
      );
    const view = await office().setClassTeachers(contextAs(admin), classKey, [teacher.id]);
    expect(view.teachers).toEqual([{ id: teacher.id, name: 'Tia Teacher' }]);
    await enrollInOrder(classKey, 1, { studentName: 'Sam Reed' });
    expect((await office().myClasses(contextAs(teacher))).map((item) => item.classKey)).toEqual([classKey]);
    expect((await office().classRoster(contextAs(teacher), classKey)).map((row) => row.studentName)).toEqual([
      'Sam Reed',
    ]);
    await expect(office().classRoster(contextAs(teacher), 'physics_11th_12th')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(office().classRoster(contextAs(parent), classKey)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('reading the office', () => {
  it('finds placements by student or parent name or e-mail, wildcards taken literally', async () => {
    await enrollInOrder('government_9th_12th', 1, {
      studentName: 'Quinn O_Hara',
      parentEmail: 'quinn.family@example.org',
    });
    const byStudent = await office().rosterSearch(contextAs(admin), 'o_hara');
    expect(byStudent.map((row) => [row.studentName, row.classKey, row.parentEmail])).toEqual([
      ['Quinn O_Hara', 'government_9th_12th', 'quinn.family@example.org'],
    ]);
    expect(await office().rosterSearch(contextAs(admin), 'QUINN.FAMILY')).toHaveLength(1);
    expect(await office().rosterSearch(contextAs(admin), 'o%hara')).toHaveLength(0);
  });

  it("shows a parent their family's placements by the account's e-mail, child by child", async () => {
    const parent = (await app.seedUser({ role: Role.parent, email: 'lee.family@example.org' })).user;
    expect(await office().myFamily(contextAs(parent))).toEqual([]);
    await enrollInOrder('literature_9th_12th', 1, { parentEmail: 'Lee.Family@example.org', studentName: 'Ivy Lee' });
    await enrollInOrder('world_history_9th_12th', 1, { parentEmail: 'lee.family@example.org', studentName: 'Ivy Lee' });
    await enrollInOrder('world_history_9th_12th', 1, { parentEmail: 'lee.family@example.org', studentName: 'Max Lee' });
    const family = await office().myFamily(contextAs(parent));
    expect(
      family.map((student) => [student.studentName, student.placements.map((placement) => placement.classKey)]),
    ).toEqual([
      ['Ivy Lee', ['literature_9th_12th', 'world_history_9th_12th']],
      ['Max Lee', ['world_history_9th_12th']],
    ]);
  });
});
