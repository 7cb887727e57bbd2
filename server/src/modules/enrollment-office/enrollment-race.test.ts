import { expect, it } from 'vitest';
import { twoInstances } from '../../test-support/two-instances';
import { contextAs, enrollmentFields, postEnrollment } from '../../test-support/enrollments';
import { Role } from '../accounts';

const instances = twoInstances({ FORMS_LIMIT_PER_HOUR: '1000' });

it('50 families enrolling at once into a class of 10: exactly 10 held, 40 waitlisted at positions 1 to 40', async () => {
  const classKey = 'parakeet_nest';
  const admin = contextAs((await instances.app.seedUser({ role: Role.admin })).user);
  await instances.app.app.enrollmentOffice.setClassSeats(admin, classKey, 10);

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      postEnrollment(
        i % 2 ? instances.other : instances.app,
        enrollmentFields([classKey], { studentName: `Student ${i}` }),
      ),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
  const placements = answers.map((answer) => answer.body.placements![0]);
  expect(placements.filter((placement) => placement.status === 'held')).toHaveLength(10);
  const positions = placements.flatMap((placement) => (placement.status === 'waitlisted' ? [placement.position] : []));
  expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

  const roster = await instances.app.app.enrollmentOffice.classRoster(admin, classKey);
  expect(roster.filter((entry) => entry.status === 'held')).toHaveLength(10);
  expect(roster.filter((entry) => entry.status === 'waitlisted').map((entry) => entry.waitlistPosition)).toEqual(
    Array.from({ length: 40 }, (_, i) => i + 1),
  );
  const [counts] = (await instances.app.app.enrollmentOffice.enrollmentClasses(admin)).filter(
    (item) => item.classKey === classKey,
  );
  expect(counts).toMatchObject({ seats: 10, held: 10, confirmed: 0, waitlisted: 40 });
});
