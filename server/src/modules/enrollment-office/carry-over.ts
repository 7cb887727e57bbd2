import type { EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { FormSubmission, FormName } from '../forms';
import { ClassSetting } from './class-setting.entity';
import { lockClasses } from './class-locks';
import { Enrollment } from './enrollment.entity';
import { enroll, type StudentPlacer } from './enrollment-intake';
import type { PlacementChange } from './placement-moves';

/**
 * Enrollment forms stored before the office existed become enrollments, in the order they came, so the first
 * families get the seats. Every class is locked first: a second instance starting at the same moment waits,
 * then finds nothing left to carry over, and forms arriving meanwhile wait their turn.
 */
export async function carryOverSubmissions(
  db: Database,
  catalogKeys: ReadonlySet<string>,
  now: Date,
  tell: (manager: EntityManager, changes: readonly PlacementChange[]) => Promise<void>,
  placeStudent: StudentPlacer,
): Promise<number> {
  return db.write(async (manager) => {
    const classKeys = (await manager.find(ClassSetting, { select: { classKey: true } })).map((row) => row.classKey);
    await lockClasses(manager, classKeys);
    const waiting = await manager
      .createQueryBuilder(FormSubmission, 'submission')
      .where('submission.form = :form', { form: FormName.enrollment })
      .andWhere(
        `NOT EXISTS (${manager
          .createQueryBuilder(Enrollment, 'enrollment')
          .select('1')
          .where('enrollment.id = submission.id')
          .getQuery()})`,
      )
      .orderBy('submission.submittedAt', 'ASC')
      .addOrderBy('submission.id', 'ASC')
      .getMany();
    for (const submission of waiting) {
      const submitted = { id: submission.id, submittedAt: submission.submittedAt, fields: submission.fields };
      await tell(manager, (await enroll(manager, submitted, catalogKeys, now, placeStudent)).changes);
    }
    return waiting.length;
  });
}
