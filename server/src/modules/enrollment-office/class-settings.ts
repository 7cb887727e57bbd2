import { In, type EntityManager } from 'typeorm';
import { accountGroupStatuses, classSeatsLimits, enrollmentOfficeMessages } from '@coop/contract';
import { AppError } from '../../errors';
import { findForUpdate } from '../../db/row-locks';
import { User, Role, type UserStatus } from '../accounts';
import { ClassSetting } from './class-setting.entity';
import { ClassTeacher } from './class-teacher.entity';
import { lockClasses } from './class-locks';
import type { PlacementChange } from './placement-moves';
import { promoteWaitlisted } from './waitlist';

/**
 * Sets a class's seats. More seats go at once to the first waitlisted placements; fewer than those taken
 * remove nobody, and nobody is promoted until the class is below its seats again.
 */
export async function setSeats(
  manager: EntityManager,
  classKey: string,
  seats: number,
  at: Date,
): Promise<PlacementChange[]> {
  if (!Number.isInteger(seats) || seats < classSeatsLimits.min || seats > classSeatsLimits.max)
    throw new AppError('BAD_USER_INPUT', enrollmentOfficeMessages.seatsInvalid, 'seats');
  await lockClasses(manager, [classKey]);
  await manager.update(ClassSetting, { classKey }, { seats, updatedAt: at });
  return promoteWaitlisted(manager, classKey, seats, at);
}

/**
 * Replaces the teachers of a class. Each must be an approved teacher account; their rows are locked while
 * checked, so an account demoted or removed at that moment is either refused here or loses the class with it.
 */
export async function setTeachers(manager: EntityManager, classKey: string, teacherIds: readonly string[]) {
  const ids = [...new Set(teacherIds)];
  await lockClasses(manager, [classKey]);
  const teachers = ids.length
    ? await manager.find(User, {
        where: {
          id: In(ids),
          role: Role.teacher,
          status: In(accountGroupStatuses.approved.map((status) => status as UserStatus)),
        },
        ...findForUpdate(manager),
      })
    : [];
  if (teachers.length !== ids.length)
    throw new AppError('BAD_USER_INPUT', enrollmentOfficeMessages.teachersInvalid, 'teacherIds');
  await manager.delete(ClassTeacher, { classKey });
  if (ids.length)
    await manager.insert(
      ClassTeacher,
      ids.map((userId) => ({ classKey, userId })),
    );
}
