import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  submissionIdField,
  placementStatuses,
  placementTransitionCode,
  placementTransitionMessage,
  type PlacementStatusName,
} from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { contextAs, enrollmentFields, postEnrollment } from '../../test-support/enrollments';
import { Role, type User } from '../accounts';
import { Placement } from './placement.entity';
import type { PersonActor } from './placement-status';

/** Every move a person may make, written out here rather than read from the table under test. */
const allowed: Record<PersonActor['role'], string[]> = {
  admin: [
    'held→confirmed',
    'held→declined',
    'held→withdrawn',
    'waitlisted→declined',
    'waitlisted→withdrawn',
    'confirmed→declined',
    'confirmed→withdrawn',
  ],
  parent: ['held→withdrawn', 'waitlisted→withdrawn', 'confirmed→withdrawn'],
  teacher: [],
};

const classKey = 'science_1st_2nd';
let app: TestApp;
const people = {} as Record<PersonActor['role'], User>;

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  people.admin = (await app.seedUser({ role: Role.admin, name: 'Dana Admin' })).user;
  people.parent = (await app.seedUser({ role: Role.parent, name: 'Ana Parent', email: 'ana@example.org' })).user;
  people.teacher = (await app.seedUser({ role: Role.teacher, name: 'Tom Teacher' })).user;
  await app.app.enrollmentOffice.setClassSeats(contextAs(people.admin), classKey, 500);
});
afterAll(() => app.stop());

/** A new placement of Ana's, put in the status the case starts from. */
async function placementIn(status: PlacementStatusName): Promise<string> {
  const fields = enrollmentFields([classKey], { parentEmail: 'Ana@Example.org' });
  const answer = await postEnrollment(app, fields);
  expect(answer.body.placements).toEqual([{ classKey, status: 'held', position: null }]);
  const placement = await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: fields[submissionIdField] });
  // Only the status matters to the table; the seats are plenty, so nothing else moves.
  await app.app.db.write((manager) => manager.update(Placement, { id: placement.id }, { status }));
  return placement.id;
}

const cases = (Object.keys(allowed) as PersonActor['role'][]).flatMap((role) =>
  placementStatuses.flatMap((from) => placementStatuses.map((to) => ({ role, from, to }))),
);

describe('placement moves by role, the whole table', () => {
  it.each(cases)('$role: $from → $to', async ({ role, from, to }) => {
    const id = await placementIn(from);
    const move = app.app.enrollmentOffice.changePlacementStatus({ role, user: people[role] }, id, to, 'No room');
    if (allowed[role].includes(`${from}→${to}`)) {
      const entry = await move;
      expect(entry).toMatchObject({ placementId: id, status: to, reason: to === 'declined' ? 'No room' : null });
      expect(entry.history.at(-1)).toMatchObject({ from, to, by: people[role].name });
    } else {
      await expect(move).rejects.toMatchObject({
        code: placementTransitionCode,
        message: placementTransitionMessage(from, to),
      });
      expect((await app.app.db.manager.findOneByOrFail(Placement, { id })).status).toBe(from);
    }
  });
});

describe('whose placements a parent may move', () => {
  it("another family's placement is not found, and stays as it was", async () => {
    const id = await placementIn('held');
    const stranger = (await app.seedUser({ role: Role.parent, email: 'someone@example.org' })).user;
    await expect(app.app.enrollmentOffice.withdrawMyPlacement(contextAs(stranger), id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await app.app.db.manager.findOneByOrFail(Placement, { id })).status).toBe('held');
  });

  it('the parent withdraws their own, matched by e-mail whatever its case', async () => {
    const id = await placementIn('confirmed');
    const entry = await app.app.enrollmentOffice.withdrawMyPlacement(contextAs(people.parent), id);
    expect(entry).toMatchObject({ placementId: id, status: 'withdrawn', classKey });
  });

  it('only an administrator sets a status through the staff call', async () => {
    const id = await placementIn('held');
    for (const role of ['parent', 'teacher'] as const)
      await expect(
        app.app.enrollmentOffice.setPlacementStatus(contextAs(people[role]), id, 'withdrawn'),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(app.app.enrollmentOffice.setPlacementStatus(contextAs(null), id, 'withdrawn')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
