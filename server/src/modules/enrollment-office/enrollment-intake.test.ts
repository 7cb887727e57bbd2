import { afterAll, beforeAll, expect, it } from 'vitest';
import { submissionIdField } from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment } from '../../test-support/enrollments';
import { Role, type User } from '../accounts';
import { Enrollment } from './enrollment.entity';
import { Placement } from './placement.entity';
import type { PlacementChange } from './placement-moves';

let app: TestApp;
let admin: User;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = (await app.seedUser({ role: Role.admin, name: 'Dana Admin' })).user;
});
afterAll(() => app.stop());

it('a form sent again with its submission id is one enrollment, and hears the placements it got', async () => {
  const classKey = 'saxon_math_4th';
  await app.app.enrollmentOffice.setClassSeats(contextAs(admin), classKey, 1);
  const fields = enrollmentFields([classKey, 'la_iew_5th_6th'], { studentName: 'Rae Moss' });
  const first = await postEnrollment(app, fields);
  expect(first.body).toEqual({
    ok: true,
    placements: [
      { classKey, status: 'held', position: null },
      { classKey: 'la_iew_5th_6th', status: 'held', position: null },
    ],
  });
  // Another family takes the waitlist meanwhile; the resend still hears its own seat.
  await postEnrollment(app, enrollmentFields([classKey]));
  expect(await postEnrollment(app, fields)).toEqual(first);
  expect(await app.app.db.manager.countBy(Enrollment, { id: fields[submissionIdField] })).toBe(1);
  expect(await app.app.db.manager.countBy(Placement, { enrollmentId: fields[submissionIdField] })).toBe(2);
});

it('tells its listeners of every move, the promotion a withdrawal causes included, inside the transaction', async () => {
  const classKey = 'la_iew_7th_8th';
  await app.app.enrollmentOffice.setClassSeats(contextAs(admin), classKey, 1);
  const seen: Array<[string | null, string, string]> = [];
  app.app.enrollmentOffice.listen(async (manager, changes: readonly PlacementChange[]) => {
    // The move is already written where the listener reads, so what it writes commits with it.
    for (const change of changes) {
      const stored = await manager.findOneByOrFail(Placement, { id: change.placement.id });
      expect(stored.status).toBe(change.to);
      seen.push([change.from, change.to, change.by.cause]);
    }
  });
  const first = enrollmentFields([classKey]);
  await postEnrollment(app, first);
  await postEnrollment(app, enrollmentFields([classKey]));
  const held = await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: first[submissionIdField] });
  await app.app.enrollmentOffice.setPlacementStatus(contextAs(admin), held.id, 'withdrawn');
  expect(seen).toEqual([
    [null, 'held', 'enrollment'],
    [null, 'waitlisted', 'enrollment'],
    ['held', 'withdrawn', 'staff'],
    ['waitlisted', 'held', 'promotion'],
  ]);
});
