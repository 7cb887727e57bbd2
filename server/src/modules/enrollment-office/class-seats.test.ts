import { afterAll, beforeAll, expect, it } from 'vitest';
import { classSeatsPath, type ClassSeatsReply } from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment } from '../../test-support/enrollments';
import { Role } from '../accounts';
import { catalogOnDisk } from '../../test-support/content-on-disk';

let app: TestApp;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
});
afterAll(() => app.stop());

async function seats(): Promise<{ status: number; cache: string | null; body: ClassSeatsReply }> {
  const answer = await app.rest('GET', classSeatsPath);
  return { status: answer.status, cache: answer.headers.get('cache-control'), body: answer.body };
}

it('answers everyone, signed in or not, with every class from the catalog and its starting seats', async () => {
  const { status, cache, body } = await seats();
  expect(status).toBe(200);
  expect(cache).toBe('no-cache');
  expect(Date.now() - Date.parse(body.readAt)).toBeLessThan(60_000);
  const catalog = catalogOnDisk(app.config.contentDir);
  expect(body.classes).toEqual(
    catalog.classes.map((item) => ({ key: item.key, seats: item.seats, left: item.seats, waitlisted: 0 })),
  );
});

it('counts held and confirmed seats as taken, and a full class as waiting; names nobody', async () => {
  const classKey = 'condor_assent';
  const admin = contextAs((await app.seedUser({ role: Role.admin })).user);
  await app.app.enrollmentOffice.setClassSeats(admin, classKey, 2);
  for (let i = 0; i < 3; i++)
    await postEnrollment(
      app,
      enrollmentFields([classKey], { studentName: `Kid ${i}`, parentEmail: 'kid@example.org' }),
    );
  const { body } = await seats();
  expect(body.classes.find((item) => item.key === classKey)).toEqual({
    key: classKey,
    seats: 2,
    left: 0,
    waitlisted: 1,
  });
  expect(JSON.stringify(body)).not.toMatch(/Kid|kid@example/);

  await app.app.enrollmentOffice.setClassSeats(admin, classKey, 5);
  expect((await seats()).body.classes.find((item) => item.key === classKey)).toEqual({
    key: classKey,
    seats: 5,
    left: 2,
    waitlisted: 0,
  });
});
