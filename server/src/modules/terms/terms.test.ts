import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFileName, parseCatalog, wallClockMoment, type Catalog } from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { Role } from '../accounts';

let app: TestApp;
let admin: string;
let teacher: { id: string; token: string };
let parent: string;

const termFields =
  'key name start end first classCount notice registration { returning everyone closes waitlistWhenClosed }';
const rollOver = `mutation($from: String!, $name: String!, $start: String!) {
  rollOverTerm(from: $from, name: $name, start: $start) { ${termFields} }
}`;
const setWindows = `mutation($termKey: String!, $windows: RegistrationWindowsInput) {
  setTermRegistration(termKey: $termKey, windows: $windows) { ${termFields} }
}`;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = await app.adminToken();
  const seededTeacher = await app.seedUser({ role: Role.teacher });
  teacher = { id: seededTeacher.user.id, token: seededTeacher.token! };
  parent = (await app.seedUser({ role: Role.parent })).token!;
});
afterAll(() => app.stop());

const catalogNow = (): Catalog => parseCatalog(JSON.parse(app.app.content.stored(catalogFileName)!.body));

/** The co-op's wall clock `days` from now, as a window's time. */
const daysFromNow = (days: number) => wallClockMoment(new Date(Date.now() + days * 86_400_000), catalogNow().timeZone);

describe('who may manage terms', () => {
  it('lets administrators only, on every operation', async () => {
    for (const [token, code] of [
      [teacher.token, 'FORBIDDEN'],
      [parent, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await app.graphql(`{ terms { key } }`, {}, token)).errors?.[0].extensions?.code).toBe(code);
      const rolled = await app.graphql(rollOver, { from: '2026-27', name: 'Fall 2027', start: '2027-08-17' }, token);
      expect(rolled.errors?.[0].extensions?.code).toBe(code);
      const opened = await app.graphql(
        setWindows,
        { termKey: '2026-27', windows: { everyone: '2026-01-01T00:00' } },
        token,
      );
      expect(opened.errors?.[0].extensions?.code).toBe(code);
    }
    expect(catalogNow().terms ?? []).toEqual([]);
    const listed = await app.graphql(`{ terms { ${termFields} } }`, {}, admin);
    expect(listed.data).toEqual({
      terms: [
        {
          key: '2026-27',
          name: '2026–27',
          start: '2026-08-18',
          end: '2027-05-14',
          first: true,
          classCount: 33,
          notice: null,
          registration: null,
        },
      ],
    });
  });
});

describe('rolling a term over and opening it', () => {
  it('copies the classes with the seats and teachers the office set, the dates moved, and keeps it closed', async () => {
    const office = contextAs((await app.seedUser({ role: Role.admin })).user);
    await app.app.enrollmentOffice.setClassSeats(office, 'reading_1st', 7);
    await app.app.enrollmentOffice.setClassTeachers(office, 'reading_1st', [teacher.id]);

    const refused = await app.graphql(rollOver, { from: '2026-27', name: ' ', start: '2027-08-17' }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Please give the new term a name, such as Fall 2027.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const early = await app.graphql(rollOver, { from: '2026-27', name: 'Fall 2027', start: '2026-08-01' }, admin);
    expect(early.errors?.[0].message).toBe('The new term must start after 2026–27 starts.');

    const rolled = await app.graphql(rollOver, { from: '2026-27', name: 'Fall 2027', start: '2027-08-17' }, admin);
    expect(rolled.errors).toBeUndefined();
    expect(rolled.data).toEqual({
      rollOverTerm: {
        key: 'fall-2027',
        name: 'Fall 2027',
        start: '2027-08-17',
        // 364 days after the school year's, so every class meets on the same weekdays.
        end: '2028-05-12',
        first: false,
        classCount: 33,
        notice: 'Registration for Fall 2027 is not open yet.',
        registration: null,
      },
    });
    const fall = catalogNow().terms![0];
    expect(fall.breaks[0]).toEqual({ name: 'Labor Day', start: '2027-09-06', end: '2027-09-06' });
    const reading = fall.classes.find((item) => item.key === 'reading_1st_fall_2027');
    expect(reading).toMatchObject({ subject: 'Reading', grades: [1], weekdays: ['tue'], seats: 7 });

    const classes = await app.graphql(
      `{ enrollmentClasses { classKey termKey termName seats teachers { id } } }`,
      {},
      admin,
    );
    expect(classes.data.enrollmentClasses).toContainEqual({
      classKey: 'reading_1st_fall_2027',
      termKey: 'fall-2027',
      termName: 'Fall 2027',
      seats: 7,
      teachers: [{ id: teacher.id }],
    });

    // Not open yet: the form refuses its classes, naming the class and why.
    const form = await postEnrollment(
      app,
      enrollmentFields(['reading_1st_fall_2027'], { parentEmail: uniqueEmail('new'), birthday: '03/14/2021' }),
    );
    expect(form).toEqual({
      status: 422,
      body: {
        ok: false,
        errors: { reading_1st_fall_2027: 'Reading (Grade 1): Registration for Fall 2027 is not open yet.' },
      },
    });

    const again = await app.graphql(rollOver, { from: '2026-27', name: 'fall 2027', start: '2028-01-05' }, admin);
    expect(again.errors?.[0].message).toBe('There is already a term called fall 2027.');
  });

  it('checks the windows the office enters, with the field named', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ everyone: '' }, 'everyone', 'Please enter when registration opens to everyone.'],
      [{ everyone: '2027-02-30T09:00' }, 'everyone', 'Please enter a date and a time.'],
      [
        { returning: '2027-03-16T09:00', everyone: '2027-03-15T09:00' },
        'returning',
        'Returning families must be able to register no later than everyone else.',
      ],
      [
        { everyone: '2027-03-15T09:00', closes: '2027-03-15T09:00' },
        'closes',
        'Registration must close after it opens to everyone.',
      ],
    ];
    for (const [windows, field, message] of cases) {
      const answer = await app.graphql(setWindows, { termKey: 'fall-2027', windows }, admin);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    const unknown = await app.graphql(setWindows, { termKey: 'spring-2031', windows: null }, admin);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'There is no such term.', extensions: { code: 'NOT_FOUND' } });
  });

  it('lets a returning family enroll before the public window opens, and not a new one', async () => {
    const returning = uniqueEmail('returning');
    const child = { parentEmail: returning, studentName: 'Ivy Stone', birthday: '03/14/2020' };
    expect((await postEnrollment(app, enrollmentFields(['reading_1st'], child))).status).toBe(200);

    const everyone = daysFromNow(14);
    const opened = await app.graphql(
      setWindows,
      { termKey: 'fall-2027', windows: { returning: daysFromNow(-1), everyone, closes: daysFromNow(60) } },
      admin,
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data.setTermRegistration.notice).toMatch(
      /^Registration for Fall 2027 is open to returning families now, and opens to everyone on \w+ \d+, \d{4} at \d+:\d\d [AP]M\.$/,
    );

    const next = await postEnrollment(app, enrollmentFields(['reading_2nd_fall_2027'], child));
    expect(next.status).toBe(200);
    expect(next.body.placements).toEqual([{ classKey: 'reading_2nd_fall_2027', status: 'held', position: null }]);

    const newcomer = await postEnrollment(
      app,
      enrollmentFields(['reading_2nd_fall_2027'], { parentEmail: uniqueEmail('new'), birthday: '03/14/2020' }),
    );
    expect(newcomer.status).toBe(422);
    expect((newcomer.body as unknown as { errors: Record<string, string> }).errors.reading_2nd_fall_2027).toMatch(
      /^Reading \(Grade 2\): Registration for Fall 2027 is open to returning families now, and opens to everyone on /,
    );
  });

  it('takes requests for the waitlist only, giving no seat, when the office allows them outside the windows', async () => {
    const shut = await app.graphql(
      setWindows,
      { termKey: 'fall-2027', windows: { everyone: daysFromNow(10), waitlistWhenClosed: true } },
      admin,
    );
    expect(shut.data.setTermRegistration.notice).toMatch(/ Requests sent now join the waitlist\.$/);
    const request = await postEnrollment(
      app,
      enrollmentFields(['math_1st_fall_2027'], { parentEmail: uniqueEmail('early'), birthday: '03/14/2021' }),
    );
    expect(request).toMatchObject({
      status: 200,
      body: { ok: true, placements: [{ classKey: 'math_1st_fall_2027', status: 'waitlisted', position: 1 }] },
    });

    const closedAgain = await app.graphql(setWindows, { termKey: 'fall-2027', windows: null }, admin);
    expect(closedAgain.data.setTermRegistration).toMatchObject({
      registration: null,
      notice: 'Registration for Fall 2027 is not open yet.',
    });
    expect(catalogNow().terms![0].registration).toBeUndefined();
  });
});
